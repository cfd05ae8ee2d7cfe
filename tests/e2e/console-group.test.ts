/**
 * Group buying from the organiser's console in a real browser (issue 20), as organiser@demo.test.
 * The buyer (group@demo.test) places an order and remits with a voucher through the API; staff find
 * it first in /organiser/group-orders with how long it has waited, open it, see the voucher beside
 * the amounts and confirm it, while the buyer's open order page (a second browser) turns paid live.
 * Another remittance is rejected with a reason, which the dialog insists on. Staff add a product
 * (a refusal drawn on its field), allocate tickets to the group ticket account (more than the stock
 * refused on the quantity) and find them among the account's tickets. Every page is photographed at
 * 1280 and 390 px in Chinese and English.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYuan } from '../../src/engine/money';
import {
  GroupApi, GroupOrderStatus, OrganiserGroupApi, UNPAID_ORDER_STATES, groupOrderDetailPath,
  type GroupOrder, type GroupOrderDetail, type GroupProduct, type GroupProductInput,
} from '../../src/shared/group';
import type { UploadedObject } from '../../src/shared/descriptor';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { makePng } from '../support/images';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { animationsSettled, fillDateTime, launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

const BUYER = 'group@demo.test';
const STAFF = 'organiser@demo.test';
const ORDERS = '/organiser/group-orders';
const PRODUCTS = '/organiser/group-products';
const DAY = 86_400;
/** How long a poll waits for the page to catch up (the machine is shared). */
const WITHIN = { timeout: 20_000 };

interface Answer<T> { code: number; message: string; data: T }

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), cookie: 'language=en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json() as Answer<T>;
  expect(answer.code, `${method} ${path}: ${answer.message}`).toBe(1);
  return answer.data;
}
const tokenFor = async (account: string) => (await api<{ jwt: string }>('POST', '/v2/login/account', { account, password: DEMO_PASSWORD })).jwt;

let browser: Browser;
let buyer: string;
let staff: string;
let product: GroupProduct;

/** A picture of a bank slip, uploaded as the buyer's remittance form would (a signed policy, then the object store). */
async function uploadVoucher(): Promise<UploadedObject> {
  const signed = await api<{ policy: string; signature: string; accessid: string; dir: string; uploader: string }>('GET', '/oss/sign?dir=remittance-voucher', undefined, buyer);
  const form = new FormData();
  const fields = { key: `${signed.dir}${Date.now()}-slip.png`, policy: signed.policy, OSSAccessKeyId: signed.accessid, signature: signed.signature, 'x:user': signed.uploader };
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([new Uint8Array(makePng(900, 600))], { type: 'image/png' }), 'bank-slip.png');
  const response = await fetch(`${portalUrl()}/api/oss/upload`, { method: 'POST', body: form, headers: { cookie: 'language=en' } });
  const answer = await response.json() as Answer<UploadedObject>;
  expect(answer.code, answer.message).toBe(1);
  return answer.data;
}

/** The buyer orders `quantity` of the test's product and remits the amount with a voucher: the order awaits verification. */
async function remittedOrder(quantity: number): Promise<GroupOrderDetail> {
  await clearUnpaid();
  const order = await api<GroupOrderDetail>('POST', GroupApi.orders, { ticket_id: product.id, quantity }, buyer);
  return api<GroupOrderDetail>('POST', GroupApi.remit(order.id), {
    bank_name: '招商银行上海分行', account: '6225880011112222', account_name: '陈静', amount: order.amount, remitted_on: '2026-11-20', voucher: await uploadVoucher(),
  }, buyer);
}

/** The buyer starts free of unpaid orders (one per account): earlier files may have left one. */
async function clearUnpaid(): Promise<void> {
  for (const status of UNPAID_ORDER_STATES) {
    const { list } = await api<{ list: GroupOrder[] }>('GET', `${GroupApi.orders}?status=${status}`, undefined, buyer);
    for (const order of list) {
      if (order.status === GroupOrderStatus.AWAITING_VERIFICATION) {
        await api('POST', OrganiserGroupApi.verify(order.id), { decision: 'reject', reason: 'e2e: left by an earlier test' }, staff);
      }
      await api('POST', GroupApi.cancel(order.id), undefined, buyer);
    }
  }
}

/** Waits for animations to end and closes toasts, so a screenshot shows the page as a person sees it. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.evaluate(() => document.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"] [data-part="close-trigger"]').forEach((button) => button.click()));
  await page.waitForFunction(() => document.querySelectorAll('[data-scope="toast"][data-part="root"]').length === 0, undefined, { timeout: 10_000 });
  await page.waitForFunction(() => document.querySelectorAll('.chakra-skeleton, [data-scope="skeleton"]').length === 0);
  await animationsSettled(page);
  await page.screenshot({ path: screenshotPath(`console-group-${name}`), fullPage });
}

/** The buyer's order page shows this state in its header (it follows live 10002, no reload). */
const buyerSees = (page: Page, status: number) =>
  page.locator(`[data-testid="page-title"] ~ div [data-testid="order-status"][data-value="${status}"]`).waitFor({ timeout: 30_000 });
/** The console's order page shows this state in its header. */
const staffSees = (page: Page, status: number) =>
  page.locator(`[data-testid="page-title"] ~ div [data-testid="order-status"][data-value="${status}"]`).waitFor({ timeout: 30_000 });

const orderRow = (page: Page, orderNo: string) => page.getByTestId('console-orders-table').getByTestId('data-row').filter({ hasText: orderNo });

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
  [buyer, staff] = await Promise.all([tokenFor(BUYER), tokenFor(STAFF)]);
  const now = Math.floor(Date.now() / 1000);
  const input: GroupProductInput = {
    name: '控制台核对票', name_en: 'Console check pass', description: '', description_en: '', price: 12_345, stock: 40, limit: 20,
    sale_starts_at: now - DAY, sale_ends_at: now + 60 * DAY, admits: ['2026-12-17'], active: true,
  };
  product = await api<GroupProduct>('POST', OrganiserGroupApi.products, input, staff);
  await clearUnpaid();
});
afterAll(async () => {
  // What the buyer may still have open is cancelled, so later files start free; the test's product leaves sale.
  if (buyer && staff) await clearUnpaid();
  if (staff) {
    const { list } = await api<{ list: GroupProduct[] }>('GET', OrganiserGroupApi.products, undefined, staff);
    for (const { id, bought: _b, remaining_limit: _r, on_sale: _o, ...input } of list.filter((each) => each.name.startsWith('控制台') && each.active)) {
      await api('PUT', OrganiserGroupApi.product(id), { ...input, active: false }, staff);
    }
  }
  await browser?.close();
});

describe('remittances in the console', () => {
  it('lists the remittance first with its wait, shows the voucher beside the amounts, and confirms it while the buyer watches live', async () => {
    const order = await remittedOrder(2);
    expect(order.status).toBe(GroupOrderStatus.AWAITING_VERIFICATION);

    // The buyer keeps the order open in a browser of their own.
    const buyerSide = await openPage(browser);
    await logInTo(buyerSide.page, '/groupManagement/groupTicket/list', BUYER);
    await buyerSide.page.goto(groupOrderDetailPath(order.id));
    await buyerSees(buyerSide.page, GroupOrderStatus.AWAITING_VERIFICATION);

    const { context, page } = await openPage(browser);
    await logInTo(page, ORDERS, STAFF);
    await waitForScreen(page, '团购订单与汇款');
    // Remittances to verify come first: the first row awaits verification, and so does ours, with how long it waited.
    await expect.poll(() => page.getByTestId('console-orders-table').getByTestId('data-row').first().getByTestId('order-status').getAttribute('data-value'), WITHIN).toBe('2');
    const row = orderRow(page, order.order_no);
    await row.getByTestId('order-buyer').filter({ hasText: '陈静' }).waitFor();
    await expect(row.getByTestId('verification-wait').getAttribute('data-overdue')).resolves.toBe('false');
    await expect(row.getByTestId('verification-wait').textContent()).resolves.toContain('已等待 0 天 0 小时');
    await expect(row.textContent()).resolves.toContain(formatYuan(order.amount, 'zh'));
    // Narrowed to the order's state, it is still there; another state does not list it.
    await page.getByTestId('order-status-filter').selectOption('2');
    await page.waitForURL((url) => url.searchParams.get('status') === '2');
    await row.waitFor();
    await page.getByTestId('order-status-filter').selectOption('5');
    await expect.poll(() => row.count(), WITHIN).toBe(0);
    await page.getByTestId('order-status-filter').selectOption('');
    await row.waitFor();
    await shot(page, 'orders-zh');

    await row.getByTestId('order-link').click();
    await page.waitForURL((url) => url.pathname === `${ORDERS}/detail` && url.searchParams.get('id') === String(order.id));
    await waitForScreen(page, '团购订单核对');
    await staffSees(page, GroupOrderStatus.AWAITING_VERIFICATION);
    const voucher = page.getByTestId('voucher-image');
    await voucher.waitFor();
    await expect.poll(() => voucher.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), WITHIN).toBe(900);
    await expect(page.getByTestId('amount-due').textContent()).resolves.toBe(formatYuan(order.amount, 'zh'));
    await expect(page.getByTestId('amount-declared').textContent()).resolves.toBe(formatYuan(order.amount, 'zh'));
    await expect(page.getByTestId('amount-agrees').getAttribute('data-agrees')).resolves.toBe('true');
    await page.getByTestId('order-notice').filter({ hasText: '等待核对' }).waitFor();
    await page.getByTestId('order-summary').filter({ hasText: '控制台核对票' }).waitFor();
    await shot(page, 'order-awaiting-zh');

    // Confirming asks first; Cancel and the close button leave the order as it was.
    await page.getByTestId('remittance-approve').click();
    const dialog = page.getByTestId('remittance-approve-dialog');
    await dialog.filter({ hasText: order.order_no }).waitFor();
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('remittance-approve').click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('remittance-approve').click();
    await shot(page, 'approve-dialog-zh', false);
    await page.getByTestId('remittance-approve-confirm').click();
    await staffSees(page, GroupOrderStatus.PAYMENT_COMPLETE);
    await page.getByTestId('order-notice').filter({ hasText: '团体票已发放给买家' }).waitFor();
    await expect(page.getByTestId('remittance-decision-actions').count()).resolves.toBe(0);
    await page.getByTestId('remittance').first().getByTestId('remittance-decision').filter({ hasText: '已确认' }).waitFor();

    // The buyer's page followed without a reload.
    await buyerSees(buyerSide.page, GroupOrderStatus.PAYMENT_COMPLETE);
    await buyerSide.page.getByTestId('order-notice').filter({ hasText: '已于' }).waitFor();
    await buyerSide.page.getByTestId('order-tickets-bound').waitFor();
    await buyerSide.context.close();
    await context.close();
  });

  it('rejects a remittance only with a reason, which the buyer then reads', async () => {
    const order = await remittedOrder(1);
    const { context, page } = await openPage(browser);
    // The inbox leads here by the order's id.
    await logInTo(page, ORDERS, STAFF);
    await page.goto(`${ORDERS}/detail?id=${order.id}`);
    await staffSees(page, GroupOrderStatus.AWAITING_VERIFICATION);
    await page.getByTestId('remittance-reject').click();
    const dialog = page.getByTestId('remittance-reject-dialog');
    await dialog.waitFor();
    // No reason, no rejection: said on the field, nothing sent.
    await dialog.getByRole('button', { name: '驳回', exact: true }).click();
    await dialog.getByText('请填写驳回原因').waitFor();
    await dialog.locator('#root_reason').fill('凭证上的金额看不清，请重新上传清晰的银行回单');
    await shot(page, 'reject-dialog-zh', false);
    await dialog.getByRole('button', { name: '驳回', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await staffSees(page, GroupOrderStatus.VERIFICATION_FAILED);
    await page.getByTestId('order-notice').filter({ hasText: '凭证上的金额看不清' }).waitFor();
    await page.getByTestId('order-event-reason').filter({ hasText: '凭证上的金额看不清' }).waitFor();
    await shot(page, 'order-rejected-zh');

    const seen = await api<GroupOrderDetail>('GET', GroupApi.order(order.id), undefined, buyer);
    expect([seen.status, seen.reason]).toEqual([GroupOrderStatus.VERIFICATION_FAILED, '凭证上的金额看不清，请重新上传清晰的银行回单']);
    await api('POST', GroupApi.cancel(order.id), undefined, buyer);
    await context.close();
  });

  it('filters the orders by sales channel and price type, kept in the address (en)', async () => {
    const order = await remittedOrder(1);
    const { context, page } = await openPage(browser);
    await logInTo(page, ORDERS, STAFF);
    await switchLanguage(page, 'en');
    await orderRow(page, order.order_no).waitFor(WITHIN);
    // The choices are the server's reference lists, in the reader's language; allocation makes no order.
    const channel = page.getByTestId('order-channel-filter');
    await expect.poll(() => channel.locator('option').allTextContents(), WITHIN).toEqual(['All channels', 'Online payment', 'Bank remittance']);
    await channel.selectOption({ label: 'Bank remittance' });
    await page.waitForURL(/channel=2/);
    await orderRow(page, order.order_no).waitFor(WITHIN);
    await expect(orderRow(page, order.order_no).textContent()).resolves.toContain('Standard');
    await page.getByTestId('order-type-filter').selectOption({ label: 'Early bird' });
    await page.waitForURL(/price_type=1/);
    await expect.poll(() => orderRow(page, order.order_no).count(), WITHIN).toBe(0);
    await shot(page, 'orders-filtered-en');
    // Reloaded, the address keeps both filters and the selects show them.
    await page.reload();
    await expect.poll(() => page.getByTestId('order-type-filter').inputValue(), WITHIN).toBe('1');
    // Each select shows its value once its own options have arrived.
    await expect.poll(() => page.getByTestId('order-channel-filter').inputValue(), WITHIN).toBe('2');
    await clearUnpaid();
    await context.close();
  });
});

describe('group tickets and allocations in the console', () => {
  it('adds a product, refusing a sale that ends before it starts on its field', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, PRODUCTS, STAFF);
    await waitForScreen(page, '团体票与分配');
    await page.getByTestId('product-add').click();
    const dialog = page.getByTestId('product-dialog');
    await dialog.locator('#root_name').fill('控制台分配票');
    await dialog.locator('#root_name_en').fill('Console allocation pass');
    await dialog.locator('#root_price').fill('88');
    await dialog.locator('#root_stock').fill('10');
    await dialog.locator('#root_limit').fill('5');
    // Pricing: an early-bird price, given out by the organiser only (its buyers' channels unticked).
    expect(await dialog.locator('#root_price_type option:checked').textContent()).toBe('标准价');
    await dialog.locator('#root_price_type').selectOption({ label: '早鸟价' });
    const channels = dialog.locator('#root_channels');
    await channels.getByText('在线支付', { exact: true }).click();
    await channels.getByText('银行汇款', { exact: true }).click();
    await fillDateTime(dialog, 'root_sale_starts_at', '2026-12-01T10:00');
    await fillDateTime(dialog, 'root_sale_ends_at', '2026-11-30T10:00');
    // The form starts with the one show day a product must admit.
    await dialog.locator('#root_admits_0').fill('2026-12-18');
    await dialog.getByRole('button', { name: '新增团体票' }).click();
    await dialog.locator('#root_sale_ends_at__error').filter({ hasText: '停售时间须晚于开售时间' }).waitFor();
    await shot(page, 'product-refused-zh');
    await fillDateTime(dialog, 'root_sale_ends_at', '2027-01-31T18:00');
    await dialog.getByRole('button', { name: '新增团体票' }).click();
    await dialog.waitFor({ state: 'detached' });

    const row = page.getByTestId('products-table').getByTestId('data-row').filter({ hasText: '控制台分配票' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain('¥88.00');
    await expect(row.getByTestId('product-stock').textContent()).resolves.toBe('10');
    await expect(row.textContent()).resolves.toContain('早鸟价');
    // Given out only by the organiser: buyers are not offered it.
    const offered = await api<{ list: GroupProduct[] }>('GET', GroupApi.products, undefined, buyer);
    expect(offered.list.some((item) => item.name === '控制台分配票')).toBe(false);
    // The sale window as days; the minute, on the show's clock as typed, on hover.
    const starts = row.getByTestId('product-sale-starts');
    await expect(starts.textContent()).resolves.toContain('2026-12-01');
    await expect(starts.getAttribute('title')).resolves.toContain('2026-12-01 10:00');

    // Editing starts from the stored product.
    await row.getByTestId('product-edit').click();
    await expect(dialog.locator('#root_sale_starts_at').inputValue()).resolves.toBe('2026/12/01');
    await expect(dialog.locator('#root_sale_starts_at__time').inputValue()).resolves.toBe('10:00');
    await expect(dialog.locator('#root_price').inputValue()).resolves.toBe('88.00');
    expect(await dialog.locator('#root_price_type option:checked').textContent()).toBe('早鸟价');
    expect(await channels.locator('input[type="checkbox"]:checked').count()).toBe(1);
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('allocates tickets to the group ticket account from the stock, refusing more than is left, and lists them', async () => {
    const products = await api<{ list: GroupProduct[] }>('GET', OrganiserGroupApi.products, undefined, staff);
    const pass = products.list.find((each) => each.name === '控制台分配票');
    expect(pass, 'the product of the test before').toBeDefined();
    const { context, page } = await openPage(browser);
    await logInTo(page, PRODUCTS, STAFF);
    await waitForScreen(page, '团体票与分配');
    const account = page.getByTestId('accounts-table').getByTestId('data-row').filter({ hasText: BUYER });
    const held = Number(await account.getByTestId('account-tickets').textContent());

    await page.getByTestId('allocation-open').click();
    const dialog = page.getByTestId('allocation-dialog');
    await dialog.locator('#root_user_id option', { hasText: '陈静' }).waitFor({ state: 'attached' });
    await dialog.locator('#root_user_id').selectOption({ label: '陈静' });
    await dialog.locator('#root_ticket_id option', { hasText: '控制台分配票' }).waitFor({ state: 'attached' });
    await dialog.locator('#root_ticket_id').selectOption({ label: '控制台分配票' });
    await dialog.locator('#root_quantity').fill('11');
    await dialog.getByRole('button', { name: '分配票' }).click();
    // The stock's refusal lands on the quantity.
    await dialog.locator('#root_quantity__error').filter({ hasText: '10' }).waitFor();
    await shot(page, 'allocation-refused-zh');
    await dialog.locator('#root_quantity').fill('4');
    await dialog.getByRole('button', { name: '分配票' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast').filter({ hasText: '已分配 4 张票' }).waitFor();
    await expect.poll(async () => Number(await account.getByTestId('account-tickets').textContent()), WITHIN).toBe(held + 4);
    const row = page.getByTestId('products-table').getByTestId('data-row').filter({ hasText: '控制台分配票' });
    await expect.poll(() => row.getByTestId('product-stock').textContent(), WITHIN).toBe('6');

    // The account's tickets, newest first: the four just given lead.
    await page.getByTestId('holdings-account').selectOption({ label: `陈静 · ${BUYER}` });
    await page.getByTestId('holdings-status').selectOption('0');
    await page.getByTestId('holdings-search').click();
    const tickets = page.getByTestId('holdings-table').getByTestId('data-row');
    await expect.poll(async () => (await tickets.allTextContents()).filter((text) => text.includes('控制台分配票')).length, WITHIN).toBe(4);
    await expect(tickets.nth(3).textContent()).resolves.toContain('控制台分配票');
    // Exported as narrowed.
    const exported = page.waitForResponse((response) => response.url().includes(`${OrganiserGroupApi.tickets}/export`) && response.url().includes('user_id='));
    await page.getByTestId('holdings-export').click();
    expect((await exported).ok()).toBe(true);
    // The file is ready when the stream says so.
    await page.getByTestId('toast').filter({ hasText: '已导出' }).waitFor({ timeout: 30_000 });
    await shot(page, 'products-zh');
    await context.close();
  });
});

describe('the console pages, photographed', () => {
  it('shows every group page at 1280 and 390 px, in Chinese and in English', async () => {
    const { list } = await api<{ list: GroupOrder[] }>('GET', `${OrganiserGroupApi.orders}?ticket_id=${product.id}&status=5`, undefined, staff);
    const paid = list[0]!;
    const waiting = await remittedOrder(1);
    const pages = { orders: ORDERS, awaiting: `${ORDERS}/detail?id=${waiting.id}`, paid: `${ORDERS}/detail?id=${paid.id}`, products: PRODUCTS };
    for (const width of [1280, 390]) {
      const { context, page } = await openPage(browser, { viewport: { width, height: width > 500 ? 900 : 844 } });
      await logInTo(page, ORDERS, STAFF);
      for (const lang of ['zh', 'en'] as const) {
        if (lang === 'en') await switchLanguage(page, 'en');
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(path);
          await page.getByTestId('page-title').waitFor();
          if (name === 'awaiting' || name === 'paid') await page.getByTestId('voucher-image').waitFor();
          await shot(page, `${name}-${width}-${lang}`);
          // A long page on a phone is also kept in parts a person can read.
          if (width < 500 && name === 'products') {
            for (const [part, y] of [['top', 0], ['accounts', 1500]] as const) {
              await page.screenshot({ path: screenshotPath(`console-group-${name}-${width}-${lang}-${part}`), fullPage: true, clip: { x: 0, y, width, height: 1500 } });
            }
          }
        }
      }
      // The dialogs at this width, in English.
      await page.goto(PRODUCTS);
      await page.getByTestId('product-add').click();
      await page.getByTestId('product-dialog').locator('#root_sale_starts_at').waitFor();
      await shot(page, `product-dialog-${width}-en`, false);
      await page.keyboard.press('Escape');
      await page.getByTestId('allocation-open').click();
      await page.getByTestId('allocation-dialog').locator('#root_user_id').waitFor();
      await shot(page, `allocation-dialog-${width}-en`, false);
      await page.keyboard.press('Escape');
      await page.goto(`${ORDERS}/detail?id=${waiting.id}`);
      await page.getByTestId('remittance-reject').click();
      await page.getByTestId('remittance-reject-dialog').locator('#root_reason').waitFor();
      await shot(page, `reject-dialog-${width}-en`, false);
      await context.close();
    }
    // The English wording of what staff read on a waiting order.
    const { context, page } = await openPage(browser, { locale: 'en-US' });
    await logInTo(page, ORDERS, STAFF);
    await page.goto(`${ORDERS}/detail?id=${waiting.id}`);
    await switchLanguage(page, 'en');
    await page.getByTestId('order-notice').filter({ hasText: 'awaiting your verification' }).waitFor();
    await expect(page.getByTestId('amount-due').textContent()).resolves.toBe(formatYuan(waiting.amount, 'en'));
    await context.close();
  }, 300_000);
});
