/**
 * The organiser's invoice desk in a real browser (issue 20). group@demo.test applies for invoices of
 * paid group orders and keeps the application's page open in a second browser context. As
 * organiser@demo.test, in Chinese, in the console: find it by its applicant (and export the list so
 * filtered), take it, export the tax
 * system's batch (the .xlsx downloaded), import the result sheet built from that very file (the row
 * issued, and a row of an unknown application listed with why), open the application and attach the
 * e-invoice PDF — the applicant's page following live (10103) through invoicing, exported, invoiced
 * and upload succeeded; then red-flush part of it. A second application is failed with a reason,
 * which the applicant's page shows live. The pages are photographed in both languages at 1280 and
 * 390 px.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceApi, InvoiceStatus, type InvoiceDetail } from '../../src/shared/invoice';
import { answeredSheet, api, ok, paidOrder, PDF, settledShot, tokenFor } from './invoice-helpers';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage } from './support/browser';

const LIST = '/organiser/invoices';
const STAFF = 'organiser@demo.test';
const APPLICANT = 'group@demo.test';
const HEADER = JSON.parse(readFileSync('tests/fixtures/invoice-header/valid/company-special.json', 'utf8')) as Record<string, unknown>;
const MOBILE = { width: 390, height: 844 };

let browser: Browser;
let files: string;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  files = mkdtempSync(join(tmpdir(), 'console-invoices-'));
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** An application of a paid group order of the applicant's, made through the API as the applicant's form would. */
async function applied(token: string): Promise<InvoiceDetail> {
  const order = await paidOrder(token, 'group');
  const header = await ok(api<{ id: number }>('POST', '/v4/invoice/header', HEADER, token));
  return ok(api<InvoiceDetail>('POST', InvoiceApi.invoices, { orders: [{ kind: order.kind, id: order.id }], header_id: header.id, invoice_type: 2, email: 'finance@startrail.example.com' }, token));
}

/** The applicant's detail page, open in a context of its own: it follows the organiser's steps live. */
async function applicantWatching(id: number): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await openPage(browser);
  await logInTo(page, '/invoice/detail', APPLICANT);
  await page.goto(`/invoice/detail?id=${id}`);
  await page.getByTestId('invoice-status').first().waitFor();
  return { page, close: () => context.close() };
}

/** Waits until a page's title badge shows `status`, without a reload. */
const showsStatus = (page: Page, status: number) =>
  page.locator(`[data-testid="page-title"] ~ div [data-testid="invoice-status"][data-value="${status}"]`).waitFor({ timeout: 30_000 });

const rowOf = (page: Page, applicationNo: string) => page.getByTestId('invoice-row').filter({ hasText: applicationNo });

/** The buttons the application's page offers staff now, by test id. */
const offered = (page: Page) => page.getByTestId('invoice-staff-actions').getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-testid')));

describe("the organiser's invoice desk", () => {
  it('takes an application, sends the batch, reads the result sheet back and attaches the e-invoice, the applicant following live', async () => {
    const token = await tokenFor(APPLICANT);
    const first = await applied(token);
    const applicant = await applicantWatching(first.id);
    await showsStatus(applicant.page, InvoiceStatus.APPLIED);

    const { context, page } = await openPage(browser);
    await logInTo(page, LIST, STAFF);
    await waitForScreen(page, '发票');
    // The applicant's filter narrows the list to theirs.
    await page.getByRole('textbox', { name: '申请人' }).fill('group@demo');
    await page.getByRole('button', { name: '查询' }).click();
    const row = rowOf(page, first.application_no);
    await row.getByTestId('invoice-waiting').waitFor();
    await expect(row.textContent()).resolves.toContain(APPLICANT);
    await expect(page.getByTestId('invoice-row').evaluateAll((rows) => rows.every((each) => each.textContent?.includes('group@demo.test')))).resolves.toBe(true);
    await settledShot(page, 'console-invoices-zh');
    // The list as filtered, exported as a task the top bar follows (not the tax system's batch).
    await page.getByRole('button', { name: '导出', exact: true }).click();
    await page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: /^“发票申请-\d{12}”已导出/ }).waitFor({ timeout: 30_000 });
    await row.locator(`[data-testid="invoice-status"][data-value="${InvoiceStatus.APPLIED}"]`).waitFor();

    // Take it: chosen in the list, then taken.
    await row.getByTestId('row-select').click();
    await page.getByTestId('invoice-take-selected').filter({ hasText: '（1）' }).click();
    await row.locator(`[data-testid="invoice-status"][data-value="${InvoiceStatus.INVOICING}"]`).waitFor();
    await showsStatus(applicant.page, InvoiceStatus.INVOICING);

    // The tax system's batch, downloaded once confirmed.
    await page.getByTestId('invoice-export-batch').click();
    await page.getByTestId('invoice-export-dialog').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('invoice-export-confirm').click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-batch-\d+-\d{12}\.xlsx$/);
    const batch = readFileSync((await download.path())!);
    await row.locator(`[data-testid="invoice-status"][data-value="${InvoiceStatus.EXPORTED}"]`).waitFor();
    await showsStatus(applicant.page, InvoiceStatus.EXPORTED);

    // Its result sheet: this application issued; a row the portal does not know is named with why.
    const sheet = join(files, 'result.xlsx');
    writeFileSync(sheet, await answeredSheet(batch, { [first.application_no]: { result: '成功', number: '24312000000087654321', day: '2026-11-27' } },
      [{ no: 'INV-NO-SUCH', result: 'success', number: '1', day: '2026-11-27' }]));
    await page.getByTestId('invoice-import-results').click();
    const dialog = page.getByTestId('invoice-import-dialog');
    await dialog.getByTestId('invoice-import-file').setInputFiles(sheet);
    await dialog.getByTestId('invoice-import-file-name').filter({ hasText: 'result.xlsx' }).waitFor();
    await dialog.getByTestId('invoice-import-submit').click();
    await dialog.getByTestId('invoice-import-result').waitFor();
    await expect(dialog.getByTestId('invoice-import-count-issued').getAttribute('data-count')).resolves.toBe('1');
    await expect(dialog.getByTestId('invoice-import-errors').count()).resolves.toBe(1);
    const error = dialog.getByTestId('invoice-import-error');
    await expect(error.count()).resolves.toBe(1);
    await expect(error.textContent()).resolves.toContain('INV-NO-SUCH');
    await settledShot(page, 'console-invoices-import-zh');
    await dialog.getByRole('button', { name: '完成' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.locator(`[data-testid="invoice-status"][data-value="${InvoiceStatus.INVOICED}"]`).waitFor();
    await showsStatus(applicant.page, InvoiceStatus.INVOICED);
    await applicant.page.getByTestId('invoice-application').getByText('24312000000087654321').waitFor();

    // Its page offers only what an issued invoice allows: the file and the red-flush.
    await row.getByTestId('invoice-no').click();
    await page.waitForURL((url) => url.pathname === `${LIST}/${first.id}`);
    await waitForScreen(page, '发票申请');
    await showsStatus(page, InvoiceStatus.INVOICED);
    await expect(offered(page)).resolves.toEqual(['invoice-attach', 'invoice-red-flush']);
    await settledShot(page, 'console-invoice-invoiced-zh');

    // The e-invoice PDF, through the upload form, mailed to the applicant.
    await page.getByTestId('invoice-attach').click();
    const attach = page.getByTestId('invoice-attach-dialog');
    await attach.locator('input[type="file"]').setInputFiles({ name: `${first.application_no}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await attach.getByRole('link', { name: `${first.application_no}.pdf` }).waitFor();
    await settledShot(page, 'console-invoice-attach-zh');
    await attach.getByRole('button', { name: '上传并发送' }).click();
    await attach.waitFor({ state: 'detached' });
    await showsStatus(page, InvoiceStatus.UPLOAD_SUCCEEDED);
    await page.getByTestId('invoice-file-link').waitFor();
    await showsStatus(applicant.page, InvoiceStatus.UPLOAD_SUCCEEDED);
    await applicant.page.getByTestId('invoice-file-link').waitFor();
    await settledShot(applicant.page, 'console-invoices-applicant-delivered-zh');

    // Red-flushed in part: 100 yuan of it.
    await page.getByTestId('invoice-red-flush').click();
    const redFlush = page.getByTestId('invoice-red-flush-dialog');
    await redFlush.getByRole('textbox').fill('100');
    await redFlush.getByRole('button', { name: '申请红冲' }).click();
    await redFlush.waitFor({ state: 'detached' });
    await showsStatus(page, InvoiceStatus.RED_FLUSHING);
    await expect(offered(page)).resolves.toEqual(['invoice-import-results']);
    await expect(page.getByTestId('invoice-event').last().getByTestId('invoice-event-amount').textContent()).resolves.toContain('100.00');
    await showsStatus(applicant.page, InvoiceStatus.RED_FLUSHING);
    await settledShot(page, 'console-invoice-red-flushing-zh');

    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Invoice application');
    await settledShot(page, 'console-invoice-red-flushing-en');
    await page.goto(LIST);
    await waitForScreen(page, 'Invoices');
    await rowOf(page, first.application_no).waitFor();
    await settledShot(page, 'console-invoices-en');
    await applicant.close();
    await context.close();
  }, 240_000);

  it('records a failure with its reason, which the applicant sees live; the pages fit a phone', async () => {
    const token = await tokenFor(APPLICANT);
    const second = await applied(token);
    const applicant = await applicantWatching(second.id);

    const { context, page } = await openPage(browser, { viewport: MOBILE });
    await logInTo(page, `${LIST}/${second.id}`, STAFF);
    await waitForScreen(page, '发票申请');
    await showsStatus(page, InvoiceStatus.APPLIED);
    await expect(offered(page)).resolves.toEqual(['invoice-take', 'invoice-fail']);
    await page.getByTestId('invoice-notice').filter({ hasText: '已等待' }).waitFor();
    await settledShot(page, 'console-invoice-applied-zh-390');

    await page.getByTestId('invoice-fail').click();
    const fail = page.getByTestId('invoice-fail-dialog');
    // No reason, no failure.
    await fail.getByRole('button', { name: '确认失败' }).click();
    await fail.getByText('请填写失败原因').waitFor();
    await fail.getByRole('textbox').fill('开户银行账号与营业执照不一致');
    await settledShot(page, 'console-invoice-fail-zh-390');
    await fail.getByRole('button', { name: '确认失败' }).click();
    await fail.waitFor({ state: 'detached' });
    await showsStatus(page, InvoiceStatus.MANUAL_FAILURE);
    await page.getByTestId('invoice-failure-reason').filter({ hasText: '开户银行账号与营业执照不一致' }).waitFor();
    await expect(offered(page)).resolves.toEqual([]);
    await page.getByTestId('invoice-no-actions').waitFor();
    await showsStatus(applicant.page, InvoiceStatus.MANUAL_FAILURE);
    await applicant.page.getByTestId('invoice-failure-reason').filter({ hasText: '开户银行账号与营业执照不一致' }).waitFor();
    await settledShot(page, 'console-invoice-failed-zh-390');

    await page.goto(LIST);
    await waitForScreen(page, '发票');
    await rowOf(page, second.application_no).waitFor();
    await settledShot(page, 'console-invoices-zh-390');
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Invoices');
    await settledShot(page, 'console-invoices-en-390');
    await page.goto(`${LIST}/${second.id}`);
    await waitForScreen(page, 'Invoice application');
    await settledShot(page, 'console-invoice-failed-en-390');
    await applicant.close();
    await context.close();
  }, 180_000);
});
