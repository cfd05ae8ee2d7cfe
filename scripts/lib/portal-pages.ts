/**
 * Steps in the portal's pages that the browser tests and the screenshot tour share: logging in
 * through the form, and waiting for animations to rest before a page is read or photographed.
 */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';

/** Logs in through the login form and waits until the portal has left /login. */
export async function logInThroughForm(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  // Attached, not visible: in mobile mode the sidebar starts closed.
  await page.getByTestId('sidebar').waitFor({ state: 'attached' });
}

/**
 * Waits until every open/close animation has ended (a spinner's endless one aside), so what is read
 * or photographed is what a person sees at rest.
 */
export const animationsSettled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
