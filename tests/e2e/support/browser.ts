/** Debian's Chromium driven by playwright-core, with the flags this closed network needs. */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { launchChromium } from '../../../scripts/lib/chromium';

export const portalUrl = (): string => inject('portalUrl');

export const launchBrowser = (): Promise<Browser> => launchChromium();

/** A fresh context (no cookies) whose relative URLs point at the portal. */
export async function openPage(
  browser: Browser,
  options: { locale?: string; viewport?: { width: number; height: number }; bypassCSP?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: portalUrl(), locale: options.locale ?? 'zh-CN', viewport: options.viewport ?? { width: 1280, height: 800 },
    // Only for a checker the test injects (axe-core): the portal's own CSP allows no inline script.
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots for a person to look at land in .reports/screenshots. */
export const screenshotPath = (name: string): string => `.reports/screenshots/${name}.png`;

export { animationsSettled } from '../../../scripts/lib/portal-pages';

/**
 * Types a day and a time ("2026-12-01T10:00") into a date-time field as a person would: the day into
 * the field's own input, the time into the 24-hour input beside it (src/engine/date/DateTimeInput.tsx).
 */
export async function fillDateTime(scope: Page | Locator, fieldId: string, text: string): Promise<void> {
  const [day = '', time = ''] = text.split('T');
  const dayInput = scope.locator(`#${fieldId}`);
  const timeInput = scope.locator(`#${fieldId}__time`);
  await dayInput.fill(day);
  await dayInput.blur();
  // A day picked with no time yet shows 00:00 once the form has it: typed before, the time would be overwritten.
  await expect.poll(() => timeInput.inputValue()).not.toBe('');
  await timeInput.fill(time);
  await timeInput.blur();
}
