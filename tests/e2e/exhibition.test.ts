/**
 * Exhibit materials filings in a real browser, as exhibitor@demo.test: a filing with a real PDF goes
 * to review, the organiser rejects it (through the organiser API), the exhibitor sees the reason on
 * the list, the details and the form, corrects and resubmits — in Chinese, then in English.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { logInTo } from './shell-helpers';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

const LIST = '/exhibitionMaterials/exhibition/list';
const TITLE = '《星际远航》主机试玩区展品';

/** A small but real PDF: what the server's type check reads is its header. */
const PDF = [
  '%PDF-1.4',
  '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
  '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
  '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>> endobj',
  'trailer <</Root 1 0 R>>',
  '%%EOF',
  '',
].join('\n');

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-files');
const pdfPath = join(files, 'booth-plan.pdf');

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  writeFileSync(pdfPath, PDF);
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** The organiser's side, through its API as a test would script it. */
async function organiser(): Promise<{ find: (title: string) => Promise<number>; reject: (id: number, reason: string) => Promise<void> }> {
  const login = await fetch(`${portalUrl()}/api/v2/login/account`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'organiser@demo.test', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { jwt: string } };
  const headers = { authorization: `Bearer ${data.jwt}`, 'content-type': 'application/json' };
  return {
    async find(title) {
      const response = await fetch(`${portalUrl()}/api/organiser/report?title=${encodeURIComponent(title)}`, { headers });
      const body = (await response.json()) as { data: { list: { id: number }[] } };
      return body.data.list[0]!.id;
    },
    async reject(id, reason) {
      const response = await fetch(`${portalUrl()}/api/organiser/report/${id}/review`, { method: 'POST', headers, body: JSON.stringify({ decision: 'reject', reason }) });
      expect(((await response.json()) as { code: number }).code).toBe(1);
    },
  };
}

const rowOf = (page: Page, title: string) => page.locator('tbody tr', { hasText: title });

/** Closes the toasts (checked where they matter) so a screenshot shows the screen beneath. */
async function closeToasts(page: Page) {
  for (let round = 0; round < 20 && (await page.getByTestId('toast').count()) > 0; round++) {
    for (const close of await page.getByTestId('toast').locator('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

describe('exhibit materials filings', () => {
  it('files materials with a PDF, sees the rejection with its reason, corrects and resubmits, in Chinese and English', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, LIST);
    await page.getByTestId('report-categories').getByText('主机游戏').waitFor();

    // A new filing, with a real upload.
    await page.getByTestId('add-report').click();
    await page.waitForURL(/\/exhibition\/edit$/);
    const form = page.getByTestId('report-edit');
    await form.getByRole('button', { name: '提交审核' }).click();
    await form.getByText('请选择资料类别').first().waitFor();
    await form.getByText('请输入联系人手机号码').first().waitFor();

    await page.locator('#root_category_id').selectOption({ label: '主机游戏' });
    await page.locator('#root_title').fill(TITLE);
    await page.locator('#root_description').fill('主机试玩区共 12 台试玩机位，展示《星际远航》正式版与两款新作演示。');
    await page.locator('#root_description_en').fill('Twelve console demo stations showing Star Voyage and demos of two new titles.');
    // The list needs one exhibit at least, so the form starts with one.
    await page.locator('#root_exhibits_0_name').fill('试玩主机');
    await page.locator('#root_exhibits_0_quantity').fill('12');
    await page.locator('#root_exhibits_0_note').fill('每台需 220V 电源两路');
    await form.locator('#root_attachments input[type="file"]').setInputFiles(pdfPath);
    await form.getByRole('link', { name: 'booth-plan.pdf' }).waitFor();
    await page.locator('#root_contact_name').fill('李明');
    await page.locator('#root_contact_phone').fill('13800000001');
    await form.getByRole('button', { name: '提交审核' }).click();

    await page.waitForURL(new RegExp(`${LIST}$`));
    await page.getByText('已提交，等待组委会审核').first().waitFor();
    await rowOf(page, TITLE).getByText('审核中').waitFor();
    await rowOf(page, TITLE).getByText('主机游戏').waitFor();
    await expect(rowOf(page, TITLE).getByRole('button', { name: '编辑' }).isDisabled()).resolves.toBe(true);
    await page.getByTestId('report-category-1').getByText('已申报 1 份').waitFor();

    // The organiser rejects it; the open list hears it on the live stream.
    const staff = await organiser();
    const id = await staff.find(TITLE);
    await staff.reject(id, '请补充显示器的尺寸和数量');
    await rowOf(page, TITLE).getByText('已驳回').waitFor();

    // Details: every field, the file as a download link, the reason.
    await rowOf(page, TITLE).getByRole('button', { name: '查看' }).click();
    await page.waitForURL(/\/exhibition\/details\?id=\d+$/);
    const details = page.getByTestId('report-details');
    await details.getByTestId('review-reason').getByText('请补充显示器的尺寸和数量').waitFor();
    await details.getByText('每台需 220V 电源两路').waitFor();
    const link = details.getByRole('link', { name: /booth-plan\.pdf/ });
    await expect(link.getAttribute('download')).resolves.toBe('booth-plan.pdf');
    const pdf = await page.request.get(`${portalUrl()}${await link.getAttribute('href')}`);
    expect([pdf.status(), (await pdf.body()).subarray(0, 5).toString()]).toEqual([200, '%PDF-']);
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('exhibition-details-zh'), fullPage: true });

    // Correct and resubmit from the form, which shows the reason above it.
    await details.getByTestId('report-edit-button').click();
    await page.waitForURL(/\/exhibition\/edit\?id=\d+$/);
    await form.getByTestId('review-reason').getByText('请补充显示器的尺寸和数量').waitFor();
    await form.locator('fieldset', { hasText: '展品清单' }).first().getByRole('button', { name: '添加' }).last().click();
    await page.locator('#root_exhibits_1_name').fill('65 英寸显示器');
    await page.locator('#root_exhibits_1_quantity').fill('12');
    await form.getByRole('button', { name: '修改后重新提交' }).click();
    await page.waitForURL(new RegExp(`${LIST}$`));
    await rowOf(page, TITLE).getByText('审核中').waitFor();
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('exhibition-list-zh'), fullPage: true });

    // Under review the form is shown read-only.
    await page.goto(`/exhibitionMaterials/exhibition/edit?id=${id}`);
    await form.getByTestId('review-pending').waitFor();
    await expect(form.getByRole('button', { name: '修改后重新提交' }).count()).resolves.toBe(0);
    await expect(page.locator('#root_title').isEditable()).resolves.toBe(false);

    // In English: rejected again, corrected again.
    await staff.reject(id, 'Give the size of each display');
    await context.addCookies([{ name: 'language', value: 'en', url: portalUrl() }]);
    await page.goto(`/exhibitionMaterials/exhibition/edit?id=${id}`);
    await form.getByTestId('review-reason').getByText('Give the size of each display').waitFor();
    await form.getByText('Not approved. Please correct it as explained below and resubmit:').waitFor();
    // The categories arrive from the server after the form: wait for the chosen one's label.
    await page.locator('#root_category_id option:checked', { hasText: 'Console games' }).waitFor({ state: 'attached' });
    await form.getByRole('link', { name: 'booth-plan.pdf' }).waitFor();
    await page.locator('#root_exhibits_1_note').fill('65-inch, 1450 × 830 mm');
    await page.locator('#root_contact_phone').fill('1380000000');
    await page.locator('#root_contact_name').click();
    await form.getByText('Enter a valid mainland China mobile number').waitFor();
    await page.locator('#root_contact_phone').fill('13800000001');
    await page.locator('#root_contact_name').click();
    await form.getByText('Enter a valid mainland China mobile number').waitFor({ state: 'detached' });
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('exhibition-edit-en'), fullPage: true });
    await form.getByRole('button', { name: 'Resubmit' }).click();
    await page.waitForURL(new RegExp(`${LIST}$`));
    await rowOf(page, TITLE).getByText('Under review').waitFor();
    await rowOf(page, TITLE).getByText('Console games').waitFor();
    await closeToasts(page);
    await page.screenshot({ path: screenshotPath('exhibition-list-en'), fullPage: true });
    await context.close();
  });
});
