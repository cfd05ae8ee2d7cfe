/**
 * Material templates in a real browser (issue 23, SPEC.md §9): organiser@demo.test publishes two files
 * for the exhibition-information area on /organiser/templates, one with an English name;
 * exhibitor@demo.test finds them on /exhibitInfo and downloads one and the zip of both, whose files
 * are the ones published; the English interface names them in English. Withdrawn, they are gone.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { logInTo, switchLanguage, waitForScreen } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';

vi.setConfig({ testTimeout: 180_000 });

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

const area = (page: Page) => page.locator('[data-testid="template-area"][data-area="exhibitInfo"]');

async function publish(page: Page, name: string, content: string, nameEn = '') {
  await area(page).getByTestId('template-publish').click();
  const dialog = page.getByTestId('template-publish-dialog');
  await dialog.getByTestId('template-file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
  await dialog.getByTestId('template-chosen').filter({ hasText: name }).waitFor();
  if (nameEn) await dialog.getByTestId('template-name-en-input').fill(nameEn);
  await dialog.getByTestId('template-publish-confirm').click();
  await dialog.waitFor({ state: 'detached' });
  await area(page).getByTestId('template-name').filter({ hasText: name }).waitFor();
}

/** Clicks and answers what the browser saved: its suggested name and its bytes. */
async function saved(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

describe('material templates', () => {
  it('published by staff, downloaded by the exhibitor one by one and as a zip, withdrawn again', async () => {
    const staff = await openPage(browser);
    await logInTo(staff.page, '/organiser/templates', 'organiser@demo.test');
    await waitForScreen(staff.page, '资料模板');
    await area(staff.page).getByText('该板块还没有模板').waitFor();
    await publish(staff.page, '展商标志尺寸说明.txt', 'logo 800×800 px', 'Logo sizes');
    await publish(staff.page, 'fascia.txt', 'fascia 3000×300 mm');
    await expect(area(staff.page).getByTestId('template-name-other').allTextContents()).resolves.toEqual(['Logo sizes.txt']);
    await staff.page.screenshot({ path: screenshotPath('console-templates-zh'), fullPage: true });

    const exhibitor = await openPage(browser);
    await logInTo(exhibitor.page, '/exhibit-info/index');
    const panel = exhibitor.page.locator('[data-testid="template-downloads"][data-area="exhibitInfo"]');
    await panel.getByText('主办方提供的模板（2 个）').waitFor();
    await exhibitor.page.screenshot({ path: screenshotPath('exhibit-info-templates-zh') });
    const one = await saved(exhibitor.page, () => panel.getByTestId('template-file').first().click());
    expect([one.name, one.bytes.toString()]).toEqual(['展商标志尺寸说明.txt', 'logo 800×800 px']);
    const zip = await saved(exhibitor.page, () => panel.getByTestId('template-zip').click());
    expect(zip.name).toBe('参展信息模板.zip');
    const archive = await JSZip.loadAsync(zip.bytes);
    expect(Object.keys(archive.files)).toEqual(['展商标志尺寸说明.txt', 'fascia.txt']);
    expect(await archive.file('fascia.txt')!.async('string')).toBe('fascia 3000×300 mm');

    await switchLanguage(exhibitor.page, 'en');
    await panel.getByText('Templates from the organiser (2)').waitFor();
    await expect(panel.getByTestId('template-file').first().textContent()).resolves.toMatch(/^Logo sizes\.txt/);
    const english = await saved(exhibitor.page, () => panel.getByTestId('template-zip').click());
    expect(english.name).toBe('Exhibition information templates.zip');
    expect(Object.keys((await JSZip.loadAsync(english.bytes)).files)).toEqual(['Logo sizes.txt', 'fascia.txt']);

    // Withdrawn: the exhibitor's page has no panel on its next visit.
    for (let left = 2; left > 0; left -= 1) {
      await area(staff.page).getByTestId('template-withdraw').first().click();
      await staff.page.getByTestId('template-withdraw-confirm').click();
      await expect.poll(() => area(staff.page).getByTestId('template-row').count()).toBe(left - 1);
    }
    await exhibitor.page.reload();
    await exhibitor.page.getByTestId('welcome').waitFor();
    await expect(panel.count()).resolves.toBe(0);
    await exhibitor.context.close();
    await staff.context.close();
  });
});
