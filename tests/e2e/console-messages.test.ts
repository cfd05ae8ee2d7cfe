/**
 * A translator fixes a label live (issue 21), as organiser@demo.test beside exhibitor@demo.test in
 * two more browsers (one in Chinese, one in English) with the product form open and half filled in:
 * the label is changed in both languages in the console's table, published with a note, and both
 * open forms show the new wording without a reload, keeping what was typed. The history shows the
 * version's diff; rolling back puts the portal's own wording back, live too. The messages are left
 * as found: the version in force before is restored.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MessageVersionList } from '../../src/shared/messages';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, screenshotPath } from './support/browser';
import { staffApi } from './support/staff-api';

vi.setConfig({ testTimeout: 240_000 });

const ID = 'product.name';
const FILE = { zh: '产品名称（中文）', en: 'Product name (Chinese)' };
const FIXED = { zh: '产品中文名称（印在会刊上）', en: 'Product name in Chinese (printed in the catalogue)' };

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });


/** The label of the form's product name, reading `text` (and its required mark). */
const nameLabel = (page: Page, text: string) => page.locator('label[for="root_name"]').filter({ hasText: text });

/** The exhibitor's product form, opened and half filled in; a marker on the window tells a reload. */
async function openProductForm(language: 'zh' | 'en') {
  const opened = await openPage(browser);
  await logInTo(opened.page, '/exhibitorManagement/product/edit');
  if (language === 'en') await switchLanguage(opened.page, 'en');
  await nameLabel(opened.page, FILE[language]).waitFor();
  await opened.page.locator('#root_name').fill('星际先锋');
  await opened.page.evaluate(() => { (window as unknown as { notReloaded: boolean }).notReloaded = true; });
  return opened;
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

describe('messages edited at run time', () => {
  it('a label fixed in both languages and published shows on open forms at once; rolled back, the files’ wording returns', async () => {
    const api = await staffApi();
    const found = (await api.get<MessageVersionList>('/organiser/messages/versions')).current;
    const zh = await openProductForm('zh');
    const en = await openProductForm('en');
    const staff = await openPage(browser);
    try {
      await logInTo(staff.page, '/organiser/messages', 'organiser@demo.test');
      await waitForScreen(staff.page, '文案与翻译');
      await staff.page.getByTestId('messages-search').fill(ID);
      await staff.page.getByTestId('messages-search-submit').click();
      const row = staff.page.locator(`[data-testid="messages-row"][data-row-id="${ID}"]`);
      await row.waitFor();

      for (const language of ['zh', 'en'] as const) {
        const cell = row.getByTestId(`message-cell-${language}`);
        await cell.getByTestId('message-edit').click();
        await cell.getByTestId('message-text-input').fill(FIXED[language]);
        await cell.getByTestId('message-save').click();
        await cell.getByTestId('message-draft').filter({ hasText: FIXED[language] }).waitFor();
      }
      await row.getByTestId('message-flag-draft').waitFor();
      await staff.page.getByTestId('messages-counts').getByText(/草稿中 1 条/).waitFor();
      await staff.page.screenshot({ path: screenshotPath('console-messages-draft-zh'), fullPage: true });

      // Nothing reaches the exhibitors before it is published.
      await expect(nameLabel(zh.page, FILE.zh).count()).resolves.toBe(1);

      await staff.page.getByTestId('messages-publish').click();
      const dialog = staff.page.getByTestId('messages-publish-dialog');
      await dialog.getByTestId('message-change').nth(1).waitFor();
      expect(await dialog.getByTestId('message-change').evaluateAll((items) => items.map((item) => `${item.getAttribute('data-locale')} ${item.getAttribute('data-id')}`))).toEqual([`zh ${ID}`, `en ${ID}`]);
      // The note is required.
      await dialog.getByRole('button', { name: '发布', exact: true }).click();
      await dialog.getByText('请填写发布说明').first().waitFor();
      await dialog.locator('#publish_note').fill('产品名称的标签写明会刊用途');
      await animationsSettled(staff.page);
      await staff.page.screenshot({ path: screenshotPath('console-messages-publish-zh') });
      await dialog.getByRole('button', { name: '发布', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      // Both open forms show the new label, without a reload, with what was typed.
      await nameLabel(zh.page, FIXED.zh).waitFor();
      await nameLabel(en.page, FIXED.en).waitFor();
      for (const { page } of [zh, en]) {
        await expect(notReloaded(page)).resolves.toBe(true);
        await expect(page.locator('#root_name').inputValue()).resolves.toBe('星际先锋');
      }
      await zh.page.screenshot({ path: screenshotPath('console-messages-live-exhibitor-zh') });
      await en.page.screenshot({ path: screenshotPath('console-messages-live-exhibitor-en') });
      await row.getByTestId('message-flag-changed').waitFor();
      await staff.page.screenshot({ path: screenshotPath('console-messages-published-zh'), fullPage: true });

      // The history, in English: the version with its note and its diff; back to the files.
      await switchLanguage(staff.page, 'en');
      await staff.page.getByTestId('messages-history-link').click();
      await waitForScreen(staff.page, 'Message history');
      const version = staff.page.getByTestId('message-version-row').first();
      await version.getByText('产品名称的标签写明会刊用途').waitFor();
      await version.getByTestId('message-version-view').click();
      const drawer = staff.page.getByTestId('message-version-drawer');
      await drawer.getByTestId('change-after').filter({ hasText: FIXED.en }).waitFor();
      await drawer.getByTestId('change-before').filter({ hasText: FILE.en }).waitFor();
      await animationsSettled(staff.page);
      await staff.page.screenshot({ path: screenshotPath('console-messages-diff-en') });
      await staff.page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await staff.page.screenshot({ path: screenshotPath('console-messages-history-en'), fullPage: true });

      if (found === 0) await staff.page.getByTestId('messages-to-files').click();
      else await staff.page.locator(`[data-testid="message-version-row"][data-row-id="${found}"]`).getByTestId('message-version-rollback').click();
      const confirm = staff.page.getByTestId('message-rollback-dialog');
      await animationsSettled(staff.page);
      await staff.page.screenshot({ path: screenshotPath('console-messages-rollback-en') });
      await staff.page.getByTestId('message-rollback-confirm').click();
      await confirm.waitFor({ state: 'detached' });

      await nameLabel(zh.page, FILE.zh).waitFor();
      await nameLabel(en.page, FILE.en).waitFor();
      for (const { page } of [zh, en]) {
        await expect(notReloaded(page)).resolves.toBe(true);
        await expect(page.locator('#root_name').inputValue()).resolves.toBe('星际先锋');
      }
      const versions = await api.get<MessageVersionList>('/organiser/messages/versions');
      expect(versions.list[0]).toMatchObject({ restores: found });
    } finally {
      // Whatever happened above, the messages are left as found.
      const { current } = await api.get<MessageVersionList>('/organiser/messages/versions');
      const { version } = await api.get<{ version: number }>('/organiser/messages?limit=1');
      expect(version).toBe(current);
      await staff.context.close();
      await zh.context.close();
      await en.context.close();
    }
  });

  it('at 390 px: the table as cards and the history, in both languages', async () => {
    for (const language of ['zh', 'en'] as const) {
      const { context, page } = await openPage(browser, { viewport: { width: 390, height: 844 } });
      await logInTo(page, '/organiser/messages', 'organiser@demo.test');
      if (language === 'en') await switchLanguage(page, 'en');
      await page.getByTestId('messages-row').first().waitFor();
      await page.getByTestId('messages-search').fill(ID);
      await page.getByTestId('messages-search-submit').click();
      const card = page.locator(`[data-testid="messages-row"][data-row-id="${ID}"]`);
      await card.getByTestId('message-cell-zh').getByTestId('message-edit').click();
      await card.getByTestId('message-text-input').fill('产品名称');
      await page.screenshot({ path: screenshotPath(`console-messages-390-${language}`), fullPage: true });
      await card.getByTestId('message-cancel').click();
      await page.getByTestId('messages-history-link').click();
      await page.getByTestId('message-version-row').first().waitFor();
      await page.screenshot({ path: screenshotPath(`console-messages-history-390-${language}`), fullPage: true });
      await context.close();
    }
  });
});
