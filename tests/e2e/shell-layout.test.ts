/**
 * The frame around the screens (SPEC.md §2, §4, §9): sidebar width per language and its saved
 * state, breadcrumb and title, settings drawer, tags view, avatar dropdown and logout, to-do strip,
 * mobile mode, and the guard's handling of a visitor and of a broken session.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';
import { logInThroughForm, readMenu, sidebarWidth, switchLanguage, waitForScreen } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name)?.value;
const pathOf = (page: Page) => new URL(page.url()).pathname;
/** An item of the tab menu that is open now (a closing one may linger for its exit animation). */
const tagMenuItem = (page: Page, action: string) => page.locator(`[data-testid="tag-menu"][data-state="open"] [data-testid="tag-menu-${action}"]`);
/** Opens a tab's context menu once the previous menu has finished closing (one menu at a time). */
async function openTagMenu(page: Page, path: string): Promise<void> {
  await expect.poll(() => page.locator('[data-testid="tag-menu"][data-state="open"]').count(), { timeout: 10_000 }).toBe(0);
  await page.locator(`[data-testid="tag"][data-path="${path}"]`).click({ button: 'right' });
}
const tagPaths = (page: Page) => page.$$eval('[data-testid="tag"]', (tags) => tags.map((tag) => tag.getAttribute('data-path')));

/** Clicks a leaf of the expanded sidebar menu, opening its group first if needed. */
async function openFromMenu(page: Page, group: string | null, path: string): Promise<void> {
  if (group) {
    const button = page.locator(`[data-testid="menu-entry"][data-key="${group}"] > button`);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  const link = page.locator(`[data-testid="menu-entry"][data-key="${path}"] > a`);
  await link.click();
  await page.waitForURL((url) => url.pathname === path);
  // Drawn, not just addressed: the entry lights up once the shell has rendered the new page.
  await page.locator(`[data-testid="menu-entry"][data-key="${path}"] > a[aria-current="page"]`).waitFor({ state: 'attached' });
}

describe('the main exhibitor account in the shell', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await openPage(browser));
    await logInThroughForm(page, 'exhibitor@demo.test');
  });
  afterAll(async () => { await context?.close(); });

  it('sidebar is 220 px in Chinese and in English; labels, breadcrumb and title follow at once', async () => {
    await expect.poll(() => sidebarWidth(page)).toBe(220);
    await openFromMenu(page, null, '/faq/index');
    await page.goto('/faq/record');
    await waitForScreen(page, '提问记录');
    expect(await page.locator('[data-testid="breadcrumb"] [data-testid="breadcrumb-item"]').allTextContents()).toEqual(['向主办方提问', '提问记录']);
    await expect(page.title()).resolves.toBe('提问记录 - 展商服务平台');
    // A hidden page lights up the menu entry it belongs to.
    expect(await page.locator('[data-testid="menu-entry"][data-key="/faq/index"] > a').getAttribute('aria-current')).toBe('page');

    await switchLanguage(page, 'en');
    await expect.poll(() => sidebarWidth(page)).toBe(220);
    expect(await page.locator('[data-testid="breadcrumb"] [data-testid="breadcrumb-item"]').allTextContents()).toEqual(['Ask the organiser', 'Question history']);
    await expect(page.title()).resolves.toBe('Question history - Exhibitor Service Portal');
    expect((await readMenu(page))[0]?.label).toBe('Exhibition information');
    // A long entry is cut, never widening the bar, and named in full by its title.
    expect(await page.getByTestId('menu-label').first().getAttribute('title')).toBe('Exhibition information');
    expect(await cookie(context, 'language')).toBe('en');
    await page.screenshot({ path: screenshotPath('layout-en-breadcrumb'), animations: 'disabled' });

    // The choice is kept: a reload stays in English.
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    await expect.poll(() => sidebarWidth(page)).toBe(220);
    await switchLanguage(page, 'zh');
    await expect.poll(() => sidebarWidth(page)).toBe(220);
    expect((await readMenu(page))[0]?.label).toBe('参展信息');
  });

  it('the sidebar collapses to icons, saving sidebarStatus 0, and opens again with 1', async () => {
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    expect(await cookie(context, 'sidebarStatus')).toBe('0');
    await page.screenshot({ path: screenshotPath('layout-sidebar-collapsed-zh'), animations: 'disabled' });

    // A group of the collapsed sidebar opens as a pop-out menu.
    await page.locator('[data-testid="menu-entry"][data-key="/notice"] > button').click();
    await page.getByRole('menuitem', { name: '布展资料' }).click();
    await page.waitForURL(/\/notice\/exhibitionRelatedMaterials$/);
    await waitForScreen(page, '布展资料');

    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    await expect.poll(() => sidebarWidth(page)).toBe(64);
    await page.getByTestId('sidebar-toggle').click();
    await expect.poll(() => sidebarWidth(page)).toBe(220);
    expect(await cookie(context, 'sidebarStatus')).toBe('1');
  });

  it('settings drawer: theme colour, tags view, fixed header and sidebar logo apply at once and survive a reload', async () => {
    await page.goto('/exhibit-info/index');
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('tags-view').count()).toBe(0);
    expect(await page.getByTestId('sidebar-logo').count()).toBe(1);
    expect(await page.getByTestId('app-header').evaluate((el) => getComputedStyle(el).position)).toBe('relative');

    await page.getByTestId('settings-open').click();
    await page.getByTestId('settings-drawer').waitFor();
    expect(await page.locator('[data-testid="theme-swatch"]').count()).toBe(8);
    expect(await page.locator('[data-testid="theme-swatch"][aria-checked="true"]').getAttribute('data-colour')).toBe('#177ddc');
    await page.locator('[data-testid="theme-swatch"][data-colour="#6959cd"]').click();
    await page.locator('[data-testid="setting-tagsView"] [data-part="control"]').click();
    await page.locator('[data-testid="setting-fixedHeader"] [data-part="control"]').click();
    await page.locator('[data-testid="setting-sidebarLogo"] [data-part="control"]').click();
    await page.screenshot({ path: screenshotPath('layout-settings-drawer-zh'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });

    const activeBg = () => page.locator('[data-testid="menu-entry"] > a[aria-current="page"]').evaluate((el) => getComputedStyle(el).backgroundColor);
    await expect.poll(activeBg).toBe('rgb(105, 89, 205)');
    await page.getByTestId('tags-view').waitFor();
    expect(await page.getByTestId('sidebar-logo').count()).toBe(0);
    expect(await page.getByTestId('app-header').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');

    await page.reload();
    await page.getByTestId('tags-view').waitFor();
    await expect.poll(activeBg).toBe('rgb(105, 89, 205)');
    expect(await page.getByTestId('sidebar-logo').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('layout-theme-tags-zh'), animations: 'disabled' });

    // Back to the defaults except the tags view, which the next test uses.
    await page.getByTestId('settings-open').click();
    await page.locator('[data-testid="theme-swatch"][data-colour="#177ddc"]').click();
    await page.locator('[data-testid="setting-fixedHeader"] [data-part="control"]').click();
    await page.locator('[data-testid="setting-sidebarLogo"] [data-part="control"]').click();
    await page.keyboard.press('Escape');
    // SPEC.md's #177ddc, darkened just enough to carry white text at 4.5:1 (#1678d3).
    await expect.poll(activeBg).toBe('rgb(22, 120, 211)');
  });

  it('size: medium by default; each size scales the whole page at once, is kept in the size cookie and survives a reload', async () => {
    await page.goto('/exhibit-info/index');
    await page.getByTestId('sidebar').waitFor();
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    const buttonHeight = () => page.getByTestId('settings-open').evaluate((el) => el.getBoundingClientRect().height);
    expect(await rootSize()).toBe('16px');
    expect(await cookie(context, 'size')).toBeUndefined();
    const medium = await buttonHeight();

    const choose = async (size: string) => {
      await page.getByTestId('settings-open').click();
      await page.getByTestId('settings-drawer').waitFor();
      await page.getByTestId('setting-size').locator(`label:has(input[value="${size}"])`).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('settings-drawer').waitFor({ state: 'hidden' });
    };
    for (const [size, px] of [['large', '18px'], ['small', '15px'], ['mini', '14px']] as const) {
      await choose(size);
      await expect.poll(rootSize).toBe(px);
      expect(await cookie(context, 'size')).toBe(size);
    }
    // Controls follow the size: smaller at mini than at medium.
    expect(await buttonHeight()).toBeLessThan(medium);
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await rootSize()).toBe('14px');

    await choose('medium');
    await expect.poll(rootSize).toBe('16px');
    expect(await cookie(context, 'size')).toBe('medium');
    expect(await buttonHeight()).toBe(medium);
  });

  it('tags view: visited pages become tabs; refresh, close, close others and close all; the affix tab stays', async () => {
    await page.reload();
    await page.getByTestId('tags-view').waitFor();
    expect(await tagPaths(page)).toEqual(['/exhibit-info/index']);
    // The affix tab has no close button and its menu cannot close it.
    expect(await page.locator('[data-testid="tag"][data-affix] [data-testid="tag-close"]').count()).toBe(0);

    await openFromMenu(page, null, '/faq/index');
    await openFromMenu(page, '/invoice', '/invoice/list');
    await openFromMenu(page, '/notice', '/notice/requiredReading');
    await openFromMenu(page, '/exhibitionMaterials', '/exhibitionMaterials/conference');
    expect(await tagPaths(page)).toEqual(['/exhibit-info/index', '/faq/index', '/invoice/list', '/notice/requiredReading', '/exhibitionMaterials/conference']);
    await page.screenshot({ path: screenshotPath('layout-tags-view-zh'), animations: 'disabled' });

    // Refresh: the screen is mounted afresh, at the same address.
    await page.getByTestId('catalogue-form').evaluate((el) => el.setAttribute('data-stale', 'yes'));
    await openTagMenu(page, '/exhibitionMaterials/conference');
    await tagMenuItem(page, 'refresh').click();
    await page.locator('[data-testid="catalogue-form"]:not([data-stale])').waitFor();
    expect(pathOf(page)).toBe('/exhibitionMaterials/conference');

    // × on a tab in the background closes it and stays.
    await page.locator('[data-testid="tag"][data-path="/faq/index"] [data-testid="tag-close"]').click();
    expect(await tagPaths(page)).toEqual(['/exhibit-info/index', '/invoice/list', '/notice/requiredReading', '/exhibitionMaterials/conference']);
    expect(pathOf(page)).toBe('/exhibitionMaterials/conference');

    // Close on the tab on screen: the last remaining tab opens.
    await openTagMenu(page, '/exhibitionMaterials/conference');
    await tagMenuItem(page, 'close').click();
    await page.waitForURL(/\/notice\/requiredReading$/);
    expect(await tagPaths(page)).toEqual(['/exhibit-info/index', '/invoice/list', '/notice/requiredReading']);

    // The affix tab's menu cannot close it.
    await openTagMenu(page, '/exhibit-info/index');
    expect(await tagMenuItem(page, 'close').getAttribute('data-disabled')).not.toBeNull();
    // Escape closes it once it has taken the focus: pressed again until it has.
    await expect.poll(async () => {
      await page.keyboard.press('Escape');
      return page.locator('[data-testid="tag-menu"][data-state="open"]').count();
    }, { timeout: 10_000 }).toBe(0);

    // Close others from a background tab: it opens, the affix tab stays.
    await openTagMenu(page, '/invoice/list');
    await tagMenuItem(page, 'closeOthers').click();
    await page.waitForURL(/\/invoice\/list$/);
    expect(await tagPaths(page)).toEqual(['/exhibit-info/index', '/invoice/list']);

    // Close all: only the affix tab, which opens.
    await openTagMenu(page, '/invoice/list');
    await tagMenuItem(page, 'closeAll').click();
    await page.waitForURL(/\/exhibit-info\/index$/);
    expect(await tagPaths(page)).toEqual(['/exhibit-info/index']);

    // Tabs follow the language.
    await switchLanguage(page, 'en');
    expect(await page.getByTestId('tag').allTextContents()).toEqual(['Exhibition information']);
    await switchLanguage(page, 'zh');

    await page.getByTestId('settings-open').click();
    await page.locator('[data-testid="setting-tagsView"] [data-part="control"]').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('tags-view').waitFor({ state: 'detached' });
  });

  it('to-do strip: under the greeting; an unopened item says "go view", opening it goes there and it then says "quick go"', async () => {
    await page.goto('/exhibit-info/index');
    const first = page.getByTestId('todo-item').first();
    await first.waitFor();
    const greeting = await page.getByTestId('welcome').boundingBox();
    const strip = await page.getByTestId('todo-strip').boundingBox();
    expect(strip!.y).toBeGreaterThan(greeting!.y + greeting!.height);
    expect(await first.getByTestId('todo-name').textContent()).toBe('阅读参展须知');
    if ((await first.getAttribute('data-clicked')) === 'false') {
      expect(await first.getByTestId('todo-action').textContent()).toBe('去查看');
    }
    await first.getByTestId('todo-action').click();
    await page.waitForURL(/\/notice\/requiredReading$/);
    await waitForScreen(page, '展前必读');
    // Other pages have no strip.
    expect(await page.getByTestId('todo-strip').count()).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/exhibit-info\/index$/);
    await expect.poll(() => page.getByTestId('todo-item').first().getAttribute('data-clicked')).toBe('true');
    expect(await page.getByTestId('todo-item').first().getByTestId('todo-action').textContent()).toBe('快速前往');
  });

  it('avatar dropdown: change password and add sub-account open their screens; log out asks, then ends the session', async () => {
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-edit-password').click();
    await page.waitForURL(/\/editPassword$/);
    await waitForScreen(page, '修改密码');

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-add-sub-account').click();
    await page.waitForURL(/\/subaccount\/index$/);
    await waitForScreen(page, '子账号管理');
    // "Add sub-account" opens the page with its add dialog.
    await page.getByTestId('subaccount-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('subaccount-dialog').waitFor({ state: 'hidden' });

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('logout-dialog').waitFor();
    await page.screenshot({ path: screenshotPath('layout-logout-dialog-zh'), animations: 'disabled' });
    // Cancelling keeps the session.
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByTestId('logout-dialog').waitFor({ state: 'hidden' });
    expect(await cookie(context, 'Admin-Token')).toBeTruthy();

    const token = await cookie(context, 'Admin-Token');
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').click();
    await page.getByTestId('logout-confirm').click();
    await page.waitForURL(/\/login$/);
    expect(await cookie(context, 'Admin-Token')).toBeUndefined();
    expect(await cookie(context, 'Admin-UserInfo')).toBeUndefined();
    // The server ended it too: the old token no longer works.
    const answer = await fetch(`${portalUrl()}/api/v2/user/info`, { headers: { authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(401);

    await page.goto('/faq/index');
    await page.waitForURL(/\/login\?redirect=%2Ffaq%2Findex$/);
  });
});

describe('mobile mode (390×844)', () => {
  it('the sidebar overlays when opened and closes on navigation', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await logInThroughForm(page, 'exhibitor@demo.test');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.waitFor({ state: 'hidden' });
    expect(await sidebar.getAttribute('data-state')).toBe('closed');
    await page.screenshot({ path: screenshotPath('layout-mobile-closed-zh'), animations: 'disabled' });

    await page.getByTestId('sidebar-toggle').click();
    await sidebar.waitFor({ state: 'visible' });
    await expect.poll(() => sidebarWidth(page)).toBe(220);
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    await page.screenshot({ path: screenshotPath('layout-mobile-open-zh'), animations: 'disabled' });

    await openFromMenu(page, '/notice', '/notice/exhibitionRelatedMaterials');
    await sidebar.waitFor({ state: 'hidden' });
    // The page names itself in its heading: the narrow top bar does not say it a second time.
    await page.getByTestId('page-title').filter({ hasText: '布展资料' }).waitFor();
    await page.getByTestId('breadcrumb-compact').waitFor({ state: 'hidden' });
    expect(await sidebar.getAttribute('data-state')).toBe('closed');
    // The desktop preference was not touched by the drawer.
    expect(await cookie(context, 'sidebarStatus')).toBeUndefined();

    // The backdrop closes it too.
    await page.getByTestId('sidebar-toggle').click();
    await sidebar.waitFor({ state: 'visible' });
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 370, y: 400 } });
    await sidebar.waitFor({ state: 'hidden' });
    // And so does Escape.
    await page.getByTestId('sidebar-toggle').click();
    await sidebar.waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await sidebar.waitFor({ state: 'hidden' });

    await switchLanguage(page, 'en');
    await page.getByTestId('sidebar-toggle').click();
    await sidebar.waitFor({ state: 'visible' });
    await expect.poll(() => sidebarWidth(page)).toBe(220);
    await expect.poll(async () => (await sidebar.boundingBox())?.x).toBe(0);
    await page.screenshot({ path: screenshotPath('layout-mobile-open-en'), animations: 'disabled' });
    await context.close();
  });
});

describe('the guard without a usable session', () => {
  it('a visitor goes to login with the path kept; /redirect/<path> forwards first', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/invoice/list?page=2');
    await page.waitForURL(/\/login\?redirect=%2Finvoice%2Flist%3Fpage%3D2$/);
    await page.goto('/redirect/faq/index');
    await page.waitForURL(/\/login\?redirect=%2Ffaq%2Findex$/);
    // Public screens pass.
    for (const path of ['/bind', '/forget', '/check', '/faqShare', '/auth-redirect', '/404', '/401']) {
      await page.goto(path);
      expect(pathOf(page), path).toBe(path);
    }
    await context.close();
  });

  it('a token the server refuses is cleared, the reason shown, and login keeps the path', async () => {
    const { context, page } = await openPage(browser);
    await context.addCookies([{ name: 'Admin-Token', value: 'not.a.token', url: portalUrl() }]);
    await page.goto('/faq/index');
    await page.waitForURL(/\/login\?redirect=%2Ffaq%2Findex$/);
    await page.locator('input[name="account"]').waitFor();
    await page.getByTestId('toast').first().waitFor();
    expect(await page.getByTestId('toast').first().textContent()).toBe('登录已失效，请重新登录');
    expect(await cookie(context, 'Admin-Token')).toBeUndefined();
    await context.close();
  });

  it('the old hash link #/faqShare opens the shared FAQ without loading any user', async () => {
    const { context, page } = await openPage(browser);
    await logInThroughForm(page, 'sub2@demo.test');
    const userCalls: string[] = [];
    page.on('request', (request) => { if (request.url().includes('/api/v2/user/')) userCalls.push(request.url()); });
    await page.goto('/#/faqShare?id=3');
    await page.waitForURL(/\/faqShare\?id=3$/);
    await waitForScreen(page, '常见问题分享');
    expect(userCalls).toEqual([]);
    await context.close();
  });
});
