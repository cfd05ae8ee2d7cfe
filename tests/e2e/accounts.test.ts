/**
 * Every way into the portal besides the password (issue 7), in a real browser against the real
 * server: login by a code read from the development outbox, a forgotten password reset and used,
 * newbie@demo.test's 11013 flow (/check → /bind → logged in), and a change of password that leaves
 * the old token refused.
 *
 * Accounts: exhibitor@demo.test only logs in by code (nothing changes); sub2@demo.test gets a new
 * password by e-mail and the demo password back by phone, so other files still log in with it;
 * newbie@demo.test ends bound (it answers 11013 no more: nothing can undo a binding), with the demo
 * password set on /bind and set back after the change on /editPassword.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { tokenOf, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** The code of the newest message the outbox "sent" to `target`; waits for it to arrive. */
async function latestCode(target: string, after = 0): Promise<string> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${portalUrl()}/api/dev/outbox?target=${encodeURIComponent(target)}`);
    const answer = await response.json() as { code: number; data: { list: { id: number; body: string }[] } };
    const newest = answer.data.list[0];
    const code = newest && newest.id > after ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code in the outbox for ${target}`);
}

/** Id of the newest outbox message to `target` (0 when none): a later code is told apart by it. */
async function newestOutboxId(target: string): Promise<number> {
  const response = await fetch(`${portalUrl()}/api/dev/outbox?target=${encodeURIComponent(target)}`);
  const answer = await response.json() as { data: { list: { id: number }[] } };
  return answer.data.list[0]?.id ?? 0;
}

async function userInfoStatus(token: string): Promise<number> {
  const response = await fetch(`${portalUrl()}/api/v2/user/info`, { headers: { authorization: `Bearer ${token}` } });
  return response.status;
}

async function english(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'language', value: 'en', url: portalUrl() }]);
}

/** Fills account and asks for a code; resolves with the code the outbox got. */
async function sendCodeTo(page: Page, account: string): Promise<string> {
  const before = await newestOutboxId(account);
  await page.locator('input[name="account"]').fill(account);
  await page.getByTestId('send-code').click();
  await page.getByTestId('code-note').waitFor({ timeout: 8000 }).catch(async (error: unknown) => {
    await page.screenshot({ path: screenshotPath('accounts-send-code-failed') });
    throw error;
  });
  return latestCode(account, before);
}

describe('login by verification code', () => {
  it('checks the account, sends a code, counts down, says so on 11011, and logs in (English)', async () => {
    const { context, page } = await openPage(browser);
    await english(page);
    await page.goto('/login?redirect=%2Fexhibit-info%2Findex');
    await page.getByRole('tab', { name: 'Verification code' }).click();

    // Not a phone or e-mail: the send button refuses and says why.
    await page.locator('input[name="account"]').fill('startrail');
    await page.getByTestId('send-code').click();
    await expect(page.getByTestId('account-error').textContent()).resolves.toBe('Please enter a correct mobile number or e-mail address');
    // The code is required.
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('code-error').textContent()).resolves.toBe('Please enter the verification code');

    const code = await sendCodeTo(page, 'exhibitor@demo.test');
    expect(await page.getByTestId('code-note').getAttribute('data-kind')).toBe('sent');
    await expect(page.getByTestId('send-code').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('send-code').textContent()).resolves.toMatch(/^Again in \d+ s$/);
    await page.screenshot({ path: screenshotPath('accounts-code-login-en') });

    // A second page asks again within the minute: 11011, no new code, a gentle note and the server's countdown.
    const again = await context.newPage();
    await again.goto('/login');
    await again.getByRole('tab', { name: 'Verification code' }).click();
    await again.locator('input[name="account"]').fill('exhibitor@demo.test');
    await again.getByTestId('send-code').click();
    await again.locator('[data-testid="code-note"][data-kind="already-sent"]').waitFor();
    await expect(again.getByTestId('code-note').textContent()).resolves.toContain('A code was already sent');
    await expect(again.getByTestId('send-code').isDisabled()).resolves.toBe(true);
    await again.screenshot({ path: screenshotPath('accounts-code-already-sent-en') });
    await again.close();

    // A wrong code: the server's message, and everything typed stays.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.locator('input[name="code"]').fill(wrong);
    await page.locator('button[type="submit"]').click();
    await page.getByText('The verification code is wrong or has expired').first().waitFor();
    expect(await page.locator('input[name="account"]').inputValue()).toBe('exhibitor@demo.test');

    await page.locator('input[name="code"]').fill(code);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/exhibit-info\/index$/);
    await page.getByTestId('sidebar').waitFor({ state: 'attached' });
    await tokenOf(context);
    await context.close();
  });
});

describe('forgotten password', () => {
  const NEW_PASSWORD = 'Sub2#Reset2026';

  it('proves the account by code, checks the new password, logs in with it, and can set it back (Chinese)', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByTestId('forgot-password').click();
    await page.waitForURL(/\/forget$/);
    await waitForScreen(page, '找回密码');
    expect(await page.getByTestId('steps').getAttribute('data-current')).toBe('0');

    const code = await sendCodeTo(page, 'sub2@demo.test');
    await page.locator('input[name="code"]').fill(code);
    await page.screenshot({ path: screenshotPath('accounts-forget-step1-zh') });
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-testid="steps"][data-current="1"]').waitFor();
    // The reset token is in sessionStorage, not in the address.
    expect(page.url()).not.toMatch(/token/i);

    // The rules of SPEC.md §5, under the fields, on blur and on submit.
    await page.locator('input[name="password"]').fill('abcdefgh');
    await page.locator('input[name="password"]').blur();
    await expect(page.getByTestId('password-error').textContent()).resolves.toBe('密码须为 8 至 16 位，且包含大写字母、小写字母、数字、特殊字符中的至少三种');
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="password_confirm"]').fill(`${NEW_PASSWORD}x`);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByTestId('password_confirm-error').textContent()).resolves.toBe('两次输入密码不一致，请重新输入');
    expect(await page.getByTestId('password-error').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('accounts-forget-step2-zh') });

    await page.locator('input[name="password_confirm"]').fill(NEW_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !['/forget', '/login'].includes(url.pathname));
    await page.getByTestId('sidebar').waitFor({ state: 'attached' });
    await tokenOf(context);
    await context.close();

    // The new password works at the login form; the demo one no longer does.
    const second = await openPage(browser);
    await second.page.goto('/login');
    await second.page.locator('input[name="account"]').fill('sub2@demo.test');
    await second.page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await second.page.locator('button[type="submit"]').click();
    await second.page.getByText('密码错误，请重新输入').first().waitFor();
    await second.page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await second.page.locator('button[type="submit"]').click();
    await second.page.waitForURL((url) => url.pathname !== '/login');
    await second.page.getByTestId('sidebar').waitFor({ state: 'attached' });
    await second.context.close();

    // Set back through the same flow by the account's phone (another target, so no wait for the limit).
    const third = await openPage(browser);
    await third.page.goto('/forget');
    const phoneCode = await sendCodeTo(third.page, '13800000003');
    await third.page.locator('input[name="code"]').fill(phoneCode);
    await third.page.locator('button[type="submit"]').click();
    await third.page.locator('[data-testid="steps"][data-current="1"]').waitFor();
    await third.page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await third.page.locator('input[name="password_confirm"]').fill(DEMO_PASSWORD);
    await third.page.locator('button[type="submit"]').click();
    await third.page.waitForURL((url) => !['/forget', '/login'].includes(url.pathname));
    await third.context.close();
  });
});

describe('renew@demo.test: must set a new password first (11016)', () => {
  it('is led from the login straight to the new-password step and lands logged in with the new password', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.locator('input[name="account"]').fill('renew@demo.test');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.locator('[data-testid="steps"][data-current="1"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/forget');
    expect((await context.cookies()).some((cookie) => cookie.name === 'Admin-Token')).toBe(false);
    await page.screenshot({ path: screenshotPath('accounts-set-password-zh') });
    const renewed = 'Renew#2026pass';
    await page.locator('input[name="password"]').fill(renewed);
    await page.locator('input[name="password_confirm"]').fill(renewed);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !['/forget', '/login'].includes(url.pathname));
    await page.getByTestId('sidebar').waitFor({ state: 'attached' });
    await context.close();

    // The old password is gone; the new one opens a session without the step.
    const login = (password: string) => fetch(`${portalUrl()}/api/v2/login/account`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'renew@demo.test', password }),
    }).then((response) => response.json() as Promise<{ code: number }>);
    expect((await login(DEMO_PASSWORD)).code).toBe(2002);
    expect((await login(renewed)).code).toBe(1);
  });
});

describe('newbie@demo.test: verify and bind a phone (11013), then change the password', () => {
  const PHONE = '13900000077';
  // The demo password: once bound, newbie still logs in as every demo account does.
  const BIND_PASSWORD = DEMO_PASSWORD;
  const CHANGED_PASSWORD = 'Newbie#Changed26';

  it('explains /check and /bind opened without a login, and links back to it', async () => {
    const { context, page } = await openPage(browser);
    await english(page);
    await page.goto('/bind');
    await page.getByTestId('missing-ticket').waitFor();
    await expect(page.getByTestId('missing-ticket').textContent()).resolves.toContain('No verification in progress');
    await page.screenshot({ path: screenshotPath('accounts-bind-missing-en') });
    await page.getByTestId('back-to-login').click();
    await page.waitForURL(/\/login$/);
    await context.close();
  });

  it('logs in, is led through /check and /bind, lands logged in, changes the password and the old token is refused (English)', async () => {
    const { context, page } = await openPage(browser);
    await english(page);
    await page.goto('/login');
    await page.locator('input[name="account"]').fill('newbie@demo.test');
    await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/check$/);
    await waitForScreen(page, 'Verify your phone or e-mail');
    expect((await context.cookies()).some((cookie) => cookie.name === 'Admin-Token')).toBe(false);
    expect(page.url()).not.toMatch(/token/i);

    const code = await sendCodeTo(page, PHONE);
    await page.locator('input[name="code"]').fill(code);
    await page.screenshot({ path: screenshotPath('accounts-check-en') });
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/bind$/);
    await waitForScreen(page, 'Bind a phone or e-mail');
    await expect(page.getByTestId('bind-account').textContent()).resolves.toMatch(/139/);

    await page.locator('input[name="password"]').fill(BIND_PASSWORD);
    await page.locator('input[name="password_confirm"]').fill('something else');
    await page.locator('input[name="password_confirm"]').blur();
    await expect(page.getByTestId('password_confirm-error').textContent()).resolves.toBe('The two passwords do not match, please re-enter');
    await page.screenshot({ path: screenshotPath('accounts-bind-en') });
    await page.locator('input[name="password_confirm"]').fill(BIND_PASSWORD);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !['/bind', '/check', '/login'].includes(url.pathname));
    await page.getByTestId('sidebar').waitFor({ state: 'attached' });
    const oldToken = await tokenOf(context);
    expect(await userInfoStatus(oldToken)).toBe(200);

    // Change password from the avatar dropdown (account_type 1).
    await page.getByTestId('avatar-menu').click();
    await page.getByTestId('menu-edit-password').click();
    await page.waitForURL(/\/editPassword$/);
    await waitForScreen(page, 'Change password');
    await page.locator('input[name="password2"]').fill('12345');
    await page.locator('input[name="password2"]').blur();
    await expect(page.getByTestId('password2-error').textContent()).resolves.toBe('Length must be 6 to 18 characters');
    await page.getByTestId('edit-password-submit').click();
    await expect(page.getByTestId('password1-error').textContent()).resolves.toBe('Please enter the password');
    await page.screenshot({ path: screenshotPath('accounts-edit-password-errors-en') });

    await page.locator('input[name="password1"]').fill(BIND_PASSWORD);
    await page.locator('input[name="password2"]').fill(CHANGED_PASSWORD);
    await page.getByTestId('edit-password-submit').click();
    await page.getByText('Password changed; other devices have been logged out').first().waitFor();
    await page.screenshot({ path: screenshotPath('accounts-edit-password-done-en') });
    const newToken = await tokenOf(context);
    expect(newToken).not.toBe(oldToken);
    expect(await userInfoStatus(oldToken)).toBe(401);
    expect(await userInfoStatus(newToken)).toBe(200);

    // The page stays usable with the fresh token, and the new password is the one that logs in.
    expect(new URL(page.url()).pathname).toBe('/editPassword');
    expect(await page.locator('input[name="password1"]').inputValue()).toBe('');
    const next = await openPage(browser);
    await next.page.goto('/login');
    await next.page.locator('input[name="account"]').fill(PHONE);
    await next.page.locator('input[name="password"]').fill(CHANGED_PASSWORD);
    await next.page.locator('button[type="submit"]').click();
    await next.page.waitForURL((url) => url.pathname !== '/login');
    await next.page.getByTestId('sidebar').waitFor({ state: 'attached' });
    await next.context.close();

    // Set back on the same page, with the fresh token: the demo password again.
    await page.locator('input[name="password1"]').fill(CHANGED_PASSWORD);
    await page.locator('input[name="password2"]').fill(DEMO_PASSWORD);
    await page.getByTestId('edit-password-submit').click();
    await expect.poll(() => tokenOf(context)).not.toBe(newToken);
    expect(await userInfoStatus(newToken)).toBe(401);
    expect(await userInfoStatus(await tokenOf(context))).toBe(200);
    await context.close();
  });
});
