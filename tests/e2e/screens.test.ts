/**
 * The two screens of the schema engine in a real browser: the company form with a real logo upload,
 * and the invoice headers list with its form — as exhibitor@demo.test, in Chinese and English.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePng } from '../support/images';
import { logInTo, switchLanguage } from './shell-helpers';
import { launchBrowser, openPage, screenshotPath } from './support/browser';

let browser: Browser;
const files = join(tmpdir(), 'portal-e2e-files');
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  mkdirSync(files, { recursive: true });
  writeFileSync(join(files, 'logo-2x1.png'), makePng(800, 400));
  writeFileSync(join(files, 'logo-4x3.png'), makePng(800, 600));
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

describe('company information form', () => {
  it('words its errors anew after a language switch and keeps what was typed', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/exhibit-info/index');
    const form = page.getByTestId('company-form');
    // Nothing saved yet: the form starts from the exhibitor's names the portal holds.
    await expect.poll(() => page.locator('#root_name').inputValue()).toBe('星游互动娱乐有限公司');
    await expect(page.locator('#root_name_en').inputValue()).resolves.toBe('Star Trail Interactive Entertainment Co., Ltd.');
    await page.locator('#root_name').fill('');
    await page.locator('#root_name_en').fill('Star Trail');
    await form.getByRole('button', { name: '提交审核' }).click();
    await form.locator('#root_name__error').getByText('请输入公司中文名称').waitFor();

    await switchLanguage(page, 'en');
    await form.locator('#root_name__error').getByText('Please enter the company name in Chinese').waitFor();
    await form.locator('#root_email__error').getByText('Please enter the company e-mail').waitFor();
    expect(await form.getByText('请输入公司中文名称').count()).toBe(0);
    await expect(page.locator('#root_name_en').inputValue()).resolves.toBe('Star Trail');
    await page.screenshot({ path: screenshotPath('company-errors-switched-en'), fullPage: true });
    await context.close();
  });

  it('shows translated errors, refuses a wrong logo, uploads a right one and saves for review', async () => {
    const { context, page } = await openPage(browser);
    await logInTo(page, '/exhibit-info/index');
    const form = page.getByTestId('company-form');
    await form.getByRole('button', { name: '提交审核' }).click();
    // The names are there already (the exhibitor's); what the portal cannot know is asked for.
    await form.getByText('请输入公司邮箱').first().waitFor();
    expect(await form.getByText('请输入公司中文名称').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('company-errors-zh'), fullPage: true });

    await page.locator('#root_name').fill('星游互动娱乐有限公司');
    await page.locator('#root_name_en').fill('Star Trail Interactive Entertainment Co., Ltd.');
    await page.locator('#root_credit_code').fill('91350100M000100Y43');
    await page.locator('#root_address').fill('上海市浦东新区龙阳路2345号');
    await page.locator('#root_address_en').fill('2345 Longyang Road, Pudong, Shanghai');
    await page.locator('#root_email').fill('expo@startrail.example.com');
    await page.locator('#root_contact_name').fill('李明');
    await page.locator('#root_contact_phone').fill('13800000001');
    await page.locator('#root_profile').fill('星游互动专注于主机与移动游戏的研发与发行。');
    await page.locator('#root_profile_en').fill('Star Trail develops and publishes console and mobile games.');

    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles(join(files, 'logo-4x3.png'));
    await form.getByText(/宽高比应为 2:1/).first().waitFor();
    await fileInput.setInputFiles(join(files, 'logo-2x1.png'));
    await form.locator('img').first().waitFor();
    await page.screenshot({ path: screenshotPath('company-filled-zh'), fullPage: true });

    await form.getByRole('button', { name: '提交审核' }).click();
    await page.getByTestId('company-form').getByTestId('review-status').getByText('审核中').waitFor();
    await page.reload();
    await expect(page.locator('#root_name').inputValue()).resolves.toBe('星游互动娱乐有限公司');
    await page.screenshot({ path: screenshotPath('company-saved-zh'), fullPage: true });
    await context.close();
  });

  it('shows the saved company information in English, read-only while under review', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    await context.addCookies([{ name: 'language', value: 'en', url: (await import('./support/browser')).portalUrl() }]);
    await logInTo(page, '/exhibit-info/index');
    const form = page.getByTestId('company-form');
    await form.getByText('Company name (Chinese)').waitFor();
    await form.getByTestId('review-status').getByText('Under review').waitFor();
    await form.getByTestId('review-pending').waitFor();
    await expect(page.locator('#root_name').isEditable()).resolves.toBe(false);
    await page.getByTestId('exhibit-type').getByText('Console and mobile games').waitFor();
    await page.screenshot({ path: screenshotPath('company-under-review-en'), fullPage: true });
    await context.close();
  });
});

describe('invoice headers', () => {
  it('adds a header through the form and lists it, in English', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    await context.addCookies([{ name: 'language', value: 'en', url: (await import('./support/browser')).portalUrl() }]);
    await logInTo(page, '/invoice/addInvoiceHeader');
    await page.getByTestId('add-invoice-header').click();
    const dialog = page.getByTestId('invoice-header-dialog');
    await dialog.getByText('VAT special invoice').click();
    await dialog.locator('#root_title').fill('Star Trail Interactive Entertainment Co., Ltd.');
    await dialog.locator('#root_tax_no').fill('91350100M000100Y4X');
    await dialog.locator('#root_address').fill('2345 Longyang Road, Pudong, Shanghai');
    await dialog.locator('#root_phone').fill('021-58881234');
    await dialog.locator('#root_bank').fill('ICBC Shanghai Pudong');
    await dialog.locator('#root_bank_account').fill('1001234567890123456');
    await dialog.locator('#root_email').fill('finance@startrail.example.com');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The tax number is not valid; check the 18-character credit code').first().waitFor();
    await page.screenshot({ path: screenshotPath('invoice-header-error-en') });
    await dialog.locator('#root_tax_no').fill('91350100M000100Y43');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Star Trail Interactive Entertainment Co., Ltd.').first().waitFor();
    await page.getByText('f*****e@startrail.example.com').first().waitFor();
    await page.screenshot({ path: screenshotPath('invoice-headers-en'), fullPage: true });
    await context.close();
  });

  it('edits a header from the record itself, not the masked row, and lists the change', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    await context.addCookies([{ name: 'language', value: 'en', url: (await import('./support/browser')).portalUrl() }]);
    await logInTo(page, '/invoice/addInvoiceHeader');
    const row = page.getByRole('row').filter({ hasText: 'Star Trail Interactive Entertainment Co., Ltd.' });
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByTestId('invoice-header-dialog');
    await dialog.getByText('Edit the invoice header').waitFor();
    await expect(dialog.locator('#root_email').inputValue()).resolves.toBe('finance@startrail.example.com');
    await dialog.locator('#root_title').fill('Star Trail Interactive (Shanghai) Co., Ltd.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: 'Star Trail Interactive (Shanghai) Co., Ltd.' }).waitFor();
    await context.close();
  });
});
