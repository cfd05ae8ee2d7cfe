/**
 * SPEC.md §6 in the browser: each demo account, logged in through the form, sees exactly the menu it
 * may see, in Chinese and after switching to English; a forbidden URL typed by hand lands on /401,
 * an unknown one on /404; the avatar dropdown offers what the account may do.
 */
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';
import { logInThroughForm, readMenu, switchLanguage, tokenOf, type MenuNode } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** [route key, Chinese label, English label, children] */
type Entry = [string, string, string, Entry[]?];

const toMenu = (entries: Entry[], locale: 'zh' | 'en'): MenuNode[] =>
  entries.map(([key, zh, en, children]) => ({ key, label: locale === 'zh' ? zh : en, ...(children ? { children: toMenu(children, locale) } : {}) }));

const EXHIBIT_INFO: Entry = ['/exhibit-info/index', '参展信息', 'Exhibition information'];
const NOTICE: Entry = ['/notice', '展会公告', 'Notices', [
  ['/notice/requiredReading', '展前必读', 'Pre-show must-read'],
  ['/notice/exhibitionRelatedMaterials', '布展资料', 'Booth-build materials'],
]];
const MATERIALS: Entry = ['/exhibitionMaterials', '展商资料', 'Exhibitor materials', [
  ['/exhibitionMaterials/conference', '会刊资料', 'Catalogue entry'],
  ['/exhibitionMaterials/exhibition/list', '展品资料申报', 'Exhibit filings'],
  ['/exhibitionMaterials/protocol/list', '展前协议管理', 'Pre-show agreements'],
]];
const SIGNING: Entry = ['/companySigning/index', '经纪公司签约', 'Agency company signing'];
const FAQ: Entry = ['/faq/index', '向主办方提问', 'Ask the organiser'];
const DISPLAY: Entry = ['/exhibitorManagement', '展示资料', 'Display items', [
  ['/exhibitorManagement/product/list', '展示产品', 'Display products'],
  ['/exhibitorManagement/merch/list', '展示周边', 'Display merchandise'],
  ['/exhibitorManagement/project/list', '展示项目', 'Display projects'],
  ['/exhibitorManagement/activity/list', '展示活动', 'Display activities'],
]];
const BOOTH: Entry = ['/ticketBoothManagement/ticketBooth', '展位证件管理', 'Booth tickets', [
  ['/ticketBoothManagement/ticketBooth/list', '证件列表', 'Ticket list'],
  ['/ticketBoothManagement/ticketBooth/detailsList', '证件明细', 'Ticket details'],
  ['/ticketBoothManagement/ticketBooth/bindLogList', '批量绑定记录', 'Batch binding records'],
]];
const UNBIND: Entry = ['/unbindOrder/list', '解绑订单', 'Unbind orders'];
const INVOICE: Entry = ['/invoice', '发票管理', 'Invoices', [
  ['/invoice/list', '开票记录', 'Invoice applications'],
  ['/invoice/writeInvoice', '申请开票', 'Apply for an invoice'],
  ['/invoice/addInvoiceHeader', '发票抬头', 'Invoice headers'],
]];
const GROUP_BUYING: Entry = ['/groupManagement/groupTicket', '团购购票', 'Group buying', [
  ['/groupManagement/groupTicket/list', '团购订单', 'Group orders'],
  ['/groupManagement/groupTicket/buy', '购买团购票', 'Buy group tickets'],
]];
const GROUP_TICKETS: Entry = ['/groupManagement/ticketManagement', '团体票管理', 'Group tickets', [
  ['/groupManagement/ticketManagement/list', '团体票列表', 'Group ticket list'],
  ['/groupManagement/ticketManagement/detailsList', '团体票明细', 'Group ticket details'],
]];
const groupManagement = (...children: Entry[]): Entry => ['/groupManagement', '团体票务', 'Group ticketing', children];

interface Case {
  account: string;
  menu: Entry[];
  /** Where logging in without a redirect lands. */
  landing: string;
  /** URLs of the portal this account may not open. */
  forbidden: string[];
  changePassword: boolean;
  addSubAccount: boolean;
  /** Area-guarded API calls and the HTTP status the server answers this account (SPEC.md §6). */
  api: [string, number][];
}

const CASES: Case[] = [
  {
    account: 'exhibitor@demo.test',
    menu: [EXHIBIT_INFO, NOTICE, MATERIALS, SIGNING, FAQ, DISPLAY, BOOTH, UNBIND, INVOICE],
    landing: '/exhibit-info/index',
    // No group flag: group management is not this account's.
    forbidden: ['/groupManagement/groupTicket/list', '/groupManagement/ticketManagement/list'],
    changePassword: true,
    addSubAccount: true,
    api: [['/v4/invoice/header', 200], ['/v4/exhibitor/company', 200]],
  },
  {
    account: 'sub@demo.test',
    menu: [NOTICE, BOOTH, UNBIND],
    landing: '/notice/requiredReading',
    forbidden: ['/exhibit-info/index', '/subaccount/index', '/faq/record'],
    changePassword: true,
    addSubAccount: false,
    api: [['/v4/invoice/header', 403], ['/v4/exhibitor/company', 403]],
  },
  {
    account: 'sub2@demo.test',
    menu: [EXHIBIT_INFO, NOTICE],
    landing: '/exhibit-info/index',
    forbidden: ['/ticketBoothManagement/ticketBooth/list', '/unbindOrder/list', '/exhibitionMaterials/exhibition/edit'],
    changePassword: true,
    addSubAccount: false,
    api: [['/v4/invoice/header', 403], ['/v4/exhibitor/company', 200]],
  },
  {
    account: 'group@demo.test',
    menu: [groupManagement(GROUP_BUYING, GROUP_TICKETS), INVOICE],
    landing: '/groupManagement/groupTicket/list',
    forbidden: ['/exhibit-info/index', '/editPassword', '/notice/requiredReading'],
    changePassword: false,
    addSubAccount: false,
    api: [['/v4/invoice/header', 200], ['/v4/exhibitor/company', 403]],
  },
  {
    account: 'groupbuy@demo.test',
    menu: [groupManagement(GROUP_BUYING), INVOICE],
    landing: '/groupManagement/groupTicket/list',
    forbidden: ['/groupManagement/ticketManagement/list', '/exhibit-info/index', '/editPassword'],
    changePassword: false,
    addSubAccount: false,
    api: [['/v4/invoice/header', 200], ['/v4/exhibitor/company', 403]],
  },
];

const shortName = (account: string): string => account.split('@')[0] ?? account;

describe.each(CASES)('$account', ({ account, menu, landing, forbidden, changePassword, addSubAccount, api }) => {
  it('sees exactly its menu in both languages and its avatar dropdown; forbidden URLs give /401, unknown ones /404', async () => {
    const { context, page } = await openPage(browser);
    await logInThroughForm(page, account);
    expect(new URL(page.url()).pathname).toBe(landing);

    expect(await readMenu(page)).toEqual(toMenu(menu, 'zh'));
    await page.screenshot({ path: screenshotPath(`shell-${shortName(account)}-zh`), fullPage: true, animations: 'disabled' });

    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-logout').waitFor();
    expect(await page.getByTestId('menu-edit-password').count()).toBe(changePassword ? 1 : 0);
    expect(await page.getByTestId('menu-add-sub-account').count()).toBe(addSubAccount ? 1 : 0);
    await page.keyboard.press('Escape');

    // Typed by hand: a full page load, so the guard loads the session afresh each time.
    for (const path of forbidden) {
      await page.goto(path);
      await page.waitForURL(/\/401$/);
      await page.getByTestId('status-screen').waitFor();
    }
    await page.screenshot({ path: screenshotPath(`shell-${shortName(account)}-401`), animations: 'disabled' });

    // A hidden menu is not a permission: the server refuses the area's API by the same rules.
    const token = await tokenOf(context);
    for (const [path, status] of api) {
      const response = await fetch(`${portalUrl()}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, `${account} GET ${path}`).toBe(status);
    }
    await page.goto('/no/such/screen');
    await page.waitForURL(/\/404$/);
    // Below a screen the account may open, but not a screen of the portal: unknown too.
    await page.goto(`${landing}/nothing-here`);
    await page.waitForURL(/\/404$/);
    // "Back to home" takes the account to its own first screen.
    await page.getByRole('link', { name: '返回首页' }).click();
    await page.waitForURL((url) => url.pathname === landing);
    await page.getByTestId('sidebar').waitFor();

    await switchLanguage(page, 'en');
    expect(await readMenu(page)).toEqual(toMenu(menu, 'en'));
    await expect(page.title()).resolves.toMatch(/ - Exhibitor Service Portal$/);
    await page.screenshot({ path: screenshotPath(`shell-${shortName(account)}-en`), fullPage: true, animations: 'disabled' });
    await context.close();
  });
});

describe('an account that must bind a contact first (answers 11013)', () => {
  it('is sent to verify a phone or e-mail and gets no session, so no menu', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    // Not newbie@demo.test: the accounts test binds that one for good.
    await page.locator('input[name="account"]').fill('firstlogin@demo.test');
    await page.locator('input[name="password"]').fill('Expo2026!');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname === '/check');
    expect((await context.cookies()).some((cookie) => cookie.name === 'Admin-Token')).toBe(false);
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('shell-newbie-zh'), animations: 'disabled' });
    await page.goto('/exhibit-info/index');
    await page.waitForURL(/\/login\?redirect=%2Fexhibit-info%2Findex$/);
    await context.close();
  });
});
