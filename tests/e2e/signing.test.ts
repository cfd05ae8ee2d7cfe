/**
 * Brokerage signing in a real browser as exhibitor@demo.test: read a company's terms, fill the request
 * form, agree and confirm, see "waiting for review"; the organiser approves through its API and the
 * open page follows live. In English: sign and cancel from the records; a rejection shows its reason.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganiserSigningRecord } from '../../src/shared/signing';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

const PATH = '/companySigning/index';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** Calls the API as the organiser's staff tools would. */
async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ code: number; message: string; data: T }> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: 'language=en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<{ code: number; message: string; data: T }>;
}
const organiserToken = async () => (await api<{ jwt: string }>('POST', '/v2/login/account', { account: 'organiser@demo.test', password: DEMO_PASSWORD })).data.jwt;

/** The organiser decides the waiting signing with this company (named in Chinese). */
async function decide(company: string, decision: { decision: 'approve' } | { decision: 'reject'; reason: string }): Promise<void> {
  const token = await organiserToken();
  const waiting = await api<{ list: OrganiserSigningRecord[] }>('GET', '/organiser/signing?status=0&limit=100', undefined, token);
  const record = waiting.data.list.find((each) => each.company_name === company && each.exhibitor_name_en.startsWith('Star Trail'));
  expect(record, `waiting signing with ${company}`).toBeTruthy();
  const answer = await api('POST', `/organiser/signing/${record!.id}/review`, decision, token);
  expect(answer.code, answer.message).toBe(1);
}

/** Closes the toasts, so a screenshot shows the page under them. */
async function closeToasts(page: Page): Promise<void> {
  const toasts = '[data-scope="toast"][data-part="root"]';
  await page.evaluate((selector) => document.querySelectorAll<HTMLElement>(`${selector} [data-part="close-trigger"]`).forEach((button) => button.click()), toasts);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, toasts, { timeout: 10_000 });
}

const card = (page: Page, name: string): Locator => page.getByTestId('company-card').filter({ has: page.getByTestId('company-name').filter({ hasText: name }) });
const cardStatus = (page: Page, name: string, label: string) => card(page, name).getByTestId('company-status').filter({ hasText: label }).waitFor();

/** Opens the sign dialog of a company, fills the form, agrees, sends and confirms. */
async function signWith(page: Page, name: string, words: { terms: string; agreeError: string; confirm: string }, shots?: string): Promise<void> {
  await card(page, name).getByTestId('company-sign').click();
  const dialog = page.getByTestId('sign-dialog');
  const terms = dialog.getByTestId('signing-terms');
  await terms.getByText(words.terms).first().waitFor();
  // The terms are longer than their box: they scroll inside the dialog.
  expect(await terms.evaluate((box) => box.scrollHeight > box.clientHeight)).toBe(true);
  await animationsSettled(page);
  if (shots) await page.screenshot({ path: screenshotPath(`${shots}-dialog`) });

  // Not agreeing is not signing.
  await dialog.locator('#root_contact_name').fill('李明');
  await dialog.locator('#root_contact_phone').fill('13800000001');
  await dialog.locator('button[type="submit"]').click();
  await dialog.getByText(words.agreeError).waitFor();
  if (shots) await page.screenshot({ path: screenshotPath(`${shots}-dialog-error`) });

  await dialog.locator('#root_note').fill('Two streamers at our booth on 1 August');
  await dialog.locator('label:has(#root_agreed)').click();
  await expect(dialog.locator('#root_agreed').isChecked()).resolves.toBe(true);
  // After a refused submit the form checks every change: the message is gone before the next click.
  await dialog.getByText(words.agreeError).waitFor({ state: 'hidden' });
  await dialog.locator('button[type="submit"]').click();
  const confirm = page.getByTestId('sign-confirm-dialog');
  await confirm.getByText(words.confirm).waitFor();
  await animationsSettled(page);
  if (shots) await page.screenshot({ path: screenshotPath(`${shots}-confirm`) });
  await confirm.getByTestId('sign-confirm').click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('brokerage signing', () => {
  it('signs with a company after reading its terms and sees the organiser approve it live (zh)', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, PATH);
    await waitForScreen(page, '经纪公司签约');
    await page.getByTestId('company-card').nth(4).waitFor();
    expect(await page.getByTestId('company-card').count()).toBe(5);
    await cardStatus(page, '星河娱乐经纪有限公司', '未签约');
    await page.screenshot({ path: screenshotPath('signing-companies-zh'), fullPage: true });

    await signWith(page, '星河娱乐经纪有限公司', { terms: '一、服务内容', agreeError: '请阅读并勾选同意签约条款', confirm: '您将代表贵公司向“星河娱乐经纪有限公司”提交签约申请' }, 'signing-zh');
    await cardStatus(page, '星河娱乐经纪有限公司', '待审核');
    await expect(card(page, '星河娱乐经纪有限公司').getByTestId('company-sign').count()).resolves.toBe(0);
    await page.screenshot({ path: screenshotPath('signing-waiting-zh'), fullPage: true });

    // The organiser approves elsewhere; the open page follows without a reload.
    await decide('星河娱乐经纪有限公司', { decision: 'approve' });
    await cardStatus(page, '星河娱乐经纪有限公司', '已签约');
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('signing-approved-zh'), fullPage: true });

    await page.getByTestId('tab-records').click();
    const row = page.getByTestId('records-table').locator('tbody tr').filter({ hasText: '星河娱乐经纪有限公司' });
    await row.getByTestId('record-status').filter({ hasText: '已签约' }).waitFor();
    await expect(row.getByTestId('record-cancel').count()).resolves.toBe(0);
    await expect(row.textContent()).resolves.toContain('138****0001');
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('signing-records-zh'), fullPage: true });
    await context.close();
  });

  it('signs and cancels from the records, and shows a rejection with its reason (en)', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, PATH);
    await page.getByTestId('company-card').first().waitFor();
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Agency company signing');
    await cardStatus(page, 'Galaxy Talent Management Ltd.', 'Signed');

    const prism = 'Prism Cosplay Culture Co., Ltd.';
    await signWith(page, prism, { terms: '1. Services.', agreeError: 'Please read the terms and tick to agree', confirm: `You are asking to sign with ${prism}` }, 'signing-en');
    await cardStatus(page, prism, 'Waiting for review');

    await page.getByTestId('tab-records').click();
    const row = page.getByTestId('records-table').locator('tbody tr').filter({ hasText: prism });
    await row.getByTestId('record-status').filter({ hasText: 'Waiting for review' }).waitFor();
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('signing-records-waiting-en'), fullPage: true });
    await row.getByTestId('record-cancel').click();
    const cancel = page.getByTestId('record-cancel-dialog');
    await cancel.getByText(`Your request to sign with ${prism} will be cancelled`).waitFor();
    await animationsSettled(page);
    await page.screenshot({ path: screenshotPath('signing-cancel-en') });
    await cancel.getByTestId('record-cancel-confirm').click();
    await row.getByTestId('record-status').filter({ hasText: 'Cancelled' }).waitFor();
    await expect(row.getByTestId('record-cancel').count()).resolves.toBe(0);

    await page.getByTestId('tab-companies').click();
    await cardStatus(page, prism, 'Cancelled');
    await card(page, prism).getByTestId('company-sign').filter({ hasText: 'Sign again' }).waitFor();

    const aurora = 'Aurora Esports Club Management Co., Ltd.';
    await signWith(page, aurora, { terms: '1. Services.', agreeError: 'Please read the terms and tick to agree', confirm: `You are asking to sign with ${aurora}` });
    await cardStatus(page, aurora, 'Waiting for review');
    await decide('极光电竞俱乐部管理有限公司', { decision: 'reject', reason: 'No players free on the show days' });
    await cardStatus(page, aurora, 'Failed');
    await card(page, aurora).getByTestId('company-reason').filter({ hasText: 'Reason: No players free on the show days' }).waitFor();
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('signing-companies-en'), fullPage: true });

    await page.setViewportSize({ width: 390, height: 800 });
    await animationsSettled(page);
    await page.screenshot({ path: screenshotPath('signing-companies-mobile-en'), fullPage: true });
    await context.close();
  });
});
