/**
 * Booth tickets in a real browser (issue 6), in Chinese, as exhibitor@demo.test and again as the
 * sub-account sub@demo.test (authorities 6 and 8): claim tickets, bind one by form (a bad resident ID
 * is refused on its field first), bind 500 by an Excel file made from the downloaded template and
 * watch the batch finish live, fix the failed rows and resubmit, bind one through a share link in a
 * fresh browser without logging in. Then the English screens, and the sub-account without the ticket
 * authority, who cannot reach them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInTo, readMenu, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';
import { badResidentId, closeToasts, residentId, tableSettled, ticketRow } from './ticket-helpers';

const LIST = '/ticketBoothManagement/ticketBooth/list';
const DETAILS = '/ticketBoothManagement/ticketBooth/detailsList';
const BIND_LOG = '/ticketBoothManagement/ticketBooth/bindLogList';
const UNBIND_ORDERS = '/unbindOrder/list';
const BATCH_ROWS = 500;
/** Rows (0-based among the filled ones) given a wrong check digit. */
const BAD_ROWS = [7, 123, 321, 499];

/** Who runs the flow; each binds its own people (resident IDs from `idBase`), so the two never collide. */
const ACTORS = [
  { account: 'exhibitor@demo.test', idBase: 1000, shots: '' },
  { account: 'sub@demo.test', idBase: 5000, shots: 'sub-' },
] as const;

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-tickets');

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

async function screenshot(page: Page, name: string) {
  await closeToasts(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

for (const { account, idBase, shots } of ACTORS) describe(`booth tickets as ${account}`, () => {
  const shot = (page: Page, name: string) => screenshot(page, shots + name);

  it('claims tickets, binds 500 by an Excel batch watched live, fixes the failed rows and resubmits, in Chinese', async () => {
    const { context, page } = await openPage(browser);
    page.on('response', (response) => { if (response.status() >= 400) console.warn('[http]', response.status(), response.request().method(), response.url()); });
    page.on('console', (message) => { if (message.type() === 'error') console.warn('[console]', message.text().slice(0, 300)); });
    await logInTo(page, LIST, account);
    await waitForScreen(page, '证件列表');

    // Claim: the allocation's counts follow.
    const card = page.getByTestId('allocation-card').first();
    await card.getByTestId('allocation-name').filter({ hasText: '展商证' }).waitFor();
    const before = Number((await card.getByTestId('allocation-claimed').textContent())?.replaceAll(',', ''));
    await shot(page, 'tickets-list-zh');
    await card.getByTestId('claim-open').click();
    const claim = page.getByTestId('claim-dialog');
    await claim.getByTestId('claim-quantity').fill('0');
    await claim.getByTestId('claim-submit').click();
    await expect(claim.getByTestId('claim-error').textContent()).resolves.toContain('正整数');
    await claim.getByTestId('claim-quantity').fill('520');
    await claim.getByTestId('claim-submit').click();
    await claim.waitFor({ state: 'hidden' });
    await card.getByTestId('allocation-claimed').filter({ hasText: (before + 520).toLocaleString('en') }).waitFor();
    await page.getByTestId('toast').filter({ hasText: '已领取 520 张证件' }).waitFor();

    await page.goto(DETAILS);
    await waitForScreen(page, '证件明细');
    await tableSettled(page);
    // Batch: the template, 500 rows filled (four with a bad check digit), uploaded.
    await page.getByTestId('batch-open').click();
    const panel = page.getByTestId('batch-panel');
    await panel.getByTestId('batch-template').waitFor();
    await page.screenshot({ path: screenshotPath(`${shots}tickets-batch-panel-zh`) });
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('batch-template').click()]);
    const templatePath = join(files, 'template.xlsx');
    await download.saveAs(templatePath);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(readFileSync(templatePath) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible')!;
    expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(BATCH_ROWS);
    for (let index = 0; index < BATCH_ROWS; index++) {
      const line = sheet.getRow(index + 2);
      const n = idBase + index;
      line.getCell(3).value = `批量${index + 1}`;
      line.getCell(4).value = '居民身份证';
      line.getCell(5).value = BAD_ROWS.includes(index) ? badResidentId(n) : residentId(n);
      line.getCell(6).value = `139${String(10_000_000 + index).slice(-8)}`;
    }
    // Rows past the 500th stay out of this batch.
    if (sheet.rowCount > BATCH_ROWS + 1) sheet.spliceRows(BATCH_ROWS + 2, sheet.rowCount - BATCH_ROWS - 1);
    const filled = join(files, 'batch-500.xlsx');
    writeFileSync(filled, Buffer.from(await workbook.xlsx.writeBuffer()));
    await panel.getByTestId('batch-file').setInputFiles(filled);
    await panel.getByTestId('batch-upload').click();
    await page.waitForURL(/logDetails\?id=\d+/);
    const firstBatch = Number(new URL(page.url()).searchParams.get('id'));

    // Live progress: the bar moves to 100 % and the counts settle.
    const progress = page.getByTestId('batch-progress');
    const seen = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const value = await progress.getAttribute('data-value').catch(() => null);
      if (value) seen.add(value);
      if (value === '100' && (await page.getByTestId('batch-status').getAttribute('data-value')) === 'done') break;
      await page.waitForTimeout(100);
    }
    expect(seen.has('100')).toBe(true);
    await page.getByTestId('count-failed').filter({ hasText: new RegExp(`^${BAD_ROWS.length}$`) }).waitFor();
    await page.getByTestId('count-succeeded').filter({ hasText: new RegExp(`^${BATCH_ROWS - BAD_ROWS.length}$`) }).waitFor();
    await shot(page, 'tickets-batch-done-zh');

    // The failed rows, with the reason; fixed in place and resubmitted as a new batch.
    await page.getByTestId('row-filter-failed').click();
    const failedRows = page.getByTestId('batch-rows').getByTestId('data-row');
    await expect.poll(() => failedRows.count(), { timeout: 15_000 }).toBe(BAD_ROWS.length);
    await expect(failedRows.first().getByTestId('row-error').textContent()).resolves.toContain('身份证号码不正确');
    for (let i = 0; i < BAD_ROWS.length; i++) {
      const fixRow = failedRows.nth(i);
      const rowNo = Number(await fixRow.getAttribute('data-row-id'));
      await fixRow.getByTestId('fix-doc_number').fill(residentId(idBase + rowNo - 2));
    }
    await shot(page, 'tickets-batch-fix-zh');
    await page.getByTestId('resubmit').click();
    await page.waitForURL((url) => url.pathname.endsWith('/logDetails') && Number(url.searchParams.get('id')) !== firstBatch);
    const secondBatch = page.locator(`[data-testid="log-details"][data-batch="${new URL(page.url()).searchParams.get('id')}"]`);
    await secondBatch.getByTestId('batch-status').and(page.locator('[data-value="done"]')).waitFor({ timeout: 30_000 });
    await secondBatch.getByTestId('count-succeeded').filter({ hasText: new RegExp(`^${BAD_ROWS.length}$`) }).waitFor();
    await expect(secondBatch.getByTestId('count-failed').textContent()).resolves.toBe('0');
    await shot(page, 'tickets-batch-resubmitted-zh');

    // The batch records list both.
    await page.goto(BIND_LOG);
    await waitForScreen(page, '批量绑定记录');
    await tableSettled(page, 'batches-table');
    await expect(page.getByTestId('batches-table').getByTestId('data-row').count()).resolves.toBeGreaterThanOrEqual(2);
    await shot(page, 'tickets-bind-log-zh');

    if (account !== ACTORS[0].account) {
      await context.close();
      return;
    }
    // The same screens in English.
    await switchLanguage(page, 'en');
    await page.goto(LIST);
    await waitForScreen(page, 'Ticket list');
    await page.getByTestId('allocation-name').filter({ hasText: 'Exhibitor ticket' }).waitFor();
    await tableSettled(page);
    await shot(page, 'tickets-list-en');
    await page.goto(DETAILS);
    await tableSettled(page);
    await shot(page, 'tickets-details-en');
    await page.goto(`/ticketBoothManagement/ticketBooth/logDetails?id=${firstBatch}`);
    await page.getByTestId('batch-status').waitFor();
    await shot(page, 'tickets-batch-done-en');
    await page.goto(BIND_LOG);
    await tableSettled(page, 'batches-table');
    await shot(page, 'tickets-bind-log-en');
    await switchLanguage(page, 'zh');
    await context.close();
  }, 300_000);

  it('binds one ticket by the holder form, a bad resident ID refused on its field first', async () => {
    const { context, page } = await openPage(browser);
    page.on('console', (message) => { if (message.type() === 'error') console.warn('[console]', message.text().slice(0, 200)); });
    await logInTo(page, DETAILS, account);
    // Bind one by form: the resident ID's check digit is checked before anything is sent.
    await waitForScreen(page, '证件明细');
    await page.getByTestId('ticket-status-filter').selectOption('0');
    await page.getByTestId('ticket-search').click();
    await tableSettled(page);
    const row = ticketRow(page, 'bind');
    const ticketNo = (await row.locator('td').nth(1).textContent())!.trim();
    await row.getByTestId('ticket-bind').click();
    const dialog = page.getByTestId('holder-dialog');
    await dialog.locator('#root_name').fill('王小明');
    await dialog.locator('#root_doc_type').selectOption({ label: '居民身份证' });
    await dialog.locator('#root_doc_number').fill(badResidentId(idBase - 1));
    await dialog.locator('#root_phone').first().fill('13912345678');
    await dialog.locator('button[type="submit"]').click();
    // The field's own message (the engine's for the resident-ID format, or the schema's wording).
    await dialog.getByText(/身份证号码/).first().waitFor();
    await page.screenshot({ path: screenshotPath(`${shots}tickets-bind-error-zh`) });
    await dialog.locator('#root_doc_number').fill(residentId(idBase - 1));
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    const bound = page.getByTestId('data-row').filter({ hasText: ticketNo });
    await bound.getByTestId('ticket-status').filter({ hasText: '已绑定' }).waitFor();
    await expect(bound.textContent()).resolves.toContain('440***********');
    await shot(page, 'tickets-details-zh');

    await context.close();
  }, 120_000);

  it('binds one ticket through a share link in a fresh browser without logging in', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, DETAILS, account);
    // A share link, bound in a fresh browser without logging in.
    await page.getByTestId('ticket-status-filter').selectOption('0');
    await page.getByTestId('ticket-search').click();
    await tableSettled(page);
    const shareRow = ticketRow(page, 'share');
    const sharedNo = (await shareRow.locator('td').nth(1).textContent())!.trim();
    await shareRow.getByTestId('ticket-share').click();
    const share = page.getByTestId('share-dialog');
    await share.getByTestId('share-create').click();
    const url = await share.getByTestId('share-url').inputValue();
    expect(url).toContain('/ticketShare?token=');
    await page.screenshot({ path: screenshotPath(`${shots}tickets-share-dialog-zh`) });
    await share.getByRole('button', { name: '关闭' }).first().click();

    const guest = await openPage(browser);
    guest.page.on('console', (message) => { if (message.type() === 'error') console.warn('[console]', message.text().slice(0, 200)); });
    await guest.page.goto(url);
    await guest.page.getByTestId('share-exhibitor').filter({ hasText: '星游互动' }).waitFor();
    await guest.page.screenshot({ path: screenshotPath(`${shots}ticket-share-zh`), fullPage: true });
    await guest.page.locator('#root_name').fill('赵六');
    await guest.page.locator('#root_doc_type').selectOption({ label: '护照' });
    await guest.page.locator('#root_doc_number').fill(`E9876${idBase}`);
    await guest.page.locator('#root_email').first().fill('zhao.liu@example.com');
    await guest.page.locator('button[type="submit"]').click();
    await guest.page.getByTestId('share-bound').waitFor();
    // Used once: the link now says so, in English too.
    await guest.page.reload();
    await guest.page.getByTestId('share-invalid').waitFor();
    await guest.page.getByTestId('language-switch').locator('[data-lang="en"]').click();
    await guest.page.getByTestId('share-invalid').filter({ hasText: 'This link cannot be used' }).waitFor();
    await guest.page.screenshot({ path: screenshotPath(`${shots}ticket-share-invalid-en`), fullPage: true });
    await guest.context.close();

    // The exhibitor's list (still filtered to unbound tickets) shows it bound once the filter is cleared.
    await page.getByTestId('ticket-status-filter').selectOption('');
    await page.getByTestId('ticket-keyword').fill(sharedNo);
    await page.getByTestId('ticket-search').click();
    await page.getByTestId('data-row').filter({ hasText: sharedNo }).getByTestId('ticket-status').filter({ hasText: '已绑定' }).waitFor();

    await context.close();
  }, 120_000);

});

describe('booth tickets at desktop width, in English', () => {
  it('binds an unbound ticket from its row on the list screen; the details table fits at 1440 px', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB', viewport: { width: 1440, height: 900 } });
    await logInTo(page, LIST, 'exhibitor@demo.test');
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Ticket list');
    await tableSettled(page);
    // The tests before may have bound the whole first page: the unbound ones are asked for.
    await page.getByTestId('ticket-status-filter').selectOption('0');
    await page.getByTestId('ticket-search').click();
    await tableSettled(page);
    const row = ticketRow(page, 'bind');
    const ticketNo = (await row.locator('td').first().textContent())!.trim();
    // The overview only binds: no share link, no edit, no unbind there.
    expect(await page.getByTestId('tickets-table').getByTestId('ticket-share').count()).toBe(0);
    expect(await page.getByTestId('tickets-table').getByTestId('ticket-edit').count()).toBe(0);
    await row.getByTestId('ticket-bind').click();
    const dialog = page.getByTestId('holder-dialog');
    await dialog.locator('#root_name').fill('Jane Doe');
    await dialog.locator('#root_doc_type').selectOption({ label: 'Passport' });
    await dialog.locator('#root_doc_number').fill('E7000123');
    await dialog.locator('#root_email').first().fill('jane.doe@example.com');
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('data-row').filter({ hasText: ticketNo }).getByTestId('ticket-status').filter({ hasText: /^Bound$/ }).waitFor();

    // The usual columns beside the pinned ones: nothing to scroll sideways (English sidebar, 300 px).
    await page.goto(DETAILS);
    await waitForScreen(page, 'Ticket details');
    await tableSettled(page);
    const overflow = await page.getByTestId('tickets-table').locator('table').evaluate((table) => {
      const scroller = table.parentElement!;
      return scroller.scrollWidth - scroller.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(0);
    // Tickets bound by the tests before may fill the first page: the one bound here is searched for.
    await page.getByTestId('ticket-keyword').fill(ticketNo);
    await page.getByTestId('ticket-search').click();
    await expect(page.getByTestId('data-row').filter({ hasText: ticketNo }).getByTestId('ticket-doc-type').textContent()).resolves.toBe('Passport');
    await context.close();
  }, 120_000);
});

describe('booth tickets and sub-account authorities', () => {
  const shot = screenshot;

  it('lets the sub-account with the ticket authority use the tickets and unbind orders, in English', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    await logInTo(page, LIST, 'sub@demo.test');
    expect(new URL(page.url()).pathname).toBe(LIST);
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Ticket list');
    await page.getByTestId('allocation-card').first().waitFor();
    await tableSettled(page);
    await expect(page.getByTestId('tickets-table').getByTestId('data-row').count()).resolves.toBeGreaterThan(0);
    await shot(page, 'tickets-list-sub-en');
    await page.goto(UNBIND_ORDERS);
    await waitForScreen(page, 'Unbind orders');
    await tableSettled(page, 'orders-table');
    await shot(page, 'unbind-orders-sub-en');
    await context.close();
  }, 120_000);

  it('keeps the sub-account without the ticket authority out of the ticket screens and unbind orders', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/exhibit-info/index', 'sub2@demo.test');
    const keys = JSON.stringify(await readMenu(page));
    expect(keys).not.toContain('ticketBooth');
    expect(keys).not.toContain('unbindOrder');
    for (const path of [LIST, DETAILS, BIND_LOG, UNBIND_ORDERS]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/401');
    }
    await context.close();
  }, 60_000);
});
