/**
 * Group ticket management in a real browser as group@demo.test (SPEC.md §1
 * /groupManagement/ticketManagement): the 200 tickets of a paid order bound by Excel, after which the
 * order's transaction is complete; the holdings with the 30 seeded four-day passes and how many
 * are bound; one ticket bound by the holder form; 20 bound by an Excel file made from the downloaded
 * template, followed live to the end; one bound through a share link in a fresh browser without
 * logging in. Both screens photographed at 1280 and 390 px in Chinese and English. As
 * exhibitor@demo.test the screens are out of reach.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupApi, GroupOrderStatus, type GroupOrder, type GroupOrderDetail, type GroupProduct } from '../../src/shared/group';
import { GroupTicketApi, TicketStatus, type BoothTicket } from '../../src/shared/tickets';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';
import { closeToasts, residentId, tableSettled, ticketRow } from './ticket-helpers';

const LIST = '/groupManagement/ticketManagement/list';
const DETAILS = '/groupManagement/ticketManagement/detailsList';
const ACCOUNT = 'group@demo.test';
const PASS = '四日通票（团购）';
const BATCH_ROWS = 20;
/** Resident IDs of this suite's holders, apart from the booth suite's (1000…, 5000…). */
const ID_BASE = 9000;

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-group-tickets');

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

async function shot(page: Page, name: string): Promise<void> {
  await closeToasts(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** The seeded holding: 30 four-day passes (paid orders add holdings of their own). */
const seededHolding = (page: Page) =>
  page.getByTestId('allocation-card').filter({ has: page.getByTestId('allocation-name').filter({ hasText: PASS }) })
    .filter({ has: page.getByTestId('holding-quota').filter({ hasText: /^30$/ }) }).first();

const boundOf = async (page: Page): Promise<number> => Number(await seededHolding(page).getByTestId('holding-bound').textContent());

/** Lists the unbound tickets and takes the first offering `action`, with its number (the first column: no selection without unbinding). */
async function firstUnbound(page: Page, action: 'bind' | 'share'): Promise<{ row: Locator; ticketNo: string }> {
  await page.getByTestId('ticket-status-filter').selectOption(String(TicketStatus.UNBOUND));
  await page.getByTestId('ticket-search').click();
  await tableSettled(page);
  const row = ticketRow(page, action);
  return { row, ticketNo: (await row.locator('td').first().textContent())!.trim() };
}

interface Holder { name: string; docType: string; docNumber: string; phone?: string; email?: string }

/** Types a holder into the holder form, in the dialog or on the share page, and sends it. */
async function submitHolder(form: Page | Locator, holder: Holder): Promise<void> {
  await form.locator('#root_name').fill(holder.name);
  await form.locator('#root_doc_type').selectOption({ label: holder.docType });
  await form.locator('#root_doc_number').fill(holder.docNumber);
  if (holder.phone) await form.locator('#root_phone').first().fill(holder.phone);
  if (holder.email) await form.locator('#root_email').first().fill(holder.email);
  await form.locator('button[type="submit"]').click();
}

/** The template with its first `count` tickets given holders, the rows after them dropped. */
async function fillTemplate(templatePath: string, count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(templatePath) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible')!;
  expect(sheet.rowCount - 1).toBeGreaterThanOrEqual(count);
  sheet.getRows(2, count)!.forEach((line, index) => {
    line.getCell(3).value = `团体${index + 1}`;
    line.getCell(4).value = '居民身份证';
    line.getCell(5).value = residentId(ID_BASE + 1 + index);
    line.getCell(6).value = `136${String(10_000_000 + index).slice(-8)}`;
  });
  if (sheet.rowCount > count + 1) sheet.spliceRows(count + 2, sheet.rowCount - count - 1);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The API as the buyer's own calls (or the provider's checkout) make it. */
async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ code: number; message: string; data: T }> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method, headers: { 'content-type': 'application/json', cookie: 'language=en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<{ code: number; message: string; data: T }>;
}

/** Buys and pays `quantity` public-day tickets as the account (unpaid orders of other tests cancelled first); answers the paid order. */
async function buyAndPay(account: string, quantity: number): Promise<GroupOrderDetail> {
  const token = (await api<{ jwt: string }>('POST', '/v2/login/account', { account, password: DEMO_PASSWORD })).data.jwt;
  for (const status of [GroupOrderStatus.AWAITING_PAYMENT, GroupOrderStatus.AWAITING_REMITTANCE, GroupOrderStatus.VERIFICATION_FAILED]) {
    for (const open of (await api<{ list: GroupOrder[] }>('GET', `${GroupApi.orders}?status=${status}`, undefined, token)).data.list) await api('POST', GroupApi.cancel(open.id), {}, token);
  }
  const product = (await api<{ list: GroupProduct[] }>('GET', GroupApi.products, undefined, token)).data.list.find((p) => p.name_en.startsWith('Public day'))!;
  const placed = await api<GroupOrderDetail>('POST', GroupApi.orders, { ticket_id: product.id, quantity }, token);
  expect(placed.code, placed.message).toBe(1);
  const checkout = await api<{ checkout_url: string }>('POST', GroupApi.pay(placed.data.id), {}, token);
  const paid = await fetch(`${checkout.data.checkout_url}/pay`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'lang=zh' });
  expect(paid.status).toBe(303);
  const order = (await api<GroupOrderDetail>('GET', GroupApi.order(placed.data.id), undefined, token)).data;
  expect([order.status, order.tickets?.total]).toEqual([GroupOrderStatus.PAYMENT_COMPLETE, quantity]);
  return order;
}

/** The template's rows of the given tickets only, each given a holder. */
async function fillTemplateFor(templatePath: string, ticketNos: ReadonlySet<string>, idBase: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(templatePath) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === 'visible')!;
  for (let index = sheet.rowCount; index >= 2; index--) {
    if (!ticketNos.has(String(sheet.getRow(index).getCell(1).value))) sheet.spliceRows(index, 1);
  }
  sheet.getRows(2, sheet.rowCount - 1)!.forEach((line, index) => {
    line.getCell(3).value = `团员${index + 1}`;
    line.getCell(4).value = '居民身份证';
    line.getCell(5).value = residentId(idBase + index);
    line.getCell(6).value = `135${String(10_000_000 + index).slice(-8)}`;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('group tickets as group@demo.test', () => {
  it("binds all 200 tickets of a paid order by Excel, watched live, and the order's transaction completes", async () => {
    const order = await buyAndPay(ACCOUNT, 200);
    const allocationId = order.tickets!.allocation_id;
    const token = (await api<{ jwt: string }>('POST', '/v2/login/account', { account: ACCOUNT, password: DEMO_PASSWORD })).data.jwt;
    const numbers = new Set<string>();
    for (const page of [1, 2]) {
      for (const ticket of (await api<{ list: BoothTicket[] }>('GET', `${GroupTicketApi.tickets}?allocation_id=${allocationId}&limit=100&page=${page}`, undefined, token)).data.list) numbers.add(ticket.ticket_no);
    }
    expect(numbers.size).toBe(200);

    const { context, page } = await openPage(browser);
    await logInTo(page, DETAILS, ACCOUNT);
    await page.goto(`${DETAILS}?allocation_id=${allocationId}`);
    await waitForScreen(page, '团体票明细');
    await tableSettled(page);
    await page.getByTestId('batch-open').click();
    const panel = page.getByTestId('batch-panel');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('batch-template').click()]);
    const templatePath = join(files, 'template-200.xlsx');
    await download.saveAs(templatePath);
    const filled = join(files, 'batch-200.xlsx');
    writeFileSync(filled, await fillTemplateFor(templatePath, numbers, ID_BASE + 500));
    await panel.getByTestId('batch-file').setInputFiles(filled);
    await panel.getByTestId('batch-upload').click();
    await page.waitForURL((url) => url.pathname === DETAILS && /^\d+$/.test(url.searchParams.get('batch') ?? ''));
    await waitForScreen(page, '批量绑定详情');
    let done = false;
    for (let i = 0; i < 1200 && !done; i++) {
      done = (await page.getByTestId('batch-status').getAttribute('data-value').catch(() => null)) === 'done';
      if (!done) await page.waitForTimeout(100);
    }
    expect(done).toBe(true);
    await page.getByTestId('count-succeeded').filter({ hasText: /^200$/ }).waitFor();
    await expect(page.getByTestId('count-failed').textContent()).resolves.toBe('0');

    // The last ticket bound completes the order's transaction.
    await page.goto(`/groupManagement/groupTicket/groupOrderDetail?id=${order.id}`);
    await page.locator('[data-testid="order-status"][data-value="6"]').first().waitFor();
    await page.getByTestId('order-tickets-bound').filter({ hasText: '200 / 200' }).waitFor();
    await shot(page, 'group-tickets-order-complete-zh');

    // The holdings say where each came from: this order, or the organiser's allocation.
    await page.goto(LIST);
    await page.getByTestId('holding-source').filter({ hasText: `来自订单 ${order.order_no}` }).waitFor();
    await seededHolding(page).getByTestId('holding-source').filter({ hasText: '主办方分配' }).waitFor();
    await context.close();
  }, 300_000);

  it('shows the holdings, binds one by form, 20 by Excel watched live, and one through a share link', async () => {
    const { context, page } = await openPage(browser);
    page.on('console', (message) => { if (message.type() === 'error') console.warn('[console]', message.text().slice(0, 300)); });
    await logInTo(page, LIST, ACCOUNT);
    await waitForScreen(page, '团体票列表');

    // The holdings: 30 four-day passes, their counts, the chart, the way to their tickets.
    const holding = seededHolding(page);
    await holding.waitFor();
    await expect(holding.getByTestId('allocation-count-unbound').textContent()).resolves.toMatch(/\d+/);
    const boundBefore = await boundOf(page);
    await expect(holding.getByTestId('holding-not-bound').textContent()).resolves.toBe(String(30 - boundBefore));
    const allocationId = await holding.getAttribute('data-allocation');
    await page.locator(`[data-testid="chart-row"][data-row-key="${allocationId}"][data-total="30"]`).waitFor();
    await holding.getByTestId('holding-tickets').click();
    await page.waitForURL((url) => url.pathname === DETAILS && url.searchParams.get('allocation_id') === allocationId);
    await waitForScreen(page, '团体票明细');
    await tableSettled(page);
    const rows = page.getByTestId('tickets-table').getByTestId('data-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);

    // One by form.
    const { row, ticketNo } = await firstUnbound(page, 'bind');
    await row.getByTestId('ticket-bind').click();
    const dialog = page.getByTestId('holder-dialog');
    await submitHolder(dialog, { name: '团体甲', docType: '居民身份证', docNumber: residentId(ID_BASE), phone: '13712345678' });
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('toast').filter({ hasText: ticketNo }).waitFor();

    // 20 by Excel: the template from the page, the first 20 rows filled, uploaded.
    await page.getByTestId('batch-open').click();
    const panel = page.getByTestId('batch-panel');
    const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('batch-template').click()]);
    const templatePath = join(files, 'template.xlsx');
    await download.saveAs(templatePath);
    const filled = join(files, 'batch-20.xlsx');
    writeFileSync(filled, await fillTemplate(templatePath, BATCH_ROWS));
    await panel.getByTestId('batch-file').setInputFiles(filled);
    await panel.getByTestId('batch-upload').click();
    await page.waitForURL((url) => url.pathname === DETAILS && /^\d+$/.test(url.searchParams.get('batch') ?? ''));
    const batchId = new URL(page.url()).searchParams.get('batch');
    await waitForScreen(page, '批量绑定详情');

    // Live progress until done.
    const progress = page.getByTestId('batch-progress');
    let done = false;
    for (let i = 0; i < 600 && !done; i++) {
      const value = await progress.getAttribute('data-value').catch(() => null);
      done = value === '100' && (await page.getByTestId('batch-status').getAttribute('data-value')) === 'done';
      if (!done) await page.waitForTimeout(100);
    }
    expect(done).toBe(true);
    await page.getByTestId('count-succeeded').filter({ hasText: new RegExp(`^${BATCH_ROWS}$`) }).waitFor();
    await expect(page.getByTestId('count-failed').textContent()).resolves.toBe('0');
    await shot(page, 'group-tickets-batch-done-zh');

    // The batch list of this screen names it.
    await page.getByRole('button', { name: '批量绑定记录' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'batches');
    await tableSettled(page, 'batches-table');
    await page.getByTestId('batch-link').filter({ hasText: `#${batchId}` }).waitFor();
    await shot(page, 'group-tickets-bind-log-zh');

    // One through a share link, bound in a fresh browser without logging in.
    await page.goto(DETAILS);
    await waitForScreen(page, '团体票明细');
    const shared = await firstUnbound(page, 'share');
    await shared.row.getByTestId('ticket-share').click();
    const shareDialog = page.getByTestId('share-dialog');
    await shareDialog.getByTestId('share-create').click();
    const link = await shareDialog.getByTestId('share-url').inputValue();
    expect(new URL(link).pathname).toBe('/ticketShare');
    await page.screenshot({ path: screenshotPath('group-tickets-share-dialog-zh') });
    await shareDialog.getByRole('button', { name: '关闭' }).first().click();

    const guest = await openPage(browser);
    await guest.page.goto(link);
    await submitHolder(guest.page, { name: '团体乙', docType: '护照', docNumber: `E9876${ID_BASE}`, email: 'group.holder@example.com' });
    await guest.page.getByTestId('share-bound').waitFor();
    await guest.context.close();

    // Bound, as the table says once filtered to it.
    await page.getByTestId('ticket-status-filter').selectOption('');
    await page.getByTestId('ticket-keyword').fill(shared.ticketNo);
    await page.getByTestId('ticket-search').click();
    await page.locator(`[data-testid="ticket-status"][data-value="${TicketStatus.BOUND}"]`).first().waitFor();
    await expect(page.getByTestId('data-row').count()).resolves.toBe(1);

    // The holding counts them all: one by form, 20 by Excel, one by link.
    await page.goto(LIST);
    await seededHolding(page).waitFor();
    await expect.poll(() => boundOf(page)).toBe(boundBefore + BATCH_ROWS + 2);
    await context.close();
  }, 300_000);

  it('photographs both screens at 1280 and 390 px in Chinese and English', async () => {
    for (const [width, height] of [[1280, 800], [390, 844]] as const) {
      const { context, page } = await openPage(browser, { viewport: { width, height } });
      await logInTo(page, LIST, ACCOUNT);
      for (const lang of ['zh', 'en'] as const) {
        if (lang === 'en') await switchLanguage(page, 'en');
        await page.goto(LIST);
        await waitForScreen(page, lang === 'zh' ? '团体票列表' : 'Group ticket list');
        await page.getByTestId('binding-chart').waitFor();
        await shot(page, `group-tickets-list-${lang}-${width}`);
        await page.goto(DETAILS);
        await waitForScreen(page, lang === 'zh' ? '团体票明细' : 'Group ticket details');
        await tableSettled(page);
        await shot(page, `group-tickets-details-${lang}-${width}`);
      }
      await switchLanguage(page, 'zh');
      await context.close();
    }
  }, 180_000);
});

describe('group tickets as exhibitor@demo.test', () => {
  it('keeps the exhibitor out of both screens', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, LIST, 'exhibitor@demo.test');
    expect(new URL(page.url()).pathname).toBe('/401');
    await page.goto(DETAILS);
    await page.waitForURL((url) => url.pathname === '/401');
    await context.close();
  }, 60_000);
});
