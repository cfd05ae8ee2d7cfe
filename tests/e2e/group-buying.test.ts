/**
 * Group buying in a real browser as group@demo.test (SPEC.md §1 /groupManagement/groupTicket, §4):
 * buy two tickets, pay online in the sandbox checkout, come back to the order and see it paid. Buy
 * again, defer the payment, remit with a voucher; the organiser (through its API) rejects it and
 * the open order page shows "verification failed" live (10002) without a reload; the buyer corrects
 * and resubmits, the organiser approves, the page shows the payment complete. Every group page is
 * photographed at 1280 and 390 px in Chinese and English. As exhibitor@demo.test the pages are out of reach.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYuan } from '../../src/engine/money';
import { GroupApi, OrganiserGroupApi, groupOrderDetailPath, type GroupOrder, type GroupOrderDetail, type GroupProduct } from '../../src/shared/group';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { makePng } from '../support/images';
import { logInTo, switchLanguage, tokenOf, waitForScreen } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

const BASE = '/groupManagement/groupTicket';
const LIST = `${BASE}/list`;
const BUY = `${BASE}/buy`;
const DETAIL = `${BASE}/groupOrderDetail`;
const BUYER = 'group@demo.test';

let browser: Browser;
let voucherPath: string;

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  voucherPath = join(mkdtempSync(join(tmpdir(), 'group-voucher-')), 'bank-slip.png');
  writeFileSync(voucherPath, makePng(600, 400));
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** Calls the API as the organiser's staff tools (or a test checking the buyer's answers) would. */
async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ code: number; message: string; data: T; status: number }> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: 'language=en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ...(await response.json() as { code: number; message: string; data: T }), status: response.status };
}
const tokenFor = async (account: string) => (await api<{ jwt: string }>('POST', '/v2/login/account', { account, password: DEMO_PASSWORD })).data.jwt;

async function verify(orderId: number, decision: { decision: 'approve' } | { decision: 'reject'; reason: string }): Promise<void> {
  const answer = await api<GroupOrder>('POST', OrganiserGroupApi.verify(orderId), decision, await tokenFor('organiser@demo.test'));
  expect(answer.code, answer.message).toBe(1);
}

const orderIdOf = (page: Page): number => Number(new URL(page.url()).searchParams.get('id'));
const headerStatus = (page: Page, status: number) => page.locator(`[data-testid="page-title"] ~ div [data-testid="order-status"][data-value="${status}"]`).waitFor({ timeout: 30_000 });

/** Waits for animations to end and closes toasts, so a screenshot shows the page as a person sees it. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"] [data-part="close-trigger"]').forEach((button) => button.click()));
  await page.waitForFunction(() => document.querySelectorAll('[data-scope="toast"][data-part="root"]').length === 0, undefined, { timeout: 10_000 });
  await animationsSettled(page);
  await page.screenshot({ path: screenshotPath(`group-${name}`), fullPage: true });
}

/** Orders `quantity` of the four-day pass from the buy page; returns on the new order's pay page. */
async function buyFourDayPasses(page: Page, quantity: number): Promise<number> {
  await page.goto(BUY);
  const card = page.getByTestId('group-product').filter({ hasText: /四日通票|Four-day pass/ });
  await card.getByTestId('product-quantity').fill(String(quantity));
  await expect.poll(() => card.getByTestId('product-total').textContent()).toBe(formatYuan(36000 * quantity, 'zh'));
  await card.getByTestId('product-order').click();
  await page.waitForURL((url) => url.pathname === `${BASE}/pay`);
  await page.getByTestId('pay-summary').waitFor();
  return orderIdOf(page);
}

describe('group buying as group@demo.test', () => {
  it('buys two tickets and pays online in the sandbox checkout, in Chinese', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, BUY, BUYER);
    await waitForScreen(page, '购买团购票');

    // A quantity beyond what may be bought is refused with the reason, before anything is sent.
    const trade = page.getByTestId('group-product').filter({ hasText: '商务日票' });
    await trade.getByTestId('product-quantity').fill('4');
    await trade.getByTestId('product-order').click();
    await trade.getByTestId('product-problem').filter({ hasText: '超过主办方剩余库存' }).waitFor();
    await trade.getByTestId('product-quantity').fill('0');
    await trade.getByTestId('product-problem').filter({ hasText: '请填写购买数量' }).waitFor();

    const id = await buyFourDayPasses(page, 2);
    await expect(page.getByTestId('pay-amount').textContent()).resolves.toBe('¥720.00');
    await page.getByTestId('order-countdown').waitFor();
    await shot(page, 'pay-new-order-zh');

    await page.getByTestId('pay-online-go').click();
    await page.waitForURL(/\/api\/pay\/sandbox\/checkout\//);
    await page.locator('#sandbox-pay').click();
    // Back on the order: paid (the provider's callback, or live 10002 right after).
    await page.waitForURL((url) => url.pathname === DETAIL && url.searchParams.get('id') === String(id));
    await headerStatus(page, 5);
    await page.getByTestId('order-notice').filter({ hasText: '已于' }).waitFor();
    await shot(page, 'detail-paid-online-zh');

    // The list shows it paid, the amount in yuan, and offers nothing to do but open it.
    await page.goto(LIST);
    const row = page.getByTestId('orders-table').getByTestId('data-row').filter({ hasText: (await api<GroupOrderDetail>('GET', GroupApi.order(id), undefined, await tokenOf(context))).data.order_no });
    await row.getByTestId('order-status').filter({ hasText: '支付完成' }).waitFor();
    await expect(row.textContent()).resolves.toContain('¥720.00');
    await context.close();
  });

  it('defers, remits with a voucher, sees the rejection live, resubmits and sees the payment complete', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, BUY, BUYER);
    const id = await buyFourDayPasses(page, 3);

    // Defer once: the deadline moves 3 days later and the order awaits a remittance.
    await page.getByTestId('pay-defer').getByTestId('order-defer').click();
    await page.getByTestId('order-confirm-action').click();
    await headerStatus(page, 1);
    await expect(page.getByTestId('pay-defer').count()).resolves.toBe(0);
    await expect.poll(async () => Number(await page.getByTestId('order-countdown').getAttribute('data-left'))).toBeGreaterThan(3 * 86_400 - 120);
    await page.getByTestId('bank-details').getByTestId('bank-account').waitFor();
    await shot(page, 'pay-deferred-zh');

    // Remit: the amount is the order's, the voucher a picture of the slip.
    await page.getByTestId('pay-to-remit').click();
    await page.waitForURL((url) => url.pathname === `${BASE}/remit`);
    await expect(page.locator('#root_amount').inputValue()).resolves.toBe('1080.00');
    await page.locator('#root_bank_name').fill('招商银行上海分行');
    await page.locator('#root_account').fill('6225');
    await page.locator('#root_account_name').fill('陈静');
    await page.locator('#root_remitted_on').fill('2026-11-20');
    await page.locator('input[type="file"]').setInputFiles(voucherPath);
    await page.locator('img[alt="bank-slip.png"]').waitFor();
    await page.getByRole('button', { name: '提交汇款凭证' }).click();
    // A short account number is refused on its field, in words.
    await page.locator('#root_account__error').filter({ hasText: '8–30' }).waitFor();
    await page.locator('#root_account').fill('6225880011112222');
    await shot(page, 'remit-filled-zh');
    await page.getByRole('button', { name: '提交汇款凭证' }).click();
    await page.waitForURL((url) => url.pathname === DETAIL);
    await headerStatus(page, 2);
    await page.getByTestId('order-verify-due').waitFor();
    await page.getByTestId('remittance').locator('img[alt="bank-slip.png"]').waitFor();

    // The organiser rejects elsewhere: the open page follows live, and the bell says so.
    await verify(id, { decision: 'reject', reason: '汇款金额与订单金额不符' });
    await headerStatus(page, 4);
    await page.getByTestId('order-notice').filter({ hasText: '汇款金额与订单金额不符' }).waitFor();
    await page.getByTestId('remittance-decision').filter({ hasText: '未通过' }).waitFor();
    await page.getByTestId('live-badge').waitFor();
    await shot(page, 'detail-rejected-zh');

    // Correct and resubmit: the form starts from the rejected remittance.
    await page.getByTestId('order-actions').getByTestId('order-remit').click();
    await page.waitForURL((url) => url.pathname === `${BASE}/remit`);
    await page.getByTestId('remit-rejected').filter({ hasText: '汇款金额与订单金额不符' }).waitFor();
    await expect(page.locator('#root_bank_name').inputValue()).resolves.toBe('招商银行上海分行');
    await page.locator('#root_note').fill('已按订单金额重新汇款');
    await page.getByRole('button', { name: '提交汇款凭证' }).click();
    await page.waitForURL((url) => url.pathname === DETAIL);
    await headerStatus(page, 2);

    await verify(id, { decision: 'approve' });
    await headerStatus(page, 5);
    await page.getByTestId('order-notice').filter({ hasText: '已于' }).waitFor();
    await expect(page.getByTestId('order-event').count()).resolves.toBeGreaterThanOrEqual(6);
    await shot(page, 'detail-approved-zh');
    await context.close();
  });

  it('shows every group page at 1280 and 390 px, in Chinese and in English', async () => {
    // An order awaiting payment, for the pay and remit pages.
    const token = await tokenFor(BUYER);
    const products = await api<{ list: GroupProduct[] }>('GET', GroupApi.products, undefined, token);
    const publicDay = products.data.list.find((product) => product.name_en.startsWith('Public day'))!;
    const placed = await api<GroupOrderDetail>('POST', GroupApi.orders, { ticket_id: publicDay.id, quantity: 5 }, token);
    expect(placed.code, placed.message).toBe(1);
    const paid = (await api<{ list: GroupOrder[] }>('GET', `${GroupApi.orders}?status=5`, undefined, token)).data.list.at(-1)!;
    const pages = {
      list: LIST, buy: BUY, pay: `${BASE}/pay?id=${placed.data.id}`, remit: `${BASE}/remit?id=${placed.data.id}`, detail: groupOrderDetailPath(paid.id),
    };
    for (const width of [1280, 390]) {
      const { context, page } = await openPage(browser, { viewport: { width, height: width > 500 ? 900 : 844 } });
      await logInTo(page, LIST, BUYER);
      for (const lang of ['zh', 'en'] as const) {
        if (lang === 'en') await switchLanguage(page, 'en');
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(path);
          await page.getByTestId('page-title').waitFor();
          await page.waitForFunction(() => document.querySelectorAll('.chakra-skeleton, [data-scope="skeleton"]').length === 0);
          await shot(page, `${name}-${width}-${lang}`);
        }
      }
      await context.close();
    }
    // The list in English writes the amount in yuan too.
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await logInTo(page, LIST, BUYER);
    await switchLanguage(page, 'en');
    await page.getByTestId('orders-table').getByTestId('data-row').filter({ hasText: '¥600.00' }).getByTestId('order-countdown').waitFor();
    // Buying again names the unpaid order first (one pending order at a time).
    await page.goto(BUY);
    await page.getByTestId('buy-unpaid').filter({ hasText: placed.data.order_no }).waitFor();
    await context.close();
  });
});

describe('group buying as groupbuy@demo.test', () => {
  it('buys and pays like any buyer, hears the payment in the bell, cancels an order, and has no group tickets', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, BUY, 'groupbuy@demo.test');
    await switchLanguage(page, 'en');
    // Group buying only: the menu offers no ticket management.
    // (Exact: the group-buying entry "Buy group tickets" holds the words too.)
    await expect(page.getByTestId('menu-label').filter({ hasText: /^Group tickets$/ }).count()).resolves.toBe(0);
    await page.goto('/groupManagement/ticketManagement/list');
    await page.waitForURL((url) => url.pathname === '/401');

    // Paid in another tab (the provider's page), while this one shows the list: the bell names the order
    // and its new state (10002 comes from the payment, not from anything done in this tab).
    const id = await buyFourDayPasses(page, 1);
    const token = await tokenOf(context);
    const orderNo = (await api<GroupOrderDetail>('GET', GroupApi.order(id), undefined, token)).data.order_no;
    await page.goto(LIST);
    await page.getByTestId('orders-table').getByTestId('data-row').filter({ hasText: orderNo }).waitFor();
    const checkout = await api<{ checkout_url: string }>('POST', GroupApi.pay(id), {}, token);
    expect(checkout.code, checkout.message).toBe(1);
    const provider = await context.newPage();
    await provider.goto(checkout.data.checkout_url);
    await provider.locator('#sandbox-pay').click();
    await provider.waitForURL((url) => url.pathname === DETAIL);
    await provider.close();
    await page.getByTestId('live-badge').waitFor();
    await page.getByTestId('live-bell').click();
    await page.getByTestId('live-item').filter({ hasText: `Group order ${orderNo} is now` }).filter({ hasText: 'Payment complete' }).waitFor();
    await shot(page, 'bell-paid-en');
    await page.keyboard.press('Escape');
    await page.getByTestId('orders-table').getByTestId('data-row').filter({ hasText: orderNo }).getByTestId('order-status').filter({ hasText: 'Payment complete' }).waitFor();

    // Without ticket management, the buyer binds the paid order's ticket on the order itself; the last one
    // bound completes the transaction.
    await page.goto(groupOrderDetailPath(id));
    await page.getByTestId('order-tickets-bound').filter({ hasText: '0 of 1' }).waitFor();
    const ticketRow = page.getByTestId('tickets-table').getByTestId('data-row').first();
    await ticketRow.getByTestId('ticket-bind').click();
    const dialog = page.getByTestId('holder-dialog');
    await dialog.locator('#root_name').fill('刘洋');
    await dialog.locator('#root_doc_type').selectOption({ index: 1 });
    await dialog.locator('#root_doc_number').fill('11010519491231002X');
    await dialog.locator('#root_phone').first().fill('13712345678');
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await headerStatus(page, 6);
    await shot(page, 'detail-complete-en');

    // A second order, cancelled from the list: its tickets go back on sale.
    const second = await buyFourDayPasses(page, 2);
    await page.goto(LIST);
    const row = page.getByTestId('orders-table').getByTestId('data-row').filter({ has: page.getByTestId('order-countdown') });
    await row.getByTestId('order-cancel').click();
    await page.getByTestId('order-confirm-action').click();
    await page.getByTestId('orders-table').getByTestId('data-row').filter({ hasText: 'Cancelled' }).first().waitFor();
    const cancelled = await api<GroupOrderDetail>('GET', GroupApi.order(second), undefined, await tokenOf(context));
    expect(cancelled.data.status).toBe(3);
    await context.close();
  });
});

describe('group buying as exhibitor@demo.test', () => {
  it('cannot reach the group pages or their API', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, LIST, 'exhibitor@demo.test');
    expect(new URL(page.url()).pathname).toBe('/401');
    for (const path of [BUY, `${BASE}/pay?id=1`, groupOrderDetailPath(1)]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/401');
    }
    // Nor does the menu offer them.
    await page.goto('/exhibit-info/index');
    await page.getByTestId('sidebar').waitFor({ state: 'attached' });
    await expect(page.getByTestId('menu-entry').filter({ hasText: '团体票务' }).count()).resolves.toBe(0);
    const token = await tokenOf(context);
    for (const path of [GroupApi.orders, GroupApi.products, GroupApi.bank]) {
      const answer = await api('GET', path, undefined, token);
      expect(answer.code, path).not.toBe(1);
    }
    await context.close();
  });
});
