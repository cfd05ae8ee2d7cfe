/**
 * The console's show settings, notices and agreements in a real browser (issue 20), as
 * organiser@demo.test with exhibitor@demo.test beside it in a second context: a catalogue deadline
 * in the past closes the exhibitor's catalogue page and a sub-account limit holds them; a notice
 * published with a file shows on the exhibitor's notice page; an agreement the exhibitor confirms
 * shows who confirmed it in the staff's list. Everything changed is put back, for the other files.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { showTimeFormatter, wallClockInput } from '../../src/shared/show-time';
import { logInTo, readMenu, switchLanguage, waitForScreen } from './shell-helpers';
import { animationsSettled, fillDateTime, launchBrowser, openPage, screenshotPath } from './support/browser';

const SHOW_ZONE = 'Asia/Shanghai';

// Each test drives two browsers through several pages: more than the suite's usual minute on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });


/** Changes one setting through its form and waits until the page says it is stored. */
async function changeSetting(page: Page, setting: string, value: string, shows: string | RegExp) {
  const card = page.getByTestId(`setting-${setting}`);
  // A moment ("2026-12-01T10:00") is typed as a day and a time.
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) await fillDateTime(card, `${setting}_value`, value);
  else await card.locator(`#${setting}_value`).fill(value);
  await card.getByRole('button', { name: /^(保存|Save)$/ }).click();
  await card.getByTestId(`setting-value-${setting}`).filter({ hasText: shows }).waitFor();
}

describe('show settings', () => {
  it('a past catalogue deadline closes the exhibitor’s catalogue page, a sub-account limit holds them; both put back', async () => {
    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/settings', 'organiser@demo.test');
    await waitForScreen(staff.page, '展会设置');
    const exhibitor = await openPage(browser);
    await logInTo(exhibitor.page, '/exhibitionMaterials/conference');
    const form = exhibitor.page.getByTestId('catalogue-form');
    await form.getByTestId('deadline').getByText(/提交截止时间：/).waitFor();
    await expect(form.getByTestId('review-closed').count()).resolves.toBe(0);

    const deadlineInput = staff.page.locator('#catalogue_deadline_value');
    // The day reads "2027/06/30" in its picker, the time beside it; put back as the moment "2027-06-30T23:59".
    const deadlineBefore = `${(await deadlineInput.inputValue()).replaceAll('/', '-')}T${await staff.page.locator('#catalogue_deadline_value__time').inputValue()}`;
    const limitBefore = await staff.page.locator('#sub_account_limit_value').inputValue();
    const past = Math.floor(Date.now() / 1000) - 3600;
    try {
      // An hour ago on the show's clock, whatever the browser's.
      await changeSetting(staff.page, 'catalogue_deadline', wallClockInput(past, SHOW_ZONE), showTimeFormatter({ locale: 'zh', timeZone: SHOW_ZONE }).date(past));
      await exhibitor.page.reload();
      await form.getByTestId('review-closed').waitFor();
      await expect(exhibitor.page.locator('#root_catalogue_name').isDisabled()).resolves.toBe(true);
      await exhibitor.page.screenshot({ path: screenshotPath('console-settings-catalogue-closed-zh'), fullPage: true });

      // As many sub-accounts as the exhibitor has: no room for one more.
      await exhibitor.page.goto('/subaccount/index');
      const usage = exhibitor.page.getByTestId('subaccount-usage');
      await usage.waitFor();
      const used = Number(await usage.getAttribute('data-used'));
      await changeSetting(staff.page, 'sub_account_limit', String(used), String(used));
      await exhibitor.page.reload();
      await exhibitor.page.getByTestId('subaccount-limit-hint').waitFor();
      await expect(usage.getAttribute('data-limit')).resolves.toBe(String(used));
      await expect(exhibitor.page.getByTestId('add-subaccount').isDisabled()).resolves.toBe(true);

      // A bad value is refused on its field, and the stored one stays.
      await staff.page.locator('#sub_account_limit_value').fill('101');
      await staff.page.getByTestId('setting-sub_account_limit').getByRole('button', { name: '保存' }).click();
      await staff.page.getByTestId('setting-sub_account_limit').getByText(/子账号数量上限.*100/).waitFor();
      // A rule only the server knows lands on its field too: unbinding must close after it opens.
      const unbind = staff.page.getByTestId('setting-unbind');
      await fillDateTime(unbind, 'unbind_value_ends_at', '2025-12-31T08:00');
      await unbind.getByRole('button', { name: '保存' }).click();
      await staff.page.locator('#unbind_value_ends_at__field').getByText('解绑结束时间须晚于开始时间').waitFor();
      await expect(unbind.getByTestId('setting-value-unbind').textContent()).resolves.toContain('2027-08-02 17:00');
      await staff.page.screenshot({ path: screenshotPath('console-settings-error-zh'), fullPage: true });
    } finally {
      await staff.page.reload();
      await waitForScreen(staff.page, '展会设置');
      await changeSetting(staff.page, 'catalogue_deadline', deadlineBefore, showTimeFormatter({ locale: 'zh', timeZone: SHOW_ZONE }).date(Date.UTC(2027, 5, 30, 15, 59, 59) / 1000));
      await changeSetting(staff.page, 'sub_account_limit', limitBefore, limitBefore);
    }
    await exhibitor.page.goto('/exhibitionMaterials/conference');
    await form.getByTestId('deadline').getByText(/提交截止时间：/).waitFor();
    await expect(form.getByTestId('review-closed').count()).resolves.toBe(0);
    await staff.context.close();
    await exhibitor.context.close();
  });

  it('closing group buying takes it out of a group buyer’s menu, and opening it puts it back', async () => {
    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/settings', 'organiser@demo.test');
    await waitForScreen(staff.page, '展会设置');
    const buyer = await openPage(browser);
    await logInTo(buyer.page, '/groupManagement/groupTicket/list', 'group@demo.test');
    await buyer.page.locator('[data-testid="menu-entry"][data-key="/groupManagement/groupTicket/list"]').waitFor({ state: 'attached' });
    const menuHas = async (key: string) => JSON.stringify(await readMenu(buyer.page)).includes(`"${key}"`);
    await expect(menuHas('/groupManagement/groupTicket/list')).resolves.toBe(true);

    const card = staff.page.getByTestId('setting-group_switch');
    const turn = async (label: string) => {
      await card.getByText(label, { exact: true }).click();
      await card.getByRole('button', { name: '保存' }).click();
      await card.getByTestId('setting-value-group_switch').filter({ hasText: label }).waitFor();
    };
    try {
      await turn('关闭团购');
      await buyer.page.goto('/groupManagement/ticketManagement/list');
      await buyer.page.locator('[data-testid="menu-entry"][data-key="/groupManagement/ticketManagement/list"]').waitFor({ state: 'attached' });
      await expect(menuHas('/groupManagement/groupTicket/list')).resolves.toBe(false);
      await expect(menuHas('/groupManagement/ticketManagement/list')).resolves.toBe(true);
    } finally {
      await turn('开放团购');
    }
    await buyer.page.reload();
    await buyer.page.locator('[data-testid="menu-entry"][data-key="/groupManagement/ticketManagement/list"]').waitFor({ state: 'attached' });
    await expect(menuHas('/groupManagement/groupTicket/list')).resolves.toBe(true);
    await staff.context.close();
    await buyer.context.close();
  });
});

describe('notices', () => {
  it('publishes a notice with a file the exhibitor then finds on the notice page, and withdraws it', async () => {
    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/notices', 'organiser@demo.test');
    await waitForScreen(staff.page, '通知公告');
    await staff.page.getByTestId('console-notice').first().waitFor();

    await staff.page.getByTestId('notice-new').click();
    const editor = staff.page.getByTestId('notice-editor');
    await editor.waitFor();
    await editor.locator('#root_title').fill('撤展时间调整通知');
    await editor.locator('#root_title_en').fill('Move-out times changed');
    await editor.locator('#root_content').fill('撤展时间调整为 8 月 2 日 17:00 起。\n请各展商提前安排运输。');
    await editor.locator('#root_content_en').fill('Move-out starts at 17:00 on 2 August.\nPlease book your transport early.');
    await animationsSettled(staff.page);
    await staff.page.screenshot({ path: screenshotPath('console-notice-new-zh') });
    await editor.getByRole('button', { name: '发布' }).click();
    await editor.getByTestId('notice-published').waitFor();
    await editor.getByTestId('notice-file-input').setInputFiles({ name: '撤展时间表.txt', mimeType: 'text/plain', buffer: Buffer.from('8月2日 17:00 开始撤展\n') });
    await editor.getByTestId('notice-file-name').filter({ hasText: '撤展时间表.txt' }).waitFor();
    // Its English name, for readers of the English interface: the file's extension is kept.
    const nameEn = editor.getByRole('textbox', { name: '撤展时间表.txt 的英文名称' });
    await nameEn.fill('Move-out timetable');
    await nameEn.press('Enter');
    await expect.poll(() => nameEn.inputValue()).toBe('Move-out timetable.txt');
    await staff.page.screenshot({ path: screenshotPath('console-notice-files-zh') });
    await editor.getByTestId('notice-editor-done').click();
    const row = staff.page.getByTestId('console-notice').filter({ hasText: '撤展时间调整通知' });
    await row.getByTestId('console-notice-files').getByText('附件（1）').waitFor();
    await row.getByTestId('console-notice-kind').getByText('展前必读').waitFor();

    // Tagged with two keywords of the official accounts, in the order ticked.
    await row.getByTestId('console-notice-keywords').click();
    const tags = staff.page.getByTestId('notice-keywords-dialog');
    await tags.getByTestId('notice-keywords-account').nth(2).waitFor();
    await tags.locator('[data-testid="notice-keyword-choice"][data-keyword="Show news"]').click();
    await tags.locator('[data-testid="notice-keyword-choice"][data-keyword="Booth-build"]').click();
    await staff.page.screenshot({ path: screenshotPath('console-notice-keywords-zh') });
    await tags.getByTestId('notice-keywords-save').click();
    await tags.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('notice-keyword').allTextContents()).toEqual(['# 展会快讯', '# 布展']);

    const exhibitor = await openPage(browser);
    await logInTo(exhibitor.page, '/notice/requiredReading');
    const notice = exhibitor.page.getByTestId('notice').filter({ hasText: '撤展时间调整通知' });
    await notice.waitFor();
    await expect(exhibitor.page.getByTestId('notice-title').first().textContent()).resolves.toBe('撤展时间调整通知');
    await expect(notice.getByTestId('notice-file-name').allTextContents()).resolves.toEqual(['撤展时间表.txt']);
    await expect(notice.getByTestId('notice-content').innerText()).resolves.toContain('8 月 2 日');
    await expect(notice.getByTestId('notice-keyword').allTextContents()).resolves.toEqual(['# 展会快讯', '# 布展']);
    await switchLanguage(exhibitor.page, 'en');
    await expect.poll(() => exhibitor.page.getByTestId('notice').filter({ hasText: 'Move-out times changed' }).getByTestId('notice-keyword').allTextContents())
      .toEqual(['# Show news', '# Booth-build']);
    await exhibitor.page.getByTestId('notice').filter({ hasText: 'Move-out times changed' })
      .getByTestId('notice-file-name').filter({ hasText: 'Move-out timetable.txt' }).waitFor();
    await switchLanguage(exhibitor.page, 'zh');

    // Withdrawn, it is gone for the exhibitor too.
    await row.getByTestId('console-notice-withdraw').click();
    await staff.page.getByTestId('notice-withdraw-dialog').getByTestId('notice-withdraw-confirm').click();
    await row.waitFor({ state: 'detached' });
    await exhibitor.page.reload();
    await exhibitor.page.getByTestId('notice').first().waitFor();
    await expect(notice.count()).resolves.toBe(0);
    await staff.context.close();
    await exhibitor.context.close();
  });
});

describe('agreements', () => {
  it('publishes an agreement, the exhibitor confirms it, staff see who confirmed; then withdraws it', async () => {
    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/agreements', 'organiser@demo.test');
    await waitForScreen(staff.page, '展前协议');
    await staff.page.getByTestId('agreement-row').first().waitFor();

    await staff.page.getByTestId('agreement-new').click();
    const dialog = staff.page.getByTestId('protocol-publish-dialog');
    await dialog.waitFor();
    await dialog.locator('#root_title').fill('夜间布展安全承诺书');
    await dialog.locator('#root_title_en').fill('Night build-up safety pledge');
    await dialog.locator('#root_content').fill('一、夜间布展须登记。\n\n二、现场须有安全员。\n\n三、22:00 前离场。\n\n四、违者承担责任。');
    await dialog.locator('#root_content_en').fill('1. Register night work.\n\n2. A safety officer stays on site.\n\n3. Leave by 22:00.\n\n4. Breaches are the exhibitor’s liability.');
    const confirmBy = Math.floor(Date.now() / 1000) + 7 * 86400;
    await fillDateTime(dialog, 'root_confirm_by', wallClockInput(confirmBy, SHOW_ZONE));
    await dialog.getByRole('button', { name: '发布' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = staff.page.getByTestId('agreement-row').filter({ hasText: '夜间布展安全承诺书' });
    await row.getByTestId('agreement-confirmed').getByText('已确认 0/2').waitFor();
    await row.getByText(showTimeFormatter({ locale: 'zh', timeZone: SHOW_ZONE, viewerTimeZone: SHOW_ZONE }).dateTime(confirmBy - (confirmBy % 60))).waitFor();

    try {
      const exhibitor = await openPage(browser);
      await logInTo(exhibitor.page, '/exhibitionMaterials/protocol/list');
      const listed = exhibitor.page.getByTestId('protocol-row').filter({ hasText: '夜间布展安全承诺书' });
      await listed.getByTestId('protocol-view').click();
      await exhibitor.page.getByTestId('protocol-title').filter({ hasText: '夜间布展安全承诺书' }).waitFor();
      await exhibitor.page.getByTestId('protocol-agree').click();
      await exhibitor.page.getByTestId('protocol-confirm').click();
      await exhibitor.page.getByTestId('protocol-confirm-dialog').getByTestId('protocol-confirm-ok').click();
      await exhibitor.page.getByTestId('protocol-confirmed-by').waitFor();
      await exhibitor.context.close();

      await staff.page.getByTestId('agreements-reload').click();
      await row.getByTestId('agreement-confirmed').getByText('已确认 1/2').waitFor();
      await row.getByTestId('agreement-confirmations').click();
      const drawer = staff.page.getByTestId('confirmations-drawer');
      await drawer.getByTestId('confirmations-count').getByText('已确认 1/2').waitFor();
      const confirmed = drawer.getByTestId('confirmation-row').filter({ hasText: '星游互动娱乐有限公司' });
      await confirmed.getByTestId('confirmation-status').getByText('已确认').waitFor();
      await expect(confirmed.getByTestId('confirmation-by').textContent()).resolves.toBe('李明');
      await animationsSettled(staff.page);
      await staff.page.screenshot({ path: screenshotPath('console-agreement-confirmations-zh') });

      // The filter reads the list again: the rows before it may still show for a moment.
      const rows = drawer.getByTestId('confirmation-row');
      await drawer.getByTestId('confirmations-filter-pending').click();
      await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('新锐游戏工作室')]);
      await drawer.getByTestId('confirmations-filter-confirmed').click();
      await expect.poll(() => rows.allTextContents()).toEqual([expect.stringContaining('星游互动娱乐有限公司')]);
      await drawer.locator('[data-part="close-trigger"]').click();
      await drawer.waitFor({ state: 'hidden' });
    } finally {
      // From a fresh page, whatever the steps above left open.
      await staff.page.goto('/organiser/agreements');
      await row.getByTestId('agreement-withdraw').click();
      await staff.page.getByTestId('agreement-withdraw-dialog').getByTestId('agreement-withdraw-confirm').click();
      await row.waitFor({ state: 'detached' });
    }
    await staff.context.close();
  });
});

describe('the console pages in both languages, on a desk and on a phone', () => {
  it('draws settings, notices and agreements at 1280 and 390 px, zh and en', async () => {
    for (const width of [1280, 390]) {
      const { context, page } = await openPage(browser, { viewport: { width, height: width > 500 ? 900 : 844 } });
      await logInTo(page, '/organiser/settings', 'organiser@demo.test');
      for (const locale of ['zh', 'en'] as const) {
        if (locale === 'en') await switchLanguage(page, 'en');
        for (const [path, zh, en, ready] of [
          ['/organiser/settings', '展会设置', 'Show settings', 'setting-group_bank'],
          ['/organiser/notices', '通知公告', 'Notices', 'console-notice'],
          ['/organiser/agreements', '展前协议', 'Agreements', 'agreement-row'],
        ] as const) {
          await page.goto(path);
          await waitForScreen(page, locale === 'zh' ? zh : en);
          await page.getByTestId(ready).first().waitFor();
          await animationsSettled(page);
          await page.screenshot({ path: screenshotPath(`console-${path.split('/').at(-1)}-${locale}-${width}`), fullPage: true });
        }
      }
      await context.close();
    }
  });
});
