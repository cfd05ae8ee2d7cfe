/** The first thing every user does: open the portal, log in by password, land on exhibition information. */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

async function fillLogin(page: Page, account: string, password: string) {
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

describe('login by password', () => {
  it('shows the Chinese login page by default and keeps the requested path', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/exhibit-info/index');
    await page.waitForURL(/\/login\?redirect=%2Fexhibit-info%2Findex$/);
    await expect(page.title()).resolves.toContain('展商服务平台');
    await page.locator('input[name="account"]').waitFor();
    await page.screenshot({ path: screenshotPath('login-zh') });
    await context.close();
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await fillLogin(page, 'exhibitor@demo.test', 'not-the-password');
    await page.getByText('密码错误，请重新输入').first().waitFor();
    expect(await page.locator('input[name="account"]').inputValue()).toBe('exhibitor@demo.test');
    expect(page.url()).toMatch(/\/login/);
    await page.screenshot({ path: screenshotPath('login-wrong-password-zh') });
    await context.close();
  });

  it('logs exhibitor@demo.test in by typing into the form and lands on /exhibit-info/index', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await page.waitForURL(/\/login/);
    await fillLogin(page, '  exhibitor@demo.test  ', DEMO_PASSWORD);
    await page.waitForURL(/\/exhibit-info\/index$/);
    await expect(page.getByTestId('exhibitor-name').textContent()).resolves.toContain('星游互动娱乐有限公司');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'Admin-Token')?.value).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.screenshot({ path: screenshotPath('landing-zh'), fullPage: true });

    // A logged-in user who opens /login goes back to the portal.
    await page.goto('/login');
    await page.waitForURL(/\/exhibit-info\/index$/);
    await context.close();
  });

  it('works in English, with the server message translated', async () => {
    const { context, page } = await openPage(browser);
    await context.addCookies([{ name: 'language', value: 'en', url: portalUrl() }]);
    await page.goto('/login');
    await fillLogin(page, 'exhibitor@demo.test', 'not-the-password');
    await page.getByText('Wrong password, please try again').first().waitFor();
    await page.screenshot({ path: screenshotPath('login-wrong-password-en') });
    await fillLogin(page, 'exhibitor@demo.test', DEMO_PASSWORD);
    await page.waitForURL(/\/exhibit-info\/index$/);
    await expect(page.getByTestId('exhibitor-name').textContent()).resolves.toContain('Star Trail Interactive Entertainment');
    await page.screenshot({ path: screenshotPath('landing-en'), fullPage: true });
    await context.close();
  });

  it('tells an unknown account so', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await fillLogin(page, 'nobody@demo.test', DEMO_PASSWORD);
    await page.getByText('账号不存在，请确认您的登录账号').first().waitFor();
    await context.close();
  });
});

describe('a third-party login window (/auth-redirect)', () => {
  it('hands its query to the portal window that opened it through localStorage and closes', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.locator('input[name="account"]').waitFor();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.evaluate(() => { window.open('/auth-redirect?code=abc123&state=s1', 'sso'); }),
    ]);
    await popup.waitForEvent('close');
    expect(await page.evaluate(() => window.localStorage.getItem('x-admin-oauth-code'))).toBe('code=abc123&state=s1');
    await context.close();
  });

  it('opened with nothing to hand back, it says so and offers the way to login', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/auth-redirect');
    const outcome = page.getByTestId('auth-redirect-outcome');
    await outcome.waitFor();
    expect(await outcome.getAttribute('data-outcome')).toBe('nothing');
    expect(await outcome.textContent()).toBe('这里没有待交回的登录结果。请从门户的登录页登录。');
    expect(await page.evaluate(() => window.localStorage.getItem('x-admin-oauth-code'))).toBeNull();
    await page.getByRole('link', { name: '返回登录' }).click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });
});
