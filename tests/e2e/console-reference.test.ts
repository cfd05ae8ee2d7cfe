/**
 * The show's reference data in a real browser (issue 23): organiser@demo.test adds a track and a
 * speaker in it on /organiser/reference; the exhibitor's activity list shows the track in the
 * programme; a track with a speaker is refused removal with why, and goes once the speaker is gone.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logInTo, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';

vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

const row = (page: Page, kind: string, text: string) => page.getByTestId(`reference-${kind}`).getByTestId('reference-row').filter({ hasText: text });

async function remove(page: Page, kind: string, text: string) {
  await row(page, kind, text).getByTestId('reference-delete').click();
  await page.getByTestId('reference-delete-confirm').click();
}

describe('reference data', () => {
  it('a track and its speaker, added in the console, reach the exhibitor; a track in use stays', async () => {
    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/reference', 'organiser@demo.test');
    await waitForScreen(staff.page, '基础资料');

    await staff.page.getByTestId('reference-new').click();
    const dialog = staff.page.getByTestId('reference-dialog');
    await dialog.locator('#root_name').fill('云游戏分论坛');
    await dialog.locator('#root_name_en').fill('Cloud gaming track');
    await dialog.getByRole('button', { name: '添加分论坛' }).click();
    await row(staff.page, 'tracks', '云游戏分论坛').waitFor();

    await staff.page.getByTestId('reference-tab-speakers').click();
    await staff.page.getByTestId('reference-new').click();
    await dialog.locator('#root_name').fill('周云');
    await dialog.locator('#root_name_en').fill('Zhou Yun');
    await dialog.locator('#root_category_id option', { hasText: '云游戏分论坛' }).waitFor({ state: 'attached' });
    await dialog.locator('#root_category_id').selectOption({ label: '云游戏分论坛' });
    await dialog.getByRole('button', { name: '添加嘉宾' }).click();
    await row(staff.page, 'speakers', '周云').waitFor();
    await expect(row(staff.page, 'speakers', '周云').textContent()).resolves.toContain('云游戏分论坛');
    await staff.page.screenshot({ path: screenshotPath('console-reference-speakers-zh'), fullPage: true });

    const exhibitor = await openPage(browser);
    await logInTo(exhibitor.page, '/exhibitorManagement/activity/list');
    await exhibitor.page.getByTestId('programme-toggle').click();
    await exhibitor.page.getByTestId('programme-track').filter({ hasText: '云游戏分论坛' }).getByTestId('programme-speaker').filter({ hasText: '周云' }).waitFor();

    // The track has a speaker: it stays, and the page says why.
    await staff.page.getByTestId('reference-tab-tracks').click();
    await remove(staff.page, 'tracks', '云游戏分论坛');
    await staff.page.getByText('还有 1 位嘉宾或活动属于该分论坛，请先调整它们').first().waitFor();
    await staff.page.getByTestId('reference-delete-dialog').getByRole('button', { name: '取消' }).click();

    await staff.page.getByTestId('reference-tab-speakers').click();
    await remove(staff.page, 'speakers', '周云');
    await row(staff.page, 'speakers', '周云').waitFor({ state: 'detached' });
    await staff.page.getByTestId('reference-tab-tracks').click();
    await remove(staff.page, 'tracks', '云游戏分论坛');
    await row(staff.page, 'tracks', '云游戏分论坛').waitFor({ state: 'detached' });
    await exhibitor.context.close();
    await staff.context.close();
  });
});
