/** Debian's Chromium driven by playwright-core, with the flags this closed network needs. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
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

/**
 * Waits until every open/close animation has ended (a spinner's endless one aside), so what is read
 * or photographed is what a person sees at rest.
 */
export const animationsSettled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
