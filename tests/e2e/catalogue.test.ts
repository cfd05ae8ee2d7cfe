/**
 * Catalogue materials in a real browser (issue 5): as exhibitor@demo.test (a raw-space booth: no
 * fascia board field, no fascia board preview), fill the form with real uploads and watch the
 * previews follow; submit for review; the organiser rejects through its API
 * and the page shows the reason live; correct and resubmit; in English after the deadline the form
 * is read-only and the server refuses a change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { makePng, makePsd } from '../support/images';
import { logInTo } from './shell-helpers';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-catalogue');
const PATH = '/exhibitionMaterials/conference';

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  writeFileSync(join(files, 'display-logo.png'), makePng(1000, 500));
  writeFileSync(join(files, 'print-logo.psd'), makePsd(2000, 1000));
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** Calls the API as a person would through another client (the organiser's staff tools). */
async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ code: number; message: string; data: T }> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: 'language=en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<{ code: number; message: string; data: T }>;
}
const organiserToken = async () => (await api<{ jwt: string }>('POST', '/v2/login/account', { account: 'organiser@demo.test', password: DEMO_PASSWORD })).data.jwt;

describe('catalogue materials', () => {
  it('on a phone shows the previews after the fields and before the submit button', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await logInTo(page, PATH);
    const form = page.getByTestId('catalogue-form');
    const preview = form.getByTestId('catalogue-preview');
    await preview.waitFor();
    const submit = form.locator('button[type="submit"]');
    const [previewBox, submitBox, lastField] = await Promise.all([preview.boundingBox(), submit.boundingBox(), page.locator('#root_profile_en').boundingBox()]);
    expect(previewBox!.y).toBeGreaterThan(lastField!.y);
    expect(submitBox!.y).toBeGreaterThan(previewBox!.y + previewBox!.height);
    expect(await page.getByTestId('catalogue-preview').count()).toBe(1);
    await context.close();
  });

  it('previews as typed, submits for review, shows a rejection live, and takes the corrected resubmission (zh)', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, PATH);
    const form = page.getByTestId('catalogue-form');
    await form.getByTestId('deadline').getByText(/提交截止时间：/).waitFor();

    await page.locator('#root_catalogue_name').fill('星游互动');
    await page.locator('#root_catalogue_name_en').fill('Star Trail Interactive');
    await page.locator('#root_profile').fill('星游互动专注于主机与移动游戏的研发与发行，本届展出三款新作。');
    await page.locator('#root_profile_en').fill('Star Trail develops and publishes console and mobile games.');
    await page.locator('#root_backboard_name').fill('星游互动 STAR TRAIL');
    // A raw-space booth has no fascia board: neither its text fields nor its preview.
    await expect(page.locator('#root_lintel_text, #root_lintel_text_en').count()).resolves.toBe(0);
    await expect(page.getByTestId('preview-lintel').count()).resolves.toBe(0);
    // The previews follow what is typed, before anything is saved.
    await expect(page.getByTestId('preview-app-name').textContent()).resolves.toBe('星游互动');
    await expect(page.getByTestId('preview-paper-name').textContent()).resolves.toBe('星游互动');

    const uploads = form.locator('input[type="file"]');
    await uploads.nth(0).setInputFiles(join(files, 'display-logo.png'));
    await page.getByTestId('preview-app').locator('img').waitFor();
    await uploads.nth(1).setInputFiles(join(files, 'print-logo.psd'));
    await page.getByTestId('preview-paper').getByText('印刷 Logo：print-logo.psd').waitFor();
    await page.screenshot({ path: screenshotPath('catalogue-filled-zh'), fullPage: true });

    await form.getByRole('button', { name: '提交审核' }).click();
    await form.getByTestId('review-status').getByText('审核中').waitFor();
    await form.getByTestId('review-pending').waitFor();
    await expect(page.locator('#root_catalogue_name').isEditable()).resolves.toBe(false);

    // The organiser rejects; the open page learns it from the live stream, without a reload.
    const token = await organiserToken();
    const listed = await api<{ list: { id: number }[] }>('GET', '/organiser/catalogue', undefined, token);
    const reason = '背板名称请使用公司英文全称';
    const rejected = await api('POST', `/organiser/catalogue/${listed.data.list[0]!.id}/review`, { decision: 'reject', reason }, token);
    expect(rejected.code).toBe(1);
    await form.getByTestId('review-reason').getByText(reason).waitFor();
    await form.getByTestId('review-status').getByText('已驳回').waitFor();
    await page.screenshot({ path: screenshotPath('catalogue-rejected-zh'), fullPage: true });

    await page.locator('#root_backboard_name').fill('星游互动 STAR TRAIL INTERACTIVE');
    await page.getByText('背板名称：星游互动 STAR TRAIL INTERACTIVE').waitFor();
    await form.getByRole('button', { name: '修改后重新提交' }).click();
    await form.getByTestId('review-status').getByText('审核中').waitFor();
    await page.reload();
    await expect(page.locator('#root_backboard_name').inputValue()).resolves.toBe('星游互动 STAR TRAIL INTERACTIVE');
    await context.close();
  });

  it('is read-only after the deadline and the server refuses a change (en)', async () => {
    const token = await organiserToken();
    expect((await api('PUT', '/organiser/settings/catalogue_deadline', { value: Math.floor(Date.now() / 1000) - 3600 }, token)).code).toBe(1);
    try {
      const { context, page } = await openPage(browser, { locale: 'en-GB' });
      await context.addCookies([{ name: 'language', value: 'en', url: portalUrl() }]);
      await logInTo(page, PATH);
      const form = page.getByTestId('catalogue-form');
      await form.getByTestId('review-closed').getByText('The deadline has passed').waitFor();
      await expect(page.locator('#root_catalogue_name').isDisabled()).resolves.toBe(true);
      await expect(form.getByRole('button', { name: /Resubmit|Submit for review/ }).count()).resolves.toBe(0);
      await page.getByTestId('preview-app-name').getByText('Star Trail Interactive').waitFor();
      await page.screenshot({ path: screenshotPath('catalogue-closed-en'), fullPage: true });

      const exhibitor = (await api<{ jwt: string }>('POST', '/v2/login/account', { account: 'exhibitor@demo.test', password: DEMO_PASSWORD })).data.jwt;
      const stored = (await api<Record<string, unknown>>('GET', '/v4/exhibitor/catalogue', undefined, exhibitor)).data;
      const fields = ['catalogue_name', 'catalogue_name_en', 'print_logo', 'display_logo', 'profile', 'profile_en', 'backboard_name'];
      const refused = await api('PUT', '/v4/exhibitor/catalogue', Object.fromEntries(fields.map((field) => [field, stored[field]])), exhibitor);
      expect(refused.code).toBe(2010);
      expect(refused.message).toMatch(/^The deadline \(\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\+8\) has passed/);
      await context.close();
    } finally {
      await api('PUT', '/organiser/settings/catalogue_deadline', { value: Math.floor(Date.UTC(2027, 5, 30, 15, 59, 59) / 1000) }, token);
    }
  });

  it('follows the authorities of sub2@demo.test: company information yes, exhibition materials no', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, PATH, 'sub2@demo.test');
    await page.waitForURL(/\/401$/);
    await page.goto('/exhibit-info/index');
    await page.getByTestId('company-form').getByText('公司信息').waitFor();
    await page.getByTestId('sidebar').getByText('参展信息').waitFor();
    await expect(page.getByTestId('sidebar').getByText('展商资料').count()).resolves.toBe(0);
    await context.close();
  });
});
