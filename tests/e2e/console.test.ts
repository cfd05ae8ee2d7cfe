/**
 * The organiser's console in a real browser (issue 20, its first page): organiser@demo.test logs in,
 * lands on the inbox, sees only the console in the menu and what waits counted by kind; the
 * exhibitor's own screens stay closed to staff, and the console to the exhibitor.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInTo, readMenu, switchLanguage, waitForScreen, type MenuNode } from './shell-helpers';
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
    // Only the console's pages, the inbox among them.
    const leaves = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => (node.children ? leaves(node.children) : [node.key]));
    const menu = leaves(await readMenu(page));
    expect(menu).toContain('/organiser/inbox');
    expect(menu.every((key) => key.startsWith('/organiser/')), menu.join(' ')).toBe(true);
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

  it("keeps the console closed to an exhibitor", async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/exhibit-info/index');
    await page.goto('/organiser/inbox');
    await page.waitForURL((url) => url.pathname !== '/organiser/inbox');
    expect(JSON.stringify(await readMenu(page))).not.toContain('/organiser');
    await context.close();
  });
});
