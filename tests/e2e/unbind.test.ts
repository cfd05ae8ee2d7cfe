/**
 * Unbinding in a real browser (issue 6), in Chinese as exhibitor@demo.test and again as the
 * sub-account sub@demo.test (authorities 6 and 8): unbind one bound ticket,
 * see the fee, pay it in the sandbox checkout, come back to the unbind orders, watch the order
 * complete and the ticket become "unbound successfully"; a second order is cancelled from the list.
 * Then the unbind orders in English.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';
import { closeToasts, tableSettled } from './ticket-helpers';

const DETAILS = '/ticketBoothManagement/ticketBooth/detailsList';
const ORDERS = '/unbindOrder/list';

let browser: Browser;

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** Opens the unbind dialog of the first bound ticket and returns its number. */
async function unbindFirstBound(page: Page): Promise<string> {
  await page.goto(DETAILS);
  await waitForScreen(page, '证件明细');
  await page.getByTestId('ticket-status-filter').selectOption('2');
  await page.getByTestId('ticket-search').click();
  await tableSettled(page);
  const row = page.getByTestId('tickets-table').getByTestId('data-row').filter({ has: page.getByTestId('ticket-unbind') }).first();
  const ticketNo = (await row.locator('td').nth(1).textContent())!.trim();
  await row.getByTestId('ticket-unbind').click();
  return ticketNo;
}

for (const { account, shots } of [{ account: 'exhibitor@demo.test', shots: '' }, { account: 'sub@demo.test', shots: 'sub-' }]) describe(`unbinding tickets as ${account}`, () => {
  it('unbinds one ticket, pays the fee in the sandbox checkout and sees the order complete, in Chinese', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, DETAILS, account);
    const ticketNo = await unbindFirstBound(page);

    const dialog = page.getByTestId('unbind-dialog');
    await dialog.getByTestId('unbind-fee').waitFor();
    await expect(dialog.getByTestId('unbind-total').textContent()).resolves.toMatch(/^¥\d+\.\d{2}$/);
    await expect(dialog.textContent()).resolves.toContain(ticketNo);
    await page.screenshot({ path: screenshotPath(`${shots}unbind-confirm-zh`) });
    await dialog.getByTestId('unbind-confirm').click();

    // The provider's checkout page, then back to the unbind orders.
    await page.waitForURL(/\/api\/pay\/sandbox\/checkout\//);
    await page.screenshot({ path: screenshotPath(`${shots}unbind-sandbox-checkout-zh`) });
    await page.locator('#sandbox-pay').click();
    await page.waitForURL((url) => url.pathname === ORDERS);
    await waitForScreen(page, '解绑订单');
    await page.getByTestId('toast').filter({ hasText: '支付成功' }).waitFor();

    // The order completes (live 10005/10006, or the list read again) and its ticket is unbound.
    const order = page.getByTestId('orders-table').getByTestId('data-row').filter({ hasText: ticketNo }).first();
    await expect.poll(async () => {
      const status = await order.getByTestId('order-status').getAttribute('data-value');
      if (status !== '6') await page.getByRole('button', { name: '刷新' }).click();
      return status;
    }, { timeout: 30_000, interval: 1000 }).toBe('6');
    await order.getByTestId('order-details').click();
    const drawer = page.getByTestId('order-drawer');
    await drawer.getByTestId('order-ticket-state').filter({ hasText: '解绑成功' }).waitFor();
    await page.screenshot({ path: screenshotPath(`${shots}unbind-order-details-zh`) });
    await drawer.getByRole('button').first().press('Escape');
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath(`${shots}unbind-orders-zh`), fullPage: true });

    // The ticket is "unbound successfully" in the tickets list.
    await page.goto(DETAILS);
    await page.getByTestId('ticket-keyword').fill(ticketNo);
    await page.getByTestId('ticket-search').click();
    const unbound = page.getByTestId('tickets-table').getByTestId('data-row').filter({ hasText: ticketNo });
    await unbound.getByTestId('ticket-status').filter({ hasText: '解绑成功' }).waitFor();
    // Nothing of the old binding is left: no bind time, no way it was bound.
    await expect(unbound.getByTestId('ticket-binding').textContent()).resolves.toBe('—');
    await page.screenshot({ path: screenshotPath(`${shots}unbind-ticket-unbound-zh`) });

    // A second order, cancelled from the list before paying.
    const second = await unbindFirstBound(page);
    await page.getByTestId('unbind-dialog').getByTestId('unbind-confirm').click();
    await page.waitForURL(/\/api\/pay\/sandbox\/checkout\//);
    await page.goto(ORDERS);
    const pending = page.getByTestId('orders-table').getByTestId('data-row').filter({ hasText: second }).first();
    await pending.getByTestId('order-countdown').waitFor();
    await pending.getByTestId('order-cancel').click();
    await page.getByTestId('cancel-confirm').click();
    await pending.getByTestId('order-status').and(page.locator('[data-value="3"]')).waitFor();

    // The same list in English.
    await switchLanguage(page, 'en');
    await tableSettled(page, 'orders-table');
    await page.getByTestId('orders-table').getByText('Transaction complete').first().waitFor();
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath(`${shots}unbind-orders-en`), fullPage: true });
    await switchLanguage(page, 'zh');
    await context.close();
  }, 180_000);
});
