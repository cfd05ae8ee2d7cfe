/**
 * The show's reference lists where exhibitors meet them: the conference programme beside the
 * activities (tracks and their speakers, loaded when opened), the activity form's track and the
 * product form's exhibit category, both offered from the server's lists in the reader's language.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInTo, switchLanguage } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, screenshotPath } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

const optionTexts = (select: Locator) => select.locator('option').allTextContents();

describe('the programme and the exhibit categories', () => {
  it('shows the programme beside the activities and offers its tracks in the activity form (zh, en)', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/exhibitorManagement/activity/list');
    const panel = page.getByTestId('programme-panel');
    await panel.waitFor();
    // Folded at first: nothing is loaded until it is opened.
    expect(await page.getByTestId('programme-track').count()).toBe(0);
    await page.getByTestId('programme-toggle').click();
    await expect.poll(() => page.getByTestId('programme-track').count()).toBe(4);
    expect(await page.getByTestId('programme-speaker').count()).toBe(8);
    expect(await page.getByTestId('programme-track').first().textContent()).toContain('游戏开发者大会');
    await animationsSettled(page);
    await page.screenshot({ path: screenshotPath('programme-zh') });

    await switchLanguage(page, 'en');
    await expect.poll(() => page.getByTestId('programme-track').first().textContent()).toContain('Game Developers Conference');
    expect(await page.getByTestId('programme-speaker').first().textContent()).toBe('Zhou Wenbo · CTO, Star Trail Interactive');

    await page.getByTestId('add-display').click();
    const track = page.locator('#root_track_id');
    await expect.poll(() => optionTexts(track)).toEqual([
      'Please choose', 'Game Developers Conference', 'Esports Industry Forum', 'Indie Games Showcase', 'Games and Frontier Technology',
    ]);
    await context.close();
  });

  it('offers the exhibit categories in the product form, each top category before its own', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/exhibitorManagement/product/edit');
    const category = page.locator('#root_category_id');
    await expect.poll(async () => (await optionTexts(category)).length).toBe(15);
    const options = await optionTexts(category);
    expect(options.slice(0, 3)).toEqual(['请选择', '游戏', '动作冒险']);
    expect(options).toContain('VR / AR 设备');
    await context.close();
  });
});
