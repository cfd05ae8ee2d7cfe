/**
 * Pre-show agreements in a real browser, as exhibitor@demo.test: open the list, open an agreement,
 * tick "I have read and agree", confirm, reload and still see it confirmed — in Chinese and English.
 * An agreement past its confirm-by date reads as closed.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { logInTo } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

const LIST = '/exhibitionMaterials/protocol/list';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });


const row = (page: Page, title: string) => page.getByTestId('protocol-row').filter({ hasText: title });

/** Opens an agreement from the list, confirms it through checkbox and dialog, and checks the state after a reload. */
async function confirmFromList(page: Page, title: string, words: { confirmed: string; pending: string; by: RegExp }) {
  await row(page, title).getByTestId('protocol-status').getByText(words.pending).waitFor();
  await row(page, title).getByTestId('protocol-view').click();
  await page.waitForURL(/\/exhibitionMaterials\/protocol\/detail\?id=\d+$/);
  await page.getByTestId('protocol-title').filter({ hasText: title }).waitFor();
  // Plain text with paragraphs, not one block.
  expect(await page.getByTestId('protocol-text').locator('p').count()).toBeGreaterThan(3);

  const confirm = page.getByTestId('protocol-confirm');
  await expect(confirm.isDisabled()).resolves.toBe(true);
  await page.getByTestId('protocol-agree').click();
  await expect(confirm.isEnabled()).resolves.toBe(true);
  await confirm.click();
  const dialog = page.getByTestId('protocol-confirm-dialog');
  await dialog.waitFor();
  await animationsSettled(page);
  return {
    dialog,
    async finish() {
      await dialog.getByTestId('protocol-confirm-ok').click();
      await page.getByTestId('protocol-confirmed-by').filter({ hasText: words.by }).waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect(page.getByTestId('protocol-confirm-form').count()).resolves.toBe(0);

      await page.reload();
      await page.getByTestId('protocol-confirmed-by').filter({ hasText: words.by }).waitFor();
      await page.getByTestId('protocol-status').getByText(words.confirmed).waitFor();
      await expect(page.getByTestId('protocol-agree').count()).resolves.toBe(0);
    },
  };
}

describe('pre-show agreements', () => {
  it('confirms the booth safety agreement in Chinese and keeps it confirmed', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, LIST);
    await page.getByTestId('protocol-row').nth(2).waitFor();
    expect(await page.getByTestId('protocol-row').count()).toBe(3);
    // By urgency: the nearest deadline first, the one without a deadline after those with one.
    await expect(page.getByTestId('protocol-row').first().textContent()).resolves.toContain('展位搭建与安全责任协议');
    await expect(page.getByTestId('protocol-row').last().textContent()).resolves.toContain('证件持有人个人信息保护条款');
    await expect(row(page, '展位搭建与安全责任协议').textContent()).resolves.toContain('2027-06-30 23:59');
    await expect(row(page, '证件持有人个人信息保护条款').textContent()).resolves.toContain('不限');
    await page.screenshot({ path: screenshotPath('protocol-list-zh'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 800 });
    await animationsSettled(page);
    await page.screenshot({ path: screenshotPath('protocol-list-mobile-zh'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    const step = await confirmFromList(page, '展位搭建与安全责任协议', { confirmed: '已确认', pending: '待确认', by: /李明 于 2\d{3}-\d{2}-\d{2} \d{2}:\d{2}.*确认/ });
    await step.dialog.getByText('您将代表贵公司确认《展位搭建与安全责任协议》').waitFor();
    await page.screenshot({ path: screenshotPath('protocol-confirm-dialog-zh') });
    await step.finish();
    await page.screenshot({ path: screenshotPath('protocol-detail-confirmed-zh'), fullPage: true });

    await page.getByTestId('protocol-back').click();
    await page.waitForURL((url) => url.pathname === LIST);
    await row(page, '展位搭建与安全责任协议').getByTestId('protocol-status').getByText('已确认').waitFor();
    // Signed, it goes last.
    await expect(page.getByTestId('protocol-row').last().textContent()).resolves.toContain('展位搭建与安全责任协议');
    await page.getByTestId('protocol-filter-confirmed').click();
    await page.waitForURL(/status=confirmed/);
    await page.getByTestId('protocol-total').getByText('共 1 份协议').waitFor();
    expect(await page.getByTestId('protocol-row').count()).toBe(1);
    await context.close();
  });

  it('confirms the code of conduct in English', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    await context.addCookies([{ name: 'language', value: 'en', url: portalUrl() }]);
    await logInTo(page, LIST);
    await row(page, 'Booth construction and safety agreement').getByTestId('protocol-status').getByText('Confirmed').waitFor();

    const step = await confirmFromList(page, 'Exhibitor code of conduct', { confirmed: 'Confirmed', pending: 'To be confirmed', by: /Confirmed by 李明 on .+2\d{3}.+\(UTC\+8\)/ });
    await page.screenshot({ path: screenshotPath('protocol-confirm-dialog-en') });
    await step.finish();
    await expect(page.getByTestId('protocol-text').textContent()).resolves.toContain('2. Noise and stage events.');
    await page.screenshot({ path: screenshotPath('protocol-detail-en'), fullPage: true });
    await context.close();
  });

  it('a tab brings an agreement back with its id; the breadcrumb leads back to the list', async () => {
    const { context, page } = await openPage(browser);
    await context.addInitScript(() => localStorage.setItem('shell-settings', JSON.stringify({ tagsView: true })));
    await logInTo(page, LIST);
    await row(page, '展位搭建与安全责任协议').getByTestId('protocol-view').click();
    await page.waitForURL(/\/exhibitionMaterials\/protocol\/detail\?id=\d+$/);
    const detailUrl = page.url();
    await page.getByTestId('protocol-title').filter({ hasText: '展位搭建与安全责任协议' }).waitFor();

    // "Pre-show agreements" above the agreement has a page: it is a link to the list; the group above it is not.
    const crumbs = page.locator('[data-testid="breadcrumb"] [data-testid="breadcrumb-item"]');
    expect(await crumbs.allTextContents()).toEqual(['展商资料', '展前协议管理', '查看协议']);
    expect(await crumbs.nth(0).locator('a').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('protocol-detail-tags-breadcrumb-zh') });
    await crumbs.nth(1).locator('a').click();
    await page.waitForURL((url) => url.pathname === LIST);
    await page.getByTestId('protocol-row').nth(2).waitFor();

    // Back through the agreement's tab: the same agreement, not "this agreement does not exist".
    await page.locator('[data-testid="tag"][data-path="/exhibitionMaterials/protocol/detail"] a').click();
    await page.waitForURL(detailUrl);
    await page.getByTestId('protocol-title').filter({ hasText: '展位搭建与安全责任协议' }).waitFor();
    await context.close();
  });

  it('shows an agreement past its confirm-by date as read-only', async () => {
    // The organiser publishes one whose date has passed (organiser API; a staff page comes later).
    const login_ = await fetch(`${portalUrl()}/api/v2/login/account`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'organiser@demo.test', password: DEMO_PASSWORD }),
    });
    const { data: { jwt } } = await login_.json() as { data: { jwt: string } };
    const published = await fetch(`${portalUrl()}/api/organiser/protocols`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({
        title: '早鸟展位升级协议', title_en: 'Early-bird booth upgrade agreement',
        content: '早鸟升级须在截止日期前确认。\n\n逾期不再受理。', content_en: 'Early-bird upgrades had to be confirmed by the deadline.\n\nLate requests are not accepted.',
        confirm_by: Math.floor(Date.now() / 1000) - 86400,
      }),
    });
    const { data: { id } } = await published.json() as { data: { id: number } };

    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    await context.addCookies([{ name: 'language', value: 'en', url: portalUrl() }]);
    await logInTo(page, LIST);
    await row(page, 'Early-bird booth upgrade agreement').getByTestId('protocol-status').getByText('Closed').waitFor();
    await page.goto(`/exhibitionMaterials/protocol/detail?id=${id}`);
    await page.getByTestId('protocol-closed').getByText(/had to be confirmed by .+\(UTC\+8\)/).waitFor();
    await expect(page.getByTestId('protocol-agree').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('protocol-detail-closed-en'), fullPage: true });
    await context.close();
  });
});
