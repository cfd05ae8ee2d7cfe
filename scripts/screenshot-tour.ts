/**
 * Screenshots of every page each demo account reaches from its menu, in Chinese and in English, at
 * desktop (1440 px) and phone (390 px) width, for a person to look at before a release:
 *
 *   npm start                                  (in another shell, with the demo data)
 *   npx tsx scripts/screenshot-tour.ts [--url http://127.0.0.1:8080] [--out .reports/tour]
 *                                      [--accounts exhibitor@demo.test,organiser@demo.test]
 *
 * It only reads: it opens pages as a person would and presses nothing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './lib/chromium';
import { animationsSettled, logInThroughForm } from './lib/portal-pages';

const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    out: { type: 'string', default: '.reports/tour' },
    accounts: { type: 'string', default: 'exhibitor@demo.test,sub@demo.test,sub2@demo.test,group@demo.test,groupbuy@demo.test,organiser@demo.test' },
  },
});

const WIDTHS = [{ name: 'desktop', width: 1440, height: 900 }, { name: 'phone', width: 390, height: 844 }] as const;
const LOCALES = ['zh', 'en'] as const;

/** The pages the account's menu links to (a closed group's links are in the page, only hidden). */
const menuPages = (page: Page): Promise<string[]> => page.evaluate(() =>
  [...new Set([...document.querySelectorAll<HTMLAnchorElement>('[data-testid="sidebar"] a[href]')]
    .map((link) => new URL(link.href).pathname))]);

/** Until the screen is drawn and still: no spinner or skeleton left, no animation running. */
async function drawn(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  await page.locator('.chakra-skeleton, .chakra-spinner, [data-testid="page-spinner"]').first()
    .waitFor({ state: 'detached', timeout: 8000 }).catch(() => {});
  await animationsSettled(page).catch(() => {});
}

async function tour(browser: Browser, account: string): Promise<number> {
  let taken = 0;
  let pages: string[] = [];
  for (const size of WIDTHS) {
    for (const locale of LOCALES) {
      // CSP bypassed only for the tour's own style below.
      const context = await browser.newContext({ baseURL: options.url, viewport: { width: size.width, height: size.height }, locale: 'zh-CN', bypassCSP: true });
      await context.addCookies([{ name: 'language', value: locale, url: options.url! }]);
      const page = await context.newPage();
      await logInThroughForm(page, account);
      if (pages.length === 0) pages = ['/', ...(await menuPages(page)).filter((path) => path !== '/')];
      const folder = join(options.out!, account.split('@')[0]!);
      mkdirSync(folder, { recursive: true });
      for (const path of pages) {
        await page.goto(path);
        await drawn(page);
        // Long forms skip drawing what is off screen (content-visibility): a full-page picture needs it all.
        await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
        const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
        await page.screenshot({ path: join(folder, `${name}.${size.name}.${locale}.png`), fullPage: true });
        taken += 1;
      }
      await context.close();
    }
  }
  console.log(`${account}: ${pages.length} pages, ${taken} screenshots`);
  return taken;
}

const browser = await launchChromium();
try {
  let total = 0;
  for (const account of options.accounts!.split(',')) total += await tour(browser, account.trim());
  console.log(`${total} screenshots in ${options.out}`);
} finally {
  await browser.close();
}
