/**
 * Sub-accounts in a real browser (issue 7): exhibitor@demo.test opens the avatar menu's "add
 * sub-account", adds the registered demo user staff1@demo.test with the FAQ and booth-ticket
 * authorities (an unknown account is refused first, keeping what was typed); staff1
 * logs in elsewhere and its menu and API follow the authorities, and follow them again after an
 * edit; the organiser's limit refuses one more; removing it ends its session. Chinese first, then
 * English.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { logInThroughForm, logInTo, readMenu, switchLanguage, tokenOf, waitForScreen, type MenuNode } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';
import { closeToasts, tableSettled } from './ticket-helpers';

const PAGE = '/subaccount/index';
const zh = JSON.parse(readFileSync('locales/zh.json', 'utf8')) as Record<string, string>;
const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;

let browser: Browser;
let owner: { context: BrowserContext; page: Page };
let staff: { context: BrowserContext; page: Page };

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => {
  // Leave the organiser's default for the files that follow.
  if (owner) await setLimit(owner.context.request, 5).catch(() => undefined);
  await browser?.close();
});

/** With a dialog open the toasts stay: clicking one's close button would dismiss the dialog too. */
async function shot(page: Page, name: string, { dialogOpen = false } = {}) {
  if (!dialogOpen) await closeToasts(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true, animations: 'disabled' });
}

async function bearer(request: APIRequestContext, account: string): Promise<string> {
  const response = await request.post('/api/v2/login/account', { data: { account, password: DEMO_PASSWORD } });
  const body = await response.json() as { code: number; data: { jwt: string } };
  expect(body.code).toBe(1);
  return `Bearer ${body.data.jwt}`;
}

async function setLimit(request: APIRequestContext, value: number): Promise<void> {
  const response = await request.put('/api/organiser/settings/sub_account_limit', {
    headers: { authorization: await bearer(request, 'organiser@demo.test') }, data: { value },
  });
  expect((await response.json() as { code: number }).code).toBe(1);
}

/** Status and code of an API call made with the browser context's session token. */
async function apiAs(context: BrowserContext, path: string): Promise<{ status: number; code: number }> {
  const response = await context.request.get(path, { headers: { authorization: `Bearer ${await tokenOf(context)}` } });
  return { status: response.status(), code: (await response.json() as { code: number }).code };
}

const menuKeys = (nodes: MenuNode[]): string[] => nodes.flatMap((node) => [node.key, ...menuKeys(node.children ?? [])]);

const row = (page: Page, name: string) => page.getByTestId('data-row').filter({ hasText: name });

/** Ticks exactly these authorities, one box after the other as a quick hand would. */
async function chooseAuthorities(page: Page, labels: Record<string, string>, ids: number[]) {
  const dialog = page.getByTestId('subaccount-dialog');
  for (let id = 1; id <= 8; id++) {
    const box = dialog.locator('label').filter({ hasText: new RegExp(`^${labels[`authority.${id}`]}$`) });
    const wanted = ids.includes(id) ? 'checked' : 'unchecked';
    if ((await box.getAttribute('data-state')) === wanted) continue;
    await box.click();
  }
  for (let id = 1; id <= 8; id++) {
    const wanted = ids.includes(id) ? 'checked' : 'unchecked';
    await dialog.locator(`label[data-state="${wanted}"]`).filter({ hasText: new RegExp(`^${labels[`authority.${id}`]}$`) }).waitFor();
  }
}

describe('sub-accounts', () => {
  it('adds a registered user from the avatar menu, refusing an unknown one first and keeping what was typed (zh)', async () => {
    owner = await openPage(browser);
    await logInThroughForm(owner.page, 'exhibitor@demo.test');
    const { page } = owner;
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-add-sub-account').click();
    await page.waitForURL((url) => url.pathname === PAGE);
    await waitForScreen(page, zh['subaccount.title']!);
    await tableSettled(page, 'subaccount-table');
    expect(await page.getByTestId('data-row').count()).toBe(2);
    await expect(page.getByTestId('subaccount-usage').textContent()).resolves.toBe('已添加 2 / 5 个');
    await expect(row(page, '王芳').textContent()).resolves.toContain('138****0002');
    // The avatar menu's "Add sub-account" opens the add dialog over the list.
    const dialog = page.getByTestId('subaccount-dialog');
    await dialog.waitFor();
    await shot(page, 'subaccounts-list-zh');

    await dialog.locator('#root_account').fill('nobody@demo.test');
    await dialog.locator('#root_real_name').fill('周婷');
    await chooseAuthorities(page, zh, [4, 6]);
    await dialog.locator('button[type="submit"]').click();
    // On the account field, in the server's words.
    await expect(dialog.locator('#root_account__error').textContent()).resolves.toBe('用户不存在');
    // Refused: everything typed is still there.
    await expect(dialog.locator('#root_real_name').inputValue()).resolves.toBe('周婷');
    await expect(dialog.locator('label[data-state="checked"]').count()).resolves.toBe(2);
    await shot(page, 'subaccounts-unknown-user-zh', { dialogOpen: true });

    await expect(dialog.locator('#root_account').inputValue()).resolves.toBe('nobody@demo.test');
    await dialog.locator('#root_account').fill('staff1@demo.test');
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, '周婷').waitFor();
    await expect(row(page, '周婷').getByTestId('cell-authorities').textContent()).resolves.toBe(`${zh['authority.4']}${zh['authority.6']}`);
    await expect(page.getByTestId('subaccount-usage').textContent()).resolves.toBe('已添加 3 / 5 个');
    await shot(page, 'subaccounts-added-zh');
  });

  it("shows the new sub-account only what it was given, and its API refuses the rest", async () => {
    staff = await openPage(browser);
    await logInTo(staff.page, '/faq/index', 'staff1@demo.test');
    await staff.page.getByTestId('sidebar').waitFor({ state: 'attached' });
    const keys = menuKeys(await readMenu(staff.page));
    expect(keys.some((key) => key.startsWith('/ticketBoothManagement'))).toBe(true);
    expect(keys.some((key) => key.startsWith('/faq'))).toBe(true);
    expect(keys.some((key) => key.startsWith('/invoice'))).toBe(false);
    expect(keys.some((key) => key.startsWith('/exhibit-info'))).toBe(false);
    await staff.page.getByTestId('avatar-menu').click();
    await staff.page.getByTestId('menu-logout').waitFor();
    expect(await staff.page.getByTestId('menu-add-sub-account').count()).toBe(0);
    await staff.page.keyboard.press('Escape');

    expect(await apiAs(staff.context, '/api/v4/ticket/booth/allocation')).toEqual({ status: 200, code: 1 });
    expect(await apiAs(staff.context, '/api/v4/invoice/header')).toEqual({ status: 403, code: 1003 });
    expect(await apiAs(staff.context, '/api/v2/subaccount')).toEqual({ status: 403, code: 1003 });
    await switchLanguage(staff.page, 'en');
    await shot(staff.page, 'subaccounts-staff-menu-en');
  });

  it("follows an edit of the authorities on the sub-account's next request", async () => {
    const { page } = owner;
    await row(page, '周婷').getByTestId('row-edit').click();
    const dialog = page.getByTestId('subaccount-dialog');
    await expect(dialog.locator('#root_account').getAttribute('readonly')).resolves.not.toBeNull();
    await expect(dialog.locator('#root_account').inputValue()).resolves.toBe('138****0011');
    await chooseAuthorities(page, zh, [4, 7]);
    await shot(page, 'subaccounts-edit-zh', { dialogOpen: true });
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, '周婷').getByTestId('cell-authorities').filter({ hasText: zh['authority.7']! }).waitFor();

    expect(await apiAs(staff.context, '/api/v4/ticket/booth/allocation')).toEqual({ status: 403, code: 1003 });
    expect(await apiAs(staff.context, '/api/v4/invoice/header')).toEqual({ status: 200, code: 1 });
    await staff.page.reload();
    await waitForScreen(staff.page, en['faq.ask.title']!);
    const keys = menuKeys(await readMenu(staff.page));
    expect(keys.some((key) => key.startsWith('/invoice'))).toBe(true);
    expect(keys.some((key) => key.startsWith('/ticketBoothManagement'))).toBe(false);
  });

  it('refuses one more than the limit, in the form and then on the button (zh, en)', async () => {
    const { page, context } = owner;
    await page.getByTestId('add-subaccount').click();
    const dialog = page.getByTestId('subaccount-dialog');
    await dialog.locator('#root_account').fill('staff2@demo.test');
    await dialog.locator('#root_real_name').fill('孙浩');
    await chooseAuthorities(page, zh, [1]);
    // The organiser lowers the limit while the form is open.
    await setLimit(context.request, 3);
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.getByTestId('subaccount-refusal').textContent()).resolves.toBe('子账号已达上限（3 个）');
    await expect(dialog.locator('#root_account').inputValue()).resolves.toBe('staff2@demo.test');
    await shot(page, 'subaccounts-limit-refused-zh', { dialogOpen: true });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.reload();
    await tableSettled(page, 'subaccount-table');
    await expect(page.getByTestId('add-subaccount').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('subaccount-usage').textContent()).resolves.toBe('已添加 3 / 3 个');
    await expect(page.getByTestId('subaccount-limit-hint').textContent()).resolves.toBe('子账号数量已达上限（3 个），删除一个后才能再添加');
    await switchLanguage(page, 'en');
    await waitForScreen(page, en['subaccount.title']!);
    await expect(page.getByTestId('subaccount-usage').textContent()).resolves.toBe('3 / 3 used');
    await expect(page.getByTestId('subaccount-limit-hint').textContent()).resolves.toBe('The limit of 3 sub-accounts is reached: remove one to add another');
    await shot(page, 'subaccounts-limit-en');
  });

  it('removes the sub-account after a confirmation and ends its session (en)', async () => {
    const { page } = owner;
    await row(page, '周婷').getByTestId('row-remove').click();
    const confirm = page.getByTestId('subaccount-remove-dialog');
    await expect(confirm.textContent()).resolves.toContain('Remove the sub-account “周婷”?');
    await shot(page, 'subaccounts-remove-en', { dialogOpen: true });
    await page.getByTestId('subaccount-remove-confirm').click();
    await confirm.waitFor({ state: 'hidden' });
    await row(page, '周婷').waitFor({ state: 'detached' });
    await expect(page.getByTestId('add-subaccount').isDisabled()).resolves.toBe(false);
    await expect(page.getByTestId('subaccount-usage').textContent()).resolves.toBe('2 / 3 used');
    expect(await apiAs(staff.context, '/api/v2/user/info')).toEqual({ status: 401, code: 1002 });
    await shot(page, 'subaccounts-removed-en');
    await staff.context.close();
    await setLimit(owner.context.request, 5);
    await owner.context.close();
  });

  it("lists the exhibitor's team on the landing page; only the main account is led on to manage it", async () => {
    const main = await openPage(browser);
    await logInTo(main.page, '/exhibit-info/index');
    const team = main.page.getByTestId('team-card');
    await team.getByTestId('team-member').first().waitFor();
    // The main account leads, with everything; the sub-accounts follow with what each was given.
    await expect(team.getByTestId('team-member').first().getAttribute('data-sub')).resolves.toBe('0');
    await expect(team.getByTestId('team-member').first().textContent()).resolves.toContain('李明');
    await team.getByTestId('team-member').filter({ hasText: '张伟' }).getByText('参展信息').waitFor();
    await team.getByTestId('team-manage').click();
    await main.page.waitForURL((url) => url.pathname === '/subaccount/index');
    await main.context.close();

    const sub = await openPage(browser);
    await logInTo(sub.page, '/exhibit-info/index', 'sub2@demo.test');
    await sub.page.getByTestId('team-card').getByTestId('team-member').filter({ hasText: '李明' }).waitFor();
    await expect(sub.page.getByTestId('team-manage').count()).resolves.toBe(0);
    await sub.context.close();
  });
});
