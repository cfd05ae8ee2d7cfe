/**
 * Shortcuts beside the to-do strip (SPEC.md §3): exhibitor@demo.test pins screens from the dialog,
 * finds them again after a reload and in a second browser, opens one, removes one, and meets the
 * limit; a sub-account is offered only the screens its authorities open. Chinese, then English.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTCUT_LIMIT } from '../../src/shared/shortcuts';
import { logInTo, switchLanguage } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, screenshotPath } from './support/browser';

const HOME = '/exhibit-info/index';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

const pinnedTemplates = (page: Page): Promise<(string | null)[]> =>
  page.getByTestId('shortcut').evaluateAll((items) => items.map((item) => item.getAttribute('data-template')));

async function pin(page: Page, template: string): Promise<void> {
  const before = await page.getByTestId('shortcut').count();
  await page.locator(`[data-testid="shortcut-choice"][data-template="${template}"]`).click();
  await expect.poll(() => page.getByTestId('shortcut').count()).toBe(before + 1);
}

async function removeAll(page: Page): Promise<void> {
  while (await page.getByTestId('shortcut-remove').count() > 0) {
    const before = await page.getByTestId('shortcut-remove').count();
    await page.getByTestId('shortcut-remove').first().click();
    await expect.poll(() => page.getByTestId('shortcut-remove').count()).toBe(before - 1);
  }
}

describe('shortcuts on the landing screen', () => {
  it('are pinned from the dialog, kept across reloads and browsers, opened and removed', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, HOME);
    await page.getByTestId('shortcut-empty').waitFor();
    await page.getByTestId('shortcut-add').click();
    await page.getByTestId('shortcut-dialog').waitFor();
    expect(await page.getByTestId('shortcut-count').textContent()).toBe(`已添加 0 / ${SHORTCUT_LIMIT} 个`);
    await pin(page, 'ticketBoothList');
    await pin(page, 'invoiceList');
    // A pinned screen leaves the choices.
    expect(await page.locator('[data-testid="shortcut-choice"][data-template="ticketBoothList"]').count()).toBe(0);
    await animationsSettled(page);
    await page.screenshot({ path: screenshotPath('shortcuts-dialog-zh') });
    await page.getByTestId('shortcut-done').click();
    await page.getByTestId('shortcut-dialog').waitFor({ state: 'detached' });

    await page.reload();
    await page.getByTestId('shortcut').first().waitFor();
    expect(await pinnedTemplates(page)).toEqual(['ticketBoothList', 'invoiceList']);
    expect(await page.getByTestId('shortcut').allTextContents()).toEqual(['证件列表', '开票记录']);
    await page.screenshot({ path: screenshotPath('shortcuts-zh') });

    // The same account in another browser finds them too: they live on the server.
    const other = await openPage(browser);
    await logInTo(other.page, HOME);
    await other.page.getByTestId('shortcut').first().waitFor();
    expect(await pinnedTemplates(other.page)).toEqual(['ticketBoothList', 'invoiceList']);
    await other.context.close();

    await page.getByRole('link', { name: '开票记录' }).click();
    await page.waitForURL(/\/invoice\/list$/);
    await page.goBack();
    await page.getByTestId('shortcut').first().waitFor();
    await page.getByRole('button', { name: '移除快捷入口“证件列表”' }).click();
    await expect.poll(() => pinnedTemplates(page)).toEqual(['invoiceList']);
    await removeAll(page);
    await page.getByTestId('shortcut-empty').waitFor();
    await context.close();
  });

  it(`stops at ${SHORTCUT_LIMIT}: the dialog says so and offers nothing more`, async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, HOME);
    await switchLanguage(page, 'en');
    await page.getByTestId('shortcut-add').click();
    await page.getByTestId('shortcut-dialog').waitFor();
    for (let n = 0; n < SHORTCUT_LIMIT; n++) {
      const template = await page.getByTestId('shortcut-choice').first().getAttribute('data-template');
      await pin(page, template!);
    }
    expect(await page.getByTestId('shortcut-count').textContent()).toBe(`${SHORTCUT_LIMIT} of ${SHORTCUT_LIMIT} added, the most allowed; remove one first`);
    const choices = page.getByTestId('shortcut-choice');
    expect(await choices.count()).toBeGreaterThan(0);
    for (const choice of await choices.all()) expect(await choice.isDisabled()).toBe(true);
    await animationsSettled(page);
    await page.screenshot({ path: screenshotPath('shortcuts-full-en') });
    await page.getByTestId('shortcut-done').click();
    await removeAll(page);
    await context.close();
  });

  it("offers a sub-account only the screens its authorities open", async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, HOME, 'sub2@demo.test'); // exhibit information only
    await page.getByTestId('shortcut-bar').waitFor();
    await page.getByTestId('shortcut-add').click();
    await page.getByTestId('shortcut-dialog').waitFor();
    const offered = await page.getByTestId('shortcut-choice').evaluateAll((items) => items.map((item) => item.getAttribute('data-template')));
    expect(offered.length).toBeGreaterThan(0);
    for (const forbidden of ['ticketBoothList', 'invoiceList', 'subaccountIndex', 'unbindOrderList', 'productList']) expect(offered).not.toContain(forbidden);
    await context.close();
  });
});
