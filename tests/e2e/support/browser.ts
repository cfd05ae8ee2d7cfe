/** Debian's Chromium driven by playwright-core, with the flags this closed network needs. */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_PATH } from '../../../scripts/lib/chromium';

export const portalUrl = (): string => inject('portalUrl');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** A fresh context (no cookies) whose relative URLs point at the portal. */
export async function openPage(browser: Browser, options: { locale?: string; viewport?: { width: number; height: number } } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: portalUrl(), locale: options.locale ?? 'zh-CN', viewport: options.viewport ?? { width: 1280, height: 800 } });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots for a person to look at land in .reports/screenshots. */
export const screenshotPath = (name: string): string => `.reports/screenshots/${name}.png`;
