/**
 * The console's Questions and Signings pages in a real browser as organiser@demo.test, while
 * exhibitor@demo.test watches its own pages in a second browser context:
 *  - a question the exhibitor asked (through the API) is answered from the console with text and a
 *    picture; the exhibitor's open thread shows both live; staff mark it for follow-up and clear it;
 *  - one signing is approved, another rejected with a reason (refused first without one); the
 *    exhibitor's signing records follow live.
 * Screens in both languages, at 1280 and 390 px wide.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import type { FaqQuestion } from '../../src/shared/faq';
import { SigningStatus, type BrokerageCompany, type SigningRecord } from '../../src/shared/signing';
import { makePng } from '../support/images';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-console-questions');
const picturePath = join(files, 'rigging-plan.png');

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  writeFileSync(picturePath, makePng(240, 160));
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** Calls the API as the exhibitor's own tools would. */
async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<{ code: number; message: string; data: T }> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', cookie: 'language=en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<{ code: number; message: string; data: T }>;
}
const tokenOf = async (account: string) => (await api<{ jwt: string }>('POST', '/v2/login/account', { account, password: DEMO_PASSWORD })).data.jwt;

/** Closes the toasts, so a screenshot shows the page under them. */
async function closeToasts(page: Page): Promise<void> {
  const toasts = '[data-scope="toast"][data-part="root"]';
  await page.evaluate((selector) => document.querySelectorAll<HTMLElement>(`${selector} [data-part="close-trigger"]`).forEach((button) => button.click()), toasts);
  await page.waitForFunction((selector) => document.querySelectorAll(selector).length === 0, toasts, { timeout: 10_000 });
}


const shot = async (page: Page, name: string) => {
  await animationsSettled(page);
  await page.screenshot({ path: screenshotPath(`console-${name}`), fullPage: true, animations: 'disabled' });
};

/** Logs in and waits until the live stream is open. */
async function openLive(page: Page, path: string, account: string): Promise<void> {
  const streamOpen = page.waitForResponse((response) => response.url().includes('/api/sse') && response.status() === 200);
  await logInTo(page, path, account);
  await streamOpen;
}

const QUESTION = '我们想在展位上方 6 米处悬挂横幅，请问是否允许？需要提交什么材料？';
const ANSWER = '允许，高度不超过 6 米即可。请在布展前五天提交吊点图（见附图示例）。';

describe('the console: questions', () => {
  it('answers an exhibitor\'s question with text and a picture, which the exhibitor\'s open thread shows live; marks and clears a follow-up', async () => {
    const exhibitorToken = await tokenOf('exhibitor@demo.test');
    const asked = await api<FaqQuestion>('POST', '/v4/faq/question', { category: 'booth_build', content: QUESTION }, exhibitorToken);
    expect(asked.code, asked.message).toBe(1);

    // The exhibitor has the question open, waiting.
    const exhibitor = await openPage(browser);
    await openLive(exhibitor.page, '/faq/record', 'exhibitor@demo.test');
    const exhibitorRow = exhibitor.page.locator('tbody tr', { hasText: QUESTION });
    await exhibitorRow.getByTestId('faq-open').click();
    const exhibitorDrawer = exhibitor.page.getByTestId('faq-drawer');
    await exhibitorDrawer.getByTestId('faq-waiting').waitFor();

    // Staff find it among what waits.
    const { context, page } = await openPage(browser);
    page.on('console', (message) => { if (message.type() === 'error') console.warn('[console]', message.text().slice(0, 300)); });
    await logInTo(page, '/organiser/questions', 'organiser@demo.test');
    await waitForScreen(page, '展商提问');
    const row = page.locator('tbody tr', { hasText: QUESTION });
    await row.getByTestId('faq-answered').filter({ hasText: '未答复' }).waitFor();
    expect(await row.getByTestId('staff-faq-row-exhibitor').textContent()).toBe('星游互动娱乐有限公司');
    expect(await row.getByTestId('faq-due').getAttribute('data-overdue')).toBe('0');
    await row.getByTestId('faq-due').filter({ hasText: '已等待不足 1 天' }).waitFor();
    await shot(page, 'questions-zh');

    // Open it: the thread, whose it is, and the answer form.
    await row.getByTestId('staff-faq-open').click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(asked.data.id));
    const drawer = page.getByTestId('staff-faq-drawer');
    await drawer.getByTestId('faq-question-content').filter({ hasText: QUESTION }).waitFor();
    await drawer.getByTestId('staff-faq-exhibitor').filter({ hasText: '星游互动娱乐有限公司' }).waitFor();

    // Follow-up: marked, seen in the list and its filter.
    await drawer.getByTestId('staff-faq-follow-up').click();
    await drawer.getByTestId('staff-faq-follow-up-badge').filter({ hasText: '需跟进' }).waitFor();
    await row.getByTestId('staff-faq-follow-up-badge').waitFor();

    // An empty answer is refused on its field.
    const form = drawer.getByTestId('staff-faq-answer-form');
    await form.getByRole('button', { name: '发送答复' }).click();
    await drawer.locator('#root_content__error').filter({ hasText: '请填写答复内容' }).waitFor();

    // Text and a picture.
    await drawer.locator('#root_content').fill(ANSWER);
    await form.locator('#root_pictures input[type="file"]').setInputFiles(picturePath);
    await form.locator('img[alt="rigging-plan.png"]').waitFor();
    await closeToasts(page);
    await shot(page, 'question-answering-zh');
    let exhibitorReloaded = false;
    exhibitor.page.on('load', () => { exhibitorReloaded = true; });
    await form.getByRole('button', { name: '发送答复' }).click();
    await page.getByTestId('toast').filter({ hasText: '答复已发送，展商即时可见' }).waitFor();
    const sent = drawer.getByTestId('faq-answer').filter({ hasText: ANSWER });
    await sent.waitFor();
    await expect(sent.getByTestId('faq-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(240);
    await drawer.getByTestId('faq-answered').filter({ hasText: '已答复' }).waitFor();
    expect(await drawer.locator('#root_content').inputValue()).toBe('');

    // The exhibitor's open thread follows without a reload: the answer and its picture.
    const received = exhibitorDrawer.getByTestId('faq-answer').filter({ hasText: ANSWER });
    await received.waitFor({ timeout: 5000 });
    await expect(received.getByTestId('faq-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(240);
    await exhibitorRow.getByTestId('faq-answered').filter({ hasText: '已答复' }).waitFor();
    expect(exhibitorReloaded).toBe(false);
    expect(await exhibitorDrawer.textContent()).not.toContain('需跟进');
    await shot(exhibitor.page, 'question-exhibitor-sees-answer-zh');

    // The list: answered now, nothing due; filtered by the follow-up mark.
    await drawer.getByTestId('staff-faq-close').click();
    await page.waitForURL((url) => !url.searchParams.has('id'));
    await row.getByTestId('faq-answered').filter({ hasText: '已答复' }).waitFor();
    await row.getByTestId('faq-due-none').waitFor();
    await page.getByTestId('staff-faq-filter-follow-up').selectOption('1');
    await row.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(await page.getByTestId('staff-faq-table').getByTestId('staff-faq-follow-up-badge').count());
    await page.getByTestId('staff-faq-filter-answered').selectOption('0');
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('staff-faq-filter-answered').selectOption('');
    await row.waitFor();

    // Cleared: gone from the follow-up filter.
    await row.getByTestId('staff-faq-open').click();
    await drawer.getByTestId('staff-faq-follow-up').filter({ hasText: '取消跟进标记' }).click();
    await drawer.getByTestId('staff-faq-follow-up').filter({ hasText: '标记需跟进' }).waitFor();
    expect(await drawer.getByTestId('staff-faq-follow-up-badge').count()).toBe(0);
    await drawer.getByTestId('staff-faq-close').click();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('staff-faq-filter-follow-up').selectOption('');
    await row.waitFor();
    await closeToasts(page);

    // In English, and straight from a link (as the inbox links to it).
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Questions');
    await shot(page, 'questions-en');
    await page.goto(`/organiser/questions?id=${asked.data.id}`);
    await drawer.getByTestId('faq-answer').filter({ hasText: ANSWER }).waitFor();
    await drawer.getByTestId('staff-faq-follow-up').filter({ hasText: 'Mark for follow-up' }).waitFor();
    await drawer.getByRole('button', { name: 'Send answer' }).waitFor();
    await shot(page, 'question-thread-en');
    await drawer.getByTestId('staff-faq-close').click();
    await drawer.waitFor({ state: 'detached' });
    await switchLanguage(page, 'zh');
    await page.goto(`/organiser/questions?id=${asked.data.id}`);
    await drawer.getByTestId('faq-answer').waitFor();
    await drawer.getByRole('button', { name: '发送答复' }).waitFor();
    await shot(page, 'question-thread-zh');

    await exhibitor.context.close();
    await context.close();
  }, 180_000);
});

const STATUS = {
  en: { waiting: 'Waiting for review', signed: 'Signed', failed: 'Failed' },
  zh: { waiting: '待审核', signed: '已签约', failed: '签约失败' },
} as const;
const REASON = 'This agency is fully booked for the show days; please choose another.';

describe('the console: signings', () => {
  it("approves one signing and rejects another with a reason; the exhibitor's records follow live", async () => {
    const exhibitorToken = await tokenOf('exhibitor@demo.test');
    const companies = (await api<{ list: BrokerageCompany[] }>('GET', '/v4/signing/company', undefined, exhibitorToken)).data.list;
    const free = companies.filter((company) => company.signing === null || company.signing.status === SigningStatus.FAILED || company.signing.status === SigningStatus.CANCELLED);
    expect(free.length, 'two companies the exhibitor may sign with').toBeGreaterThanOrEqual(2);
    // The last two: the exhibitor's own signing test signs with the first companies.
    const [approved, rejected] = free.slice(-2) as [BrokerageCompany, BrokerageCompany];
    for (const company of [approved, rejected]) {
      const signed = await api<SigningRecord>('POST', `/v4/signing/company/${company.id}/sign`, { contact_name: '李明', contact_phone: '13800000001', note: 'Two streamers at our booth on 1 August', agreed: true }, exhibitorToken);
      expect(signed.code, signed.message).toBe(1);
    }

    // The exhibitor watches its signing records.
    const exhibitor = await openPage(browser);
    await openLive(exhibitor.page, '/companySigning/index', 'exhibitor@demo.test');
    await exhibitor.page.getByTestId('tab-records').click();
    const exhibitorRecord = (company: BrokerageCompany) => exhibitor.page.getByTestId('records-table').locator('tbody tr')
      .filter({ has: exhibitor.page.getByTestId('record-company').filter({ hasText: company.name }) }).first();
    for (const company of [approved, rejected]) await exhibitorRecord(company).getByTestId('record-status').filter({ hasText: STATUS.zh.waiting }).waitFor();

    const { context, page } = await openPage(browser, { locale: 'en-US' });
    page.on('console', (message) => { if (message.type() === 'error') console.warn('[console]', message.text().slice(0, 300)); });
    await logInTo(page, '/organiser/signings', 'organiser@demo.test');
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Signings');
    const waitingRow = (company: BrokerageCompany) => page.getByTestId('staff-signing-table').locator('tbody tr')
      .filter({ has: page.getByTestId('staff-signing-company').filter({ hasText: company.name_en }) })
      .filter({ has: page.getByTestId('staff-signing-approve') });
    const first = waitingRow(approved);
    await first.getByTestId('staff-signing-status').filter({ hasText: STATUS.en.waiting }).waitFor();
    // Staff call the contact: the phone in full.
    await first.getByTestId('staff-signing-phone').filter({ hasText: '13800000001' }).waitFor();
    expect(await first.getByTestId('staff-signing-exhibitor').textContent()).toBe('Star Trail Interactive Entertainment Co., Ltd.');
    // What waits comes first.
    expect(await page.getByTestId('staff-signing-table').locator('tbody tr').first().getByTestId('staff-signing-status').getAttribute('data-value')).toBe(String(SigningStatus.WAITING));
    await shot(page, 'signings-en');

    // Approve, after an "are you sure?".
    await first.getByTestId('staff-signing-approve').click();
    const approveDialog = page.getByTestId('staff-signing-approve-dialog');
    await approveDialog.getByText(approved.name_en).waitFor();
    await shot(page, 'signing-approve-en');
    await approveDialog.getByTestId('staff-signing-approve-confirm').click();
    await page.getByTestId('toast').filter({ hasText: `Approved: Star Trail Interactive Entertainment Co., Ltd. signs with ${approved.name_en}` }).waitFor();
    await first.waitFor({ state: 'detached' });

    // Reject: not without a reason, then with one.
    const second = waitingRow(rejected);
    await second.getByTestId('staff-signing-reject').click();
    const rejectDialog = page.getByTestId('staff-signing-reject-dialog');
    await rejectDialog.locator('button[type="submit"]').click();
    await rejectDialog.locator('#root_reason__error').filter({ hasText: 'Please give the reason for rejection' }).waitFor();
    await shot(page, 'signing-reject-error-en');
    await rejectDialog.locator('#root_reason').fill(REASON);
    await rejectDialog.locator('button[type="submit"]').click();
    await rejectDialog.waitFor({ state: 'detached' });
    await second.waitFor({ state: 'detached' });

    // The exhibitor's records follow without a reload.
    await exhibitorRecord(approved).getByTestId('record-status').filter({ hasText: STATUS.zh.signed }).waitFor({ timeout: 5000 });
    await exhibitorRecord(rejected).getByTestId('record-status').filter({ hasText: STATUS.zh.failed }).waitFor({ timeout: 5000 });
    await exhibitorRecord(rejected).getByTestId('record-reason').filter({ hasText: REASON }).waitFor();
    await closeToasts(exhibitor.page);
    await shot(exhibitor.page, 'signing-exhibitor-sees-decisions-zh');

    // Decided rows, with their state and reason; one exhibitor's only.
    await page.getByTestId('staff-signing-status-filter').selectOption(String(SigningStatus.FAILED));
    const failedRow = page.getByTestId('staff-signing-table').locator('tbody tr', { hasText: REASON }).first();
    await failedRow.getByTestId('staff-signing-status').filter({ hasText: STATUS.en.failed }).waitFor();
    await page.getByTestId('staff-signing-status-filter').selectOption('');
    await page.getByTestId('staff-signing-table').locator('tbody tr').first().getByTestId('staff-signing-exhibitor').click();
    await page.getByTestId('staff-signing-exhibitor-filter').waitFor();
    await page.waitForFunction(() => {
      const names = [...document.querySelectorAll('[data-testid="staff-signing-exhibitor"]')].map((cell) => cell.textContent);
      return names.length > 0 && names.every((name) => name === names[0]);
    });
    await closeToasts(page);
    await shot(page, 'signings-one-exhibitor-en');
    await switchLanguage(page, 'zh');
    await waitForScreen(page, '签约审核');
    await page.getByTestId('staff-signing-exhibitor-filter').getByRole('button', { name: '显示全部展商' }).click();
    await page.getByTestId('staff-signing-exhibitor-filter').waitFor({ state: 'detached' });
    await shot(page, 'signings-zh');
    await page.getByTestId('staff-signing-table').locator('tbody tr').first().getByTestId('staff-signing-status').waitFor();

    await exhibitor.context.close();
    await context.close();
  }, 180_000);
});

describe('the console on a phone', () => {
  it('draws both pages at 390 px, in both languages', async () => {
    const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
    await logInTo(page, '/organiser/questions', 'organiser@demo.test');
    await waitForScreen(page, '展商提问');
    await page.getByTestId('staff-faq-table').getByTestId('staff-faq-open').first().waitFor();
    await shot(page, 'questions-zh-390');
    // On a card, a row's single action is its button, not a menu.
    expect(await page.getByTestId('staff-faq-table').getByTestId('row-actions').count()).toBe(0);
    await page.getByTestId('staff-faq-open').first().click();
    await page.getByTestId('staff-faq-drawer').getByTestId('faq-thread').waitFor();
    await shot(page, 'question-thread-zh-390');
    await page.goto('/organiser/signings');
    await waitForScreen(page, '签约审核');
    await page.getByTestId('staff-signing-status').first().waitFor();
    await shot(page, 'signings-zh-390');
    await switchLanguage(page, 'en');
    await waitForScreen(page, 'Signings');
    await shot(page, 'signings-en-390');
    await page.goto('/organiser/questions');
    await waitForScreen(page, 'Questions');
    await page.getByTestId('staff-faq-table').getByTestId('staff-faq-open').first().waitFor();
    await shot(page, 'questions-en-390');
    await context.close();
  }, 120_000);
});
