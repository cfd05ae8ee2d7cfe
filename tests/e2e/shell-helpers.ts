/** Steps the shell's browser tests share: logging in through the form, reading the menu, switching language. */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';

export { logInThroughForm } from '../../scripts/lib/portal-pages';

/**
 * Logs in through the login form with `?redirect=` and waits until the portal has opened that
 * screen (or /401, when the account may not see it).
 */
export async function logInTo(page: Page, path: string, account = 'exhibitor@demo.test'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === path || url.pathname === '/401');
}

/**
 * Waits until the shell has drawn the screen with this title. The address changes as a navigation
 * commits, a moment before React renders the new screen; reading the page in between sees the old one.
 */
export async function waitForScreen(page: Page, title: string): Promise<void> {
  await page.getByTestId('page-title').filter({ hasText: new RegExp(`^${title}$`) }).waitFor();
}

/** One menu entry: its route key, its label, and its children for a group. */
export interface MenuNode {
  key: string;
  label: string;
  children?: MenuNode[];
}

/** The sidebar menu as rendered, closed groups included (their lists are hidden, not absent). */
export function readMenu(page: Page): Promise<MenuNode[]> {
  return page.evaluate(() => {
    const walk = (list: Element): MenuNode[] =>
      [...list.children]
        .filter((item) => item.matches('[data-testid="menu-entry"]'))
        .map((item) => {
          const label = item.querySelector('[data-testid="menu-label"]')?.textContent ?? '';
          const sub = item.querySelector(':scope > ul');
          const key = item.getAttribute('data-key') ?? '';
          return sub ? { key, label, children: walk(sub) } : { key, label };
        });
    const root = document.querySelector('[data-testid="sidebar"] [data-testid="menu"]');
    return root ? walk(root) : [];
  });
}

/** Switches the language through the top bar and waits for the page to follow. */
export async function switchLanguage(page: Page, locale: 'zh' | 'en'): Promise<void> {
  await page.getByTestId('language-menu').click();
  await page.locator(`[data-testid="language-option"][data-lang="${locale}"]`).click();
  await page.waitForFunction((lang) => document.documentElement.lang === (lang === 'zh' ? 'zh-CN' : 'en'), locale);
}

export async function tokenOf(context: BrowserContext): Promise<string> {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value;
  expect(token, 'Admin-Token cookie').toBeTruthy();
  return token ?? '';
}

/** Width of the sidebar as drawn, in CSS pixels. */
export async function sidebarWidth(page: Page): Promise<number> {
  const box = await page.getByTestId('sidebar').boundingBox();
  return Math.round(box?.width ?? 0);
}
