/**
 * The organiser's console in a real browser (issue 20, its first page): organiser@demo.test logs in,
 * lands on the inbox, sees only the console in the menu and what waits counted by kind; the
 * exhibitor's own screens stay closed to staff, and the console to the exhibitor.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInTo, readMenu, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

describe('the organiser console', () => {
  it('staff land on the inbox, with the console alone in the menu, in both languages', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/organiser/inbox', 'organiser@demo.test');
    await waitForScreen(page, '待办');
    // The portal's home is the console for staff.
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/organiser/inbox');
    await waitForScreen(page, '待办');
    // The console alone, its inbox first.
    const menu = await readMenu(page);
    expect(menu.map((node) => node.key)).toEqual(['/organiser']);
    expect(menu[0]!.children?.[0]?.key).toBe('/organiser/inbox');
    await page.getByTestId('inbox-summary').waitFor();
    for (const kind of ['review', 'question', 'signing', 'remittance', 'invoice']) {
      expect(await page.getByTestId(`inbox-count-${kind}`).getAttribute('data-waiting')).toMatch(/^\d+$/);
    }
    await page.screenshot({ path: screenshotPath('console-inbox-zh'), fullPage: true, animations: 'disabled' });
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Inbox');
    await page.screenshot({ path: screenshotPath('console-inbox-en'), fullPage: true, animations: 'disabled' });

    // An exhibitor's screen is not the organiser's: it answers as an unknown page would.
    await page.goto('/exhibit-info/index');
    await page.waitForURL((url) => url.pathname !== '/exhibit-info/index');
    await context.close();
  });

  it('shows the exhibitor directory with the binding progress across the show, found by booth', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/organiser/inbox', 'organiser@demo.test');
    await page.goto('/organiser/exhibitors');
    await waitForScreen(page, '展商');
    const binding = page.getByTestId('show-binding');
    await binding.waitFor();
    expect(Number(await binding.getAttribute('data-total'))).toBeGreaterThan(0);
    expect(await page.getByTestId('daily-binding').count()).toBe(14);
    await page.getByTestId('exhibitor-directory').getByText('星游互动娱乐有限公司').waitFor();
    await page.screenshot({ path: screenshotPath('console-exhibitors-zh'), fullPage: true, animations: 'disabled' });

    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Exhibitors');
    await page.getByTestId('exhibitor-keyword').fill('n3-a01');
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByTestId('exhibitor-directory').getByTestId('data-row');
    await rows.filter({ hasText: 'Star Trail Interactive Entertainment Co., Ltd.' }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getByTestId('exhibitor-tickets').textContent()).toMatch(/^[\d,]+ of [\d,]+ bound$/);
    await page.screenshot({ path: screenshotPath('console-exhibitors-en'), fullPage: true, animations: 'disabled' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: screenshotPath('console-exhibitors-en-390'), fullPage: true, animations: 'disabled' });
    await context.close();
  });

  it("keeps the console closed to an exhibitor", async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/exhibit-info/index');
    await page.goto('/organiser/inbox');
    await page.waitForURL((url) => url.pathname !== '/organiser/inbox');
    expect(JSON.stringify(await readMenu(page))).not.toContain('/organiser');
    await context.close();
  });
});
