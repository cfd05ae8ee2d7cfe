/**
 * The notice screens in a real browser, as exhibitor@demo.test in Chinese and English: the demo
 * notices with the files the seed wrote, a notice opened in full, and downloads whose bytes are the
 * server's file.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListData, Notice } from '../../src/shared/api';
import type { Envelope } from '../../src/shared/codes';
import { launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';
import { logInThroughForm, tokenOf, waitForScreen } from './shell-helpers';

let browser: Browser;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
});
afterAll(async () => { await browser?.close(); });

/** The file as the API serves it to the same session, to compare a download with. */
async function serverFile(context: BrowserContext, url: string): Promise<Buffer> {
  const response = await fetch(new URL(url, portalUrl()), { headers: { authorization: `Bearer ${await tokenOf(context)}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

async function notices(context: BrowserContext, kind: string): Promise<Notice[]> {
  const response = await fetch(new URL(`/api/v4/expo/notice?kind=${kind}`, portalUrl()), { headers: { authorization: `Bearer ${await tokenOf(context)}` } });
  return ((await response.json()) as Envelope<ListData<Notice>>).data.list;
}

/** Clicks a file's download button and returns the saved file's name and bytes. */
async function downloadFrom(page: Page, fileName: string, scope = page.getByTestId('notice-list')): Promise<{ name: string; bytes: Buffer }> {
  const row = scope.getByTestId('notice-file').filter({ has: page.getByTestId('notice-file-name').filter({ hasText: fileName }) }).first();
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('notice-file-download').click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

describe('notices', () => {
  it('lists must-read notices and booth-build materials in Chinese, opens one in full and downloads its files', async () => {
    const { context, page } = await openPage(browser);
    await logInThroughForm(page, 'exhibitor@demo.test');
    await page.goto('/notice/requiredReading');
    await waitForScreen(page, '展前必读');
    const list = page.getByTestId('notice-list');
    await list.getByTestId('notice').first().waitFor();

    // Newest first, each with its date, text and files.
    await expect(list.getByTestId('notice-title').allTextContents()).resolves.toEqual(['证件办理与实名制说明', '展商参展须知']);
    const handbook = list.getByTestId('notice').filter({ hasText: '展商参展须知' });
    await expect(handbook.getByTestId('notice-date').textContent()).resolves.toBe('发布于 2026-10-08');
    // Plain text with its line breaks, not HTML.
    await expect(handbook.getByTestId('notice-content').innerText()).resolves.toContain('安全规定。\n布展时间');
    await expect(handbook.getByTestId('notice-file-name').allTextContents()).resolves.toEqual(['展商参展须知.pdf', '展商参展检查清单.docx']);
    // A long body folds: More shows it whole, Less folds it again.
    await handbook.getByTestId('notice-fold').filter({ hasText: '展开' }).click();
    await handbook.getByTestId('notice-fold').filter({ hasText: '收起' }).waitFor();
    await expect(handbook.getByTestId('notice-content').innerText()).resolves.toContain('物流与仓储');
    await handbook.getByTestId('notice-fold').click();
    await handbook.getByTestId('notice-fold').filter({ hasText: '展开' }).waitFor();
    await expect(handbook.getByTestId('notice-file-size').first().textContent()).resolves.toMatch(/^\d+(\.\d)? (B|kB)$/);
    await page.screenshot({ path: screenshotPath('notices-zh'), fullPage: true });

    const [handbookNotice] = (await notices(context, 'requiredReading')).filter((notice) => notice.title === '展商参展须知');
    const pdf = await downloadFrom(page, '展商参展须知.pdf');
    expect(pdf.name).toBe('展商参展须知.pdf');
    expect(pdf.bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(Buffer.compare(pdf.bytes, await serverFile(context, handbookNotice!.attachments[0]!.url))).toBe(0);
    expect(pdf.bytes.length).toBe(handbookNotice!.attachments[0]!.size);

    // In full, in a drawer that the address remembers.
    await handbook.getByTestId('notice-open').click();
    const drawer = page.getByTestId('notice-drawer');
    await expect(drawer.getByTestId('notice-drawer-title').textContent()).resolves.toBe('展商参展须知');
    await expect(drawer.getByTestId('notice-drawer-content').innerText()).resolves.toContain('撤展时间：2027 年 8 月 2 日 17:00 起。');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(handbookNotice!.id));
    const docx = await downloadFrom(page, '展商参展检查清单.docx', drawer);
    expect(docx.name).toBe('展商参展检查清单.docx');
    expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(docx.bytes.toString('utf8')).toContain('展商参展检查清单');
    await page.screenshot({ path: screenshotPath('notices-drawer-zh') });
    await page.reload();
    await page.getByTestId('notice-drawer-title').filter({ hasText: '展商参展须知' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('id'));

    // The menu leads to the booth-build materials.
    await page.getByTestId('sidebar').getByText('布展资料').click();
    await waitForScreen(page, '布展资料');
    await page.getByTestId('notice').filter({ hasText: '特装展位搭建规范' }).waitFor();
    await expect(page.getByTestId('notice-title').allTextContents()).resolves.toEqual(['标准展位配置说明', '特装展位搭建规范']);
    const sheet = await downloadFrom(page, '搭建商资质材料清单.xlsx');
    expect(sheet.name).toBe('搭建商资质材料清单.xlsx');
    expect(sheet.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    await page.screenshot({ path: screenshotPath('notices-materials-zh'), fullPage: true });
    await context.close();
  });

  it('shows the same notices in English', async () => {
    const { context, page } = await openPage(browser, { locale: 'en-GB' });
    await context.addCookies([{ name: 'language', value: 'en', url: portalUrl() }]);
    await logInThroughForm(page, 'exhibitor@demo.test');
    await page.goto('/notice/requiredReading');
    await waitForScreen(page, 'Pre-show must-read');
    const list = page.getByTestId('notice-list');
    await list.getByTestId('notice').first().waitFor();
    await expect(list.getByTestId('notice-title').allTextContents()).resolves.toEqual(['Booth tickets and real-name registration', 'Exhibitor guide']);
    const handbook = list.getByTestId('notice').filter({ hasText: 'Exhibitor guide' });
    await expect(handbook.getByTestId('notice-date').textContent()).resolves.toBe('Published 8 Oct 2026');
    await expect(handbook.getByTestId('notice-content').innerText()).resolves.toContain('safety rules.\nBuild-up');
    await expect(handbook.getByText('2 files').count()).resolves.toBe(1);
    // Files named in both languages download under the reader's.
    await expect(handbook.getByTestId('notice-file-name').allTextContents()).resolves.toEqual(['Exhibitor guide.pdf', 'Exhibitor checklist.docx']);
    const checklist = await downloadFrom(page, 'Exhibitor checklist.docx');
    expect(checklist.name).toBe('Exhibitor checklist.docx');
    expect(checklist.bytes.toString('utf8')).toContain('word/document.xml');
    await expect(page.getByTestId('notice-total').textContent()).resolves.toBe('2 notices');
    await page.screenshot({ path: screenshotPath('notices-en'), fullPage: true });

    await page.goto('/notice/exhibitionRelatedMaterials');
    await waitForScreen(page, 'Booth-build materials');
    const raw = page.getByTestId('notice').filter({ hasText: 'Raw-space booth construction rules' });
    await raw.waitFor();
    // Files named in Chinese carry the English names the organiser gave them, and download under them.
    await expect(raw.getByTestId('notice-file-name').allTextContents()).resolves.toEqual(['Raw-space booth construction rules.pdf', 'Contractor documents checklist.xlsx', 'Power box application.txt']);
    const [rawNotice] = (await notices(context, 'exhibitionRelatedMaterials')).filter((notice) => notice.title_en === 'Raw-space booth construction rules');
    const pdf = await downloadFrom(page, 'Raw-space booth construction rules.pdf');
    expect(pdf.name).toBe('Raw-space booth construction rules.pdf');
    expect(Buffer.compare(pdf.bytes, await serverFile(context, rawNotice!.attachments[0]!.url))).toBe(0);
    await page.screenshot({ path: screenshotPath('notices-materials-en'), fullPage: true });

    // On a phone the file rows keep name, size and button on one line.
    await page.setViewportSize({ width: 390, height: 844 });
    await raw.getByTestId('notice-file-download').first().waitFor();
    // Measured once the narrower layout has settled (the sidebar leaves with a transition).
    const misalignment = async () => {
      const [name, button] = await Promise.all([
        raw.getByTestId('notice-file-name').first().boundingBox(), raw.getByTestId('notice-file-download').first().boundingBox(),
      ]);
      return Math.abs((name?.y ?? 0) + (name?.height ?? 0) / 2 - ((button?.y ?? 0) + (button?.height ?? 0) / 2));
    };
    await expect.poll(misalignment, { timeout: 10_000 }).toBeLessThan(4);
    // The shell closes its sidebar on entering mobile mode; the picture waits for it to be gone.
    await page.waitForFunction(() => (document.querySelector('[data-testid="sidebar"]')?.getBoundingClientRect().right ?? 0) <= 0);
    await page.screenshot({ path: screenshotPath('notices-mobile-en'), fullPage: true, animations: 'disabled' });
    await context.close();
  });
});
