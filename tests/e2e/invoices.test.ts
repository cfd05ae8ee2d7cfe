/**
 * Invoices in a real browser (SPEC.md §1 /invoice, §4's invoice states, §8's credit-code pass-through).
 * As group@demo.test, in Chinese: apply for a paid group order, adding the header in the dialog (the
 * tax-number look-up finds no company, 12010, and says so without an error); the organiser, through
 * its API, takes the application, exports the tax system's batch, imports the answered result sheet
 * and attaches the e-invoice PDF, and the open detail page follows live (10103) from applied through
 * invoicing, exported and invoiced to upload succeeded; the e-invoice link downloads the PDF. As
 * exhibitor@demo.test, in English: apply for a paid unbind order with a header whose tax number the
 * look-up fills in; the organiser fails it with a reason, the page shows the failure live, and the
 * application is resubmitted from the page. Each invoice page is photographed in both languages.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYuan } from '../../src/engine/money';
import type { UploadedObject } from '../../src/shared/descriptor';
import { InvoiceApi, InvoiceStatus, OrganiserInvoiceApi, type InvoiceDetail, type InvoiceImportResult } from '../../src/shared/invoice';
import { answeredSheet, api, ok, paidOrder, PDF, settledShot, tokenFor, XLSX, type Answer } from './invoice-helpers';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, portalUrl } from './support/browser';

const LIST = '/invoice/list';
const WRITE = '/invoice/writeInvoice';
const DETAIL = '/invoice/detail';

let browser: Browser;

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** The organiser's calls. */
const organiser = {
  token: '',
  async auth(): Promise<string> {
    this.token ||= await tokenFor('organiser@demo.test');
    return this.token;
  },
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return ok(api<T>(method, path, body, await this.auth()));
  },
  /** The tax system's batch: everything invoicing, as .xlsx. */
  async exportBatch(): Promise<Buffer> {
    const response = await fetch(`${portalUrl()}/api${OrganiserInvoiceApi.export}`, { method: 'POST', headers: { cookie: 'language=en', authorization: `Bearer ${await this.auth()}` } });
    expect(response.headers.get('content-type')).toContain(XLSX);
    return Buffer.from(await response.arrayBuffer());
  },
  /** The tax system's result sheet back: `number` issued on `day` for the application, the batch's other rows unanswered. */
  async importIssued(batch: Buffer, applicationNo: string, number: string, day: string): Promise<InvoiceImportResult> {
    const sheet = await answeredSheet(batch, { [applicationNo]: { result: 'success', number, day } });
    const response = await fetch(`${portalUrl()}/api${OrganiserInvoiceApi.import}`, {
      method: 'POST', headers: { cookie: 'language=en', authorization: `Bearer ${await this.auth()}`, 'content-type': XLSX }, body: new Uint8Array(sheet),
    });
    return ok(response.json() as Promise<Answer<InvoiceImportResult>>);
  },
  /** Uploads the e-invoice PDF as the portal's upload form does (a signed policy, then the object store). */
  async upload(name: string): Promise<UploadedObject> {
    const signed = await this.call<{ policy: string; signature: string; accessid: string; dir: string; uploader: string }>('GET', '/oss/sign?dir=e-invoice');
    const form = new FormData();
    const fields = { key: `${signed.dir}${Date.now()}-${name}`, policy: signed.policy, OSSAccessKeyId: signed.accessid, signature: signed.signature, 'x:user': signed.uploader };
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), name);
    const response = await fetch(`${portalUrl()}/api/oss/upload`, { method: 'POST', body: form, headers: { cookie: 'language=en' } });
    return ok(response.json() as Promise<Answer<UploadedObject>>);
  },
};

/** Closes the toasts and waits for animations, so a screenshot shows the page as a person sees it. */
const shot = (page: Page, name: string): Promise<void> => settledShot(page, `invoice-${name}`);

/** Waits until the detail page's title badge shows `status` (the page follows live 10103, no reload). */
const showsStatus = (page: Page, status: number) =>
  page.locator(`[data-testid="page-title"] ~ div [data-testid="invoice-status"][data-value="${status}"]`).waitFor({ timeout: 30_000 });

/** In the order picker: chooses the order. */
async function chooseOrder(page: Page, orderNo: string): Promise<void> {
  const row = page.getByTestId('invoice-order').filter({ hasText: orderNo });
  await row.getByTestId('row-select').click();
  await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
}

/** Adds a header in the application's dialog; `lookUp` is what the tax-number look-up should end in. */
async function addHeader(page: Page, header: { title: string; taxNo: string; type: string; save: string }, lookUp: 'none' | 'filled'): Promise<void> {
  await page.getByTestId('invoice-header-add').click();
  const dialog = page.getByTestId('invoice-header-dialog');
  await dialog.locator('#root_title').fill(header.title);
  await dialog.locator('#root_title').blur();
  await dialog.getByTestId('credit-code-look-up').click();
  await dialog.getByTestId(`credit-code-${lookUp}`).waitFor();
  // 12010 is an answer, not an error: no toast.
  await expect(page.locator('[data-testid="toast"][data-type="error"]').count()).resolves.toBe(0);
  if (lookUp === 'filled') await expect(dialog.locator('#root_tax_no').inputValue()).resolves.toBe(header.taxNo);
  else await dialog.locator('#root_tax_no').fill(header.taxNo);
  await dialog.getByText(header.type).click();
  await dialog.locator('#root_address').fill('上海市浦东新区龙阳路2345号');
  await dialog.locator('#root_phone').fill('021-58881234');
  await dialog.locator('#root_bank').fill('中国工商银行上海浦东支行');
  await dialog.locator('#root_bank_account').fill('1001234567890123456');
  await dialog.locator('#root_email').fill('finance@startrail.example.com');
  await dialog.getByRole('button', { name: header.save }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => page.getByTestId('invoice-email').inputValue()).toBe('finance@startrail.example.com');
}

const GROUP_HEADER = { title: '星游互动娱乐（上海）有限公司', taxNo: '91350100M000100Y43' };

describe('invoices', () => {
  it('as group@demo.test, applies for a paid group order and follows it live to the e-invoice, in Chinese', async () => {
    const token = await tokenFor('group@demo.test');
    const order = await paidOrder(token, 'group');
    const { context, page } = await openPage(browser);
    await logInTo(page, WRITE, 'group@demo.test');
    await waitForScreen(page, '申请开票');
    await page.getByTestId('invoice-order').filter({ hasText: order.order_no }).waitFor();

    // Nothing chosen: the application says what is missing and sends nothing.
    await page.getByTestId('invoice-submit').click();
    await page.getByTestId('orders-error').filter({ hasText: '请至少选择一个已支付订单' }).waitFor();
    await shot(page, 'write-problems-zh');

    await chooseOrder(page, order.order_no);
    await expect(page.getByTestId('invoice-chosen-total').textContent()).resolves.toBe(formatYuan(order.amount, 'zh'));
    await addHeader(page, { ...GROUP_HEADER, type: '增值税专用发票', save: '保存并选用' }, 'none');
    await expect(page.getByTestId('invoice-type-2').getByRole('radio').isChecked()).resolves.toBe(true);
    await shot(page, 'write-ready-zh');

    await page.getByTestId('invoice-submit').click();
    await page.waitForURL((url) => url.pathname === DETAIL);
    await showsStatus(page, InvoiceStatus.APPLIED);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const applied = await ok(api<InvoiceDetail>('GET', InvoiceApi.invoice(id), undefined, token));
    expect(applied.orders).toEqual([{ kind: 'group', id: order.id, order_no: order.order_no, amount: order.amount }]);
    expect(applied.header).toMatchObject({ title: GROUP_HEADER.title, tax_no: GROUP_HEADER.taxNo });
    await page.getByTestId('invoice-notice').filter({ hasText: applied.due_on }).waitFor();
    await page.getByTestId('covered-order-no').filter({ hasText: order.order_no }).waitFor();
    await shot(page, 'detail-applied-zh');

    // The organiser's steps arrive on the open page without a reload.
    expect((await organiser.call<{ moved: number[] }>('POST', OrganiserInvoiceApi.take, { ids: [id] })).moved).toEqual([id]);
    await showsStatus(page, InvoiceStatus.INVOICING);
    const batch = await organiser.exportBatch();
    await showsStatus(page, InvoiceStatus.EXPORTED);
    const result = await organiser.importIssued(batch, applied.application_no, '24312000000012345678', '2026-11-27');
    expect(result.issued).toBeGreaterThanOrEqual(1);
    await showsStatus(page, InvoiceStatus.INVOICED);
    await page.getByTestId('invoice-application').getByText('24312000000012345678').waitFor();
    await page.getByTestId('invoice-file-none').waitFor();
    await shot(page, 'detail-invoiced-zh');

    const file = await organiser.upload(`${applied.application_no}.pdf`);
    await organiser.call<InvoiceDetail>('POST', OrganiserInvoiceApi.file(id), { file });
    await showsStatus(page, InvoiceStatus.UPLOAD_SUCCEEDED);
    await page.getByTestId('invoice-notice').filter({ hasText: 'finance@startrail.example.com' }).waitFor();
    expect((await page.getByTestId('invoice-event').all()).length).toBe(5);
    await shot(page, 'detail-delivered-zh');

    // The e-invoice link downloads the PDF.
    const link = page.getByTestId('invoice-file-link');
    await expect(link.getAttribute('download')).resolves.toBe(`${applied.application_no}.pdf`);
    const download = await page.request.get(await link.getAttribute('href') ?? '');
    expect(download.status()).toBe(200);
    expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The list shows it delivered; the order is no longer offered.
    await page.goto(LIST);
    const row = page.getByTestId('invoice-row').filter({ hasText: applied.application_no });
    await row.getByTestId('invoice-status').filter({ hasText: '上传成功' }).waitFor();
    await expect(row.textContent()).resolves.toContain(formatYuan(order.amount, 'zh'));
    await shot(page, 'list-zh');
    await page.goto(WRITE);
    const covered = page.getByTestId('invoice-order').filter({ hasText: order.order_no });
    await covered.getByTestId('order-invoice-status').filter({ hasText: '上传成功' }).waitFor();
    await expect(covered.getByRole('checkbox').isDisabled()).resolves.toBe(true);
    await context.close();
  }, 120_000);

  it('as exhibitor@demo.test, applies for a paid unbind order, sees it fail live and resubmits it, in English', async () => {
    const token = await tokenFor('exhibitor@demo.test');
    const order = await paidOrder(token, 'unbind');
    const { context, page } = await openPage(browser);
    await logInTo(page, WRITE, 'exhibitor@demo.test');
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Apply for an invoice');
    await chooseOrder(page, order.order_no);
    // The header group@demo.test filed is known now: the look-up fills its tax number.
    await addHeader(page, { ...GROUP_HEADER, type: 'VAT general invoice', save: 'Save and use it' }, 'filled');
    await shot(page, 'write-ready-en');
    await page.getByTestId('invoice-submit').click();
    await page.waitForURL((url) => url.pathname === DETAIL);
    await showsStatus(page, InvoiceStatus.APPLIED);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByTestId('covered-order').filter({ hasText: 'Unbind order' }).waitFor();
    await shot(page, 'detail-applied-en');

    await organiser.call<InvoiceDetail>('POST', OrganiserInvoiceApi.fail(id), { reason: 'The bank account does not match the header' });
    await showsStatus(page, InvoiceStatus.MANUAL_FAILURE);
    await page.getByTestId('invoice-failure-reason').filter({ hasText: 'The bank account does not match the header' }).waitFor();
    const form = page.getByTestId('invoice-resubmit');
    await expect.poll(() => form.getByTestId('invoice-email').inputValue()).toBe('finance@startrail.example.com');
    await shot(page, 'detail-failed-en');
    await form.getByTestId('invoice-type-2').click();
    await form.getByTestId('invoice-resubmit-submit').click();
    await showsStatus(page, InvoiceStatus.APPLIED);
    await expect(page.getByTestId('invoice-resubmit').count()).resolves.toBe(0);
    await expect(page.getByTestId('invoice-event').last().getAttribute('data-action')).resolves.toBe('resubmit');
    const again = await ok(api<InvoiceDetail>('GET', InvoiceApi.invoice(id), undefined, token));
    expect(again).toMatchObject({ status: InvoiceStatus.APPLIED, invoice_type: 2 });
    await shot(page, 'detail-resubmitted-en');

    await page.goto(LIST);
    await page.getByTestId('invoice-row').filter({ hasText: again.application_no }).getByTestId('invoice-status').filter({ hasText: 'Applied' }).waitFor();
    await shot(page, 'list-en');
    await page.goto('/invoice/addInvoiceHeader');
    await page.getByTestId('add-invoice-header').click();
    await page.getByTestId('invoice-header-dialog').getByTestId('credit-code-lookup').waitFor();
    await shot(page, 'headers-dialog-en');
    await context.close();
  }, 120_000);
});
