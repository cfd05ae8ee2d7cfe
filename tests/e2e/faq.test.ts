/**
 * FAQ in a real browser as exhibitor@demo.test, in Chinese and then in English: ask the organiser a
 * question with a picture (a PNG made here), see it in the records as unanswered, receive the
 * organiser's answer (given through the organiser API) live without reloading, mark it solved, ask
 * again, share it and open the link in a fresh browser context without logging in. A link that does
 * not exist says so.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import type { OrganiserFaqQuestion } from '../../src/shared/faq';
import { makePng } from '../support/images';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';

const ASK = '/faq/index';

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-faq');
const picturePath = join(files, 'booth-power.png');

beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  writeFileSync(picturePath, makePng(240, 160));
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** The organiser's side through its API, as staff would answer. */
async function answerAsOrganiser(content: string, answer: string): Promise<void> {
  const login = await fetch(`${portalUrl()}/api/v2/login/account`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'organiser@demo.test', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { jwt: string } };
  const headers = { authorization: `Bearer ${data.jwt}`, 'content-type': 'application/json' };
  const list = (await (await fetch(`${portalUrl()}/api/organiser/faq?answered=0&limit=100`, { headers })).json()) as { data: { list: OrganiserFaqQuestion[] } };
  const question = list.data.list.find((q) => q.content === content);
  expect(question, `organiser sees "${content}"`).toBeDefined();
  const response = await fetch(`${portalUrl()}/api/organiser/faq/${question!.id}/answer`, { method: 'POST', headers, body: JSON.stringify({ content: answer }) });
  expect(((await response.json()) as { code: number }).code).toBe(1);
}

/** Closes the toasts (checked where they matter) so a screenshot shows the screen beneath. */
async function closeToasts(page: Page) {
  for (let round = 0; round < 20 && (await page.getByTestId('toast').count()) > 0; round++) {
    for (const close of await page.getByTestId('toast').locator('button').all()) await close.click({ timeout: 1000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

const TEXT = {
  zh: {
    askTitle: '向主办方提问', recordsTitle: '提问记录', addPictures: '添加图片', submit: '提交问题', category: '展位搭建',
    content: '我们的特装展位需要额外两路 220V 电源，请问应该如何申请？', answer: '请在布展前三天通过服务平台申请临时电源，现场电工会按图接驳。',
    followUp: '谢谢答复！请问申请截止日期是哪一天？', answerTime: '主办方将在 5 个工作日内答复。',
    tooShort: '问题描述至少 10 个字', noCategory: '请选择问题分类', pictureRequired: '图片不能为空',
    unanswered: '未答复', answered: '已答复', solved: '已解决', sent: '问题已提交，主办方会尽快答复', sharedTitle: '常见问题分享', invalid: '链接无效',
  },
  en: {
    askTitle: 'Ask the organiser', recordsTitle: 'Question history', addPictures: 'Add pictures', submit: 'Submit question', category: 'Booth tickets and group tickets',
    content: 'How many exhibitor badges come with a 36 m² booth, and can we claim more later?', answer: 'Twenty badges come with the booth; more can be claimed until the build-up day.',
    followUp: 'Thanks! Do the build-up passes count towards those twenty?', answerTime: 'The organiser answers within 5 working days.',
    tooShort: 'Please write at least 10 characters', noCategory: 'Please choose a category', pictureRequired: 'Picture is required',
    unanswered: 'Unanswered', answered: 'Answered', solved: 'Solved', sent: 'Your question has been sent to the organiser', sharedTitle: 'Shared FAQ', invalid: 'This link does not work',
  },
} as const;

for (const lang of ['zh', 'en'] as const) describe(`FAQ in ${lang}`, () => {
  const text = TEXT[lang];
  const shot = (page: Page, name: string) => page.screenshot({ path: screenshotPath(`faq-${name}-${lang}`), fullPage: true });

  it('asks with a picture, receives the answer live, marks it solved, asks again and shares it publicly', async () => {
    const { context, page } = await openPage(browser);
    page.on('console', (message) => { if (message.type() === 'error') console.warn('[console]', message.text().slice(0, 300)); });
    const streamOpen = page.waitForResponse((response) => response.url().includes('/api/sse') && response.status() === 200);
    await logInTo(page, ASK);
    await streamOpen;
    if (lang === 'en') await switchLanguage(page, 'en');
    await waitForScreen(page, text.askTitle);
    await page.getByTestId('faq-answer-time').filter({ hasText: text.answerTime }).waitFor();

    // The form refuses what the schema refuses, on its fields.
    const form = page.getByTestId('faq-ask');
    await page.locator('#root_content').fill('太短了');
    await form.getByRole('button', { name: text.submit }).click();
    await page.locator('#root_content__error').filter({ hasText: text.tooShort }).waitFor();
    await page.locator('#root_category__error').filter({ hasText: text.noCategory }).waitFor();
    await shot(page, 'ask-errors');
    if (lang === 'zh') {
      // A language switch words the shown errors anew and keeps what was typed.
      await switchLanguage(page, 'en');
      await page.locator('#root_content__error').filter({ hasText: TEXT.en.tooShort }).waitFor();
      await page.locator('#root_category__error').filter({ hasText: TEXT.en.noCategory }).waitFor();
      await expect(page.locator('#root_content').inputValue()).resolves.toBe('太短了');
      await switchLanguage(page, 'zh');
      await page.locator('#root_content__error').filter({ hasText: text.tooShort }).waitFor();
    }

    await page.locator('#root_category').selectOption({ label: text.category });
    await page.locator('#root_content').fill(text.content);
    // After a refused submit the form checks every change: the error goes as the text is fixed.
    await page.locator('#root_content__error').waitFor({ state: 'detached' });
    // Pictures are optional: an empty wall is not called missing after the refused submit.
    await form.getByRole('button', { name: text.addPictures }).waitFor();
    expect(await form.getByText(text.pictureRequired).count()).toBe(0);
    await form.locator('#root_pictures input[type="file"]').setInputFiles(picturePath);
    await form.locator('#root_pictures_0 img[alt="booth-power.png"]').waitFor();
    await shot(page, 'ask-filled');
    await form.getByRole('button', { name: text.submit }).click();

    // The records: the new question, unanswered.
    await page.waitForURL(/\/faq\/record/);
    await waitForScreen(page, text.recordsTitle);
    await page.getByTestId('toast').filter({ hasText: text.sent }).waitFor();
    const row = page.locator('tbody tr', { hasText: text.content });
    await row.getByTestId('faq-answered').filter({ hasText: text.unanswered }).waitFor();
    await closeToasts(page);
    await shot(page, 'records-unanswered');

    // Open it: the thread waits for the organiser, with the picture as a thumbnail.
    await row.getByTestId('faq-open').click();
    const drawer = page.getByTestId('faq-drawer');
    await drawer.getByTestId('faq-question-content').filter({ hasText: text.content }).waitFor();
    await drawer.getByTestId('faq-waiting').waitFor();
    await expect(drawer.getByTestId('faq-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(240);
    await expect(drawer.getByTestId('faq-mark-solved').count()).resolves.toBe(0);

    // The organiser answers; the open thread, the row and the bell follow without a reload.
    let reloaded = false;
    page.on('load', () => { reloaded = true; });
    await answerAsOrganiser(text.content, text.answer);
    await drawer.getByTestId('faq-answer').filter({ hasText: text.answer }).waitFor({ timeout: 5000 });
    await drawer.getByTestId('faq-answered').filter({ hasText: text.answered }).waitFor();
    await page.getByTestId('live-badge').waitFor();
    await row.getByTestId('faq-answered').filter({ hasText: text.answered }).waitFor();
    expect(reloaded).toBe(false);
    await shot(page, 'thread-answered');

    // Solved.
    await drawer.getByTestId('faq-mark-solved').click();
    await drawer.getByTestId('faq-solved').filter({ hasText: text.solved }).waitFor();
    await row.getByTestId('faq-solved').filter({ hasText: text.solved }).waitFor();
    await closeToasts(page);
    await shot(page, 'thread-solved');

    // Asking again: waiting for the organiser once more.
    await drawer.getByTestId('faq-ask-again').click();
    await drawer.locator('#root_content').fill(text.followUp);
    await drawer.getByTestId('faq-follow-up-form').getByRole('button', { name: lang === 'zh' ? '发送' : 'Send' }).click();
    await drawer.getByTestId('faq-follow-up').filter({ hasText: text.followUp }).waitFor();
    await drawer.getByTestId('faq-answered').filter({ hasText: text.unanswered }).waitFor();
    await row.getByTestId('faq-answered').filter({ hasText: text.unanswered }).waitFor();
    await closeToasts(page);

    // The filters.
    await page.getByTestId('faq-filter-answered').selectOption('1');
    await page.locator('tbody tr', { hasText: text.content }).waitFor({ state: 'detached' });
    await page.getByTestId('faq-filter-answered').selectOption('0');
    await page.locator('tbody tr', { hasText: text.content }).waitFor();

    // Share: the link opens in a fresh browser without logging in.
    await drawer.getByTestId('faq-share').click();
    const dialog = page.getByTestId('faq-share-dialog');
    const url = dialog.getByTestId('faq-share-url');
    await url.waitFor();
    const link = await url.inputValue();
    expect(link).toMatch(/\/faqShare\?token=[A-Za-z0-9_-]{43}$/);
    // The dialog slides in over the drawer; the picture is of where it comes to rest.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    await shot(page, 'share-dialog');

    const guest = await openPage(browser);
    await guest.page.goto(new URL(link).pathname + new URL(link).search);
    if (lang === 'en') await guest.page.getByTestId('language-switch').locator('[data-lang="en"]').click();
    await waitForScreen(guest.page, text.sharedTitle);
    const shared = guest.page.getByTestId('faq-share-page');
    await shared.getByTestId('faq-question-content').filter({ hasText: text.content }).waitFor();
    await shared.getByTestId('faq-answer').filter({ hasText: text.answer }).waitFor();
    await shared.getByTestId('faq-follow-up').filter({ hasText: text.followUp }).waitFor();
    await shared.getByTestId('faq-answer-time').filter({ hasText: text.answerTime }).waitFor();
    await expect(shared.getByTestId('faq-picture').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).resolves.toBe(240);
    expect((await guest.context.cookies()).find((cookie) => cookie.name === 'Admin-Token')).toBeUndefined();
    expect(await shared.textContent()).not.toContain('李明');
    await shot(guest.page, 'shared');

    // A link that does not exist is said to be so, not a blank page.
    await guest.page.goto('/faqShare?token=not-a-real-link');
    await guest.page.getByTestId('faq-share-invalid').filter({ hasText: text.invalid }).waitFor();
    await shot(guest.page, 'shared-invalid');
    await guest.context.close();
    await context.close();
  });
});
