/**
 * Every page of the portal, as each kind of account sees it, in Chinese and in English, checked by
 * axe-core (WCAG 2.0/2.1 A and AA and axe's best practices): no serious or critical violation. The
 * route tree each account may open is the one the app computes (runtime/load-access.ts and
 * filter-routes.ts over the same answers); forms are checked again with their errors showing and
 * dialogs with the dialog open; the public pages (login, 401, 404) too.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouteTree } from '../../src/client/routes/route-tree';
import { filterRoutes } from '../../src/runtime/filter-routes';
import { createHttp } from '../../src/runtime/http';
import { loadSessionAccess } from '../../src/runtime/load-access';
import { flattenRoutes } from '../../src/runtime/route-lookup';
import { GroupApi, type GroupProduct } from '../../src/shared/group';
import { animationsSettled, launchBrowser, openPage, portalUrl } from './support/browser';
import { logInThroughForm, switchLanguage, tokenOf } from './shell-helpers';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** The serious and critical violations axe finds on the page as it is now, one line each. */
async function violations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] }, resultTypes: ['violations'] });
    return result.violations;
  }) as Violation[];
  return found
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.slice(0, 3).map((node) => {
      // For contrast, axe's own summary gives the two colours and the ratio: what to mend.
      const detail = violation.id === 'color-contrast' ? (node.failureSummary?.split('\n')[1]?.trim() ?? '') : violation.help;
      return `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')} — ${detail}`;
    }));
}

/** The pages the account may open, as the app computes them from the same calls. */
async function pagesOf(token: string): Promise<string[]> {
  const http = createHttp({
    getToken: () => token, clearToken: () => {}, getClientId: () => 'accessibility-check', onError: () => {}, onSessionEnd: () => {},
    prefixUrl: `${portalUrl()}/api`,
  });
  const access = await loadSessionAccess(http);
  return flattenRoutes(filterRoutes(appRouteTree, { subject: access.subject, presence: access.presence }))
    .filter((node) => !node.children)
    .map((node) => node.path);
}

/**
 * A group buyer's order awaiting payment, so its list and detail draw the deadline's countdown (the
 * one coloured text those pages have); an order left open by an earlier file serves as well. Answers
 * how to leave things as they were: an order placed here is cancelled afterwards.
 */
async function ensureUnpaidOrder(token: string): Promise<() => Promise<void>> {
  const call = async (method: string, path: string, body?: unknown) => (await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })).json() as Promise<{ code: number; data: { list: GroupProduct[]; id: number } }>;
  const product = (await call('GET', GroupApi.products)).data.list.find((item) => item.on_sale && item.remaining_limit > 0);
  expect(product, 'a group product on sale').toBeDefined();
  const placed = await call('POST', GroupApi.orders, { ticket_id: product!.id, quantity: 1 });
  expect([1, 3002]).toContain(placed.code);
  return async () => { if (placed.code === 1) expect((await call('POST', GroupApi.cancel(placed.data.id))).code).toBe(1); };
}

/**
 * Waits until the page has drawn its screen: no spinner, no skeleton (the live stream keeps the
 * network busy for good, so "network idle" never comes).
 */
async function screenDrawn(page: Page): Promise<void> {
  await page.waitForTimeout(400);
  await page.locator('.chakra-skeleton, .chakra-spinner, [data-testid="page-spinner"]').first().waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
  // Chakra's enter animations: let them end, so colours are read at rest.
  await animationsSettled(page);
}

/**
 * The sweep presses Submit to see errors, and must change nothing the other browser tests read: the
 * page's writes are answered as the server answers a refused request, its reads go through.
 */
async function readOnly(page: Page): Promise<void> {
  await page.route('**/api/**', (route) => {
    const request = route.request();
    if (request.method() === 'GET' || request.url().includes('/api/v2/user/login')) return route.continue();
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 1000, message: 'read-only check', data: null }) });
  });
}

/** Presses the page's first form submit, so its errors show (forms that are empty refuse). */
async function showFormErrors(page: Page): Promise<boolean> {
  const submit = page.locator('main form button[type="submit"]').first();
  if (!(await submit.isVisible().catch(() => false)) || !(await submit.isEnabled().catch(() => false))) return false;
  await submit.click();
  // The pointer leaves the button: its hover shade is not what the page shows at rest.
  await page.mouse.move(0, 0);
  await page.waitForTimeout(400);
  return true;
}

const ACCOUNTS = ['exhibitor@demo.test', 'sub@demo.test', 'group@demo.test', 'organiser@demo.test'] as const;

describe('accessibility of every page (axe-core: no serious or critical violation)', () => {
  it('the public pages, in both languages', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser, { bypassCSP: true });
    const found: string[] = [];
    for (const locale of ['zh', 'en'] as const) {
      await context.addCookies([{ name: 'language', value: locale, url: portalUrl() }]);
      await page.goto('/login');
      await screenDrawn(page);
      found.push(...await violations(page, `/login ${locale}`));
      // The login form's errors showing.
      await page.locator('button[type="submit"]').click();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(300);
      found.push(...await violations(page, `/login errors ${locale}`));
      for (const path of ['/401', '/404']) {
        await page.goto(path);
        await screenDrawn(page);
        found.push(...await violations(page, `${path} ${locale}`));
      }
    }
    await context.close();
    expect(found).toEqual([]);
  });

  for (const account of ACCOUNTS) {
    it(`every page ${account} may open, in both languages, with form errors showing`, { timeout: 600_000 }, async () => {
      const { context, page } = await openPage(browser, { viewport: { width: 1440, height: 900 }, bypassCSP: true });
      await logInThroughForm(page, account);
      await readOnly(page);
      const restore = account === 'group@demo.test' ? await ensureUnpaidOrder(await tokenOf(context)) : async () => {};
      const pages = await pagesOf(await tokenOf(context));
      expect(pages.length).toBeGreaterThan(2);
      const found: string[] = [];
      for (const locale of ['zh', 'en'] as const) {
        if (locale === 'en') await switchLanguage(page, 'en');
        for (const path of pages) {
          await page.goto(path);
          await screenDrawn(page);
          found.push(...await violations(page, `${account} ${path} ${locale}`));
          if (await showFormErrors(page)) found.push(...await violations(page, `${account} ${path} errors ${locale}`));
        }
      }
      await restore();
      await context.close();
      expect(found).toEqual([]);
    });
  }

  it('dialogs and drawers open: settings, logout, the add dialogs', { timeout: 120_000 }, async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 1440, height: 900 }, bypassCSP: true });
    await logInThroughForm(page, 'exhibitor@demo.test');
    await readOnly(page);
    const found: string[] = [];
    await page.getByTestId('settings-open').click();
    await page.getByTestId('settings-drawer').waitFor();
    await page.waitForTimeout(400);
    found.push(...await violations(page, 'settings drawer'));
    await page.keyboard.press('Escape');

    await page.getByTestId('avatar-menu').click();
    await page.waitForTimeout(300);
    found.push(...await violations(page, 'avatar menu'));
    await page.getByTestId('menu-add-sub-account').click();
    await page.getByTestId('subaccount-dialog').waitFor();
    await page.waitForTimeout(400);
    found.push(...await violations(page, 'add sub-account dialog'));
    await page.getByTestId('subaccount-dialog').locator('button[type="submit"]').click();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300);
    found.push(...await violations(page, 'add sub-account dialog with errors'));
    await page.keyboard.press('Escape');

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('logout-dialog').waitFor();
    await page.waitForTimeout(400);
    found.push(...await violations(page, 'logout dialog'));
    await context.close();
    expect(found).toEqual([]);
  });

  it('the phone layout (390 px): the menu drawer and a list\'s filter drawer open', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 }, bypassCSP: true });
    await logInThroughForm(page, 'exhibitor@demo.test');
    await screenDrawn(page);
    const found = await violations(page, 'phone');
    await page.getByTestId('sidebar-toggle').click();
    await page.waitForTimeout(400);
    found.push(...await violations(page, 'phone menu open'));
    // A list's filters in their drawer.
    await page.goto('/invoice/list');
    await screenDrawn(page);
    await page.getByTestId('filters-open').click();
    await page.getByTestId('filters-drawer').waitFor();
    await animationsSettled(page);
    found.push(...await violations(page, 'phone filters drawer open'));
    await context.close();
    expect(found).toEqual([]);
  });
});
