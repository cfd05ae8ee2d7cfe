/**
 * Staff change a screen while the show runs (issue 21), in a real browser: organiser@demo.test adds
 * a required field with labels in both languages to the invoice header screen, sees it in the
 * preview and publishes it with a note; exhibitor@demo.test, whose header form is open the whole
 * time, sees the field appear without a reload and keeps what was typed; the server refuses a header
 * without it, naming the field, and takes one with it; the list shows its column and the export its
 * values. Staff then roll back to the file and the field leaves the exhibitor's open page.
 *
 * Whatever happens, the screen ends as its file has it (a last rollback to version 0), with no draft,
 * and the header added here is deleted: the other browser files share this database.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScreenDescriptor } from '../../src/shared/descriptor';
import type { EditorState } from '../../src/shared/screen-editor';
import { logInTo, switchLanguage, tokenOf, waitForScreen } from './shell-helpers';
import { animationsSettled, launchBrowser, openPage, portalUrl, screenshotPath } from './support/browser';
import { staffApi, type StaffApi } from './support/staff-api';

// Two browsers through publishing, an export job and a rollback: more than the suite's usual minute.
vi.setConfig({ testTimeout: 240_000 });

const SCREEN = 'invoice-header';
const FILE = JSON.parse(readFileSync(`schemas/${SCREEN}.json`, 'utf8')) as ScreenDescriptor;
const LABEL_ZH = '发票专用章编号';
const LABEL_EN = 'Invoice seal number';
const TITLE = '印章测试文化传媒有限公司';

let browser: Browser;
let staff: StaffApi;
beforeAll(async () => {
  mkdirSync('.reports/screenshots', { recursive: true });
  browser = await launchBrowser();
  staff = await staffApi();
});
afterAll(async () => { await browser?.close(); });


const sameJson = (a: unknown, b: unknown): boolean => {
  const sort = (value: unknown): unknown => (Array.isArray(value) ? value.map(sort)
    : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).sort(([x], [y]) => x.localeCompare(y)).map(([key, item]) => [key, sort(item)])) : value);
  return JSON.stringify(sort(a)) === JSON.stringify(sort(b));
};

/** The screen as its file has it, without a draft: what the other files expect. */
async function putBack(): Promise<void> {
  const headers = { authorization: `Bearer ${await staffToken()}`, 'content-type': 'application/json', cookie: 'language=en' };
  await fetch(`${portalUrl()}/api/organiser/schemas/${SCREEN}/draft`, { method: 'DELETE', headers });
  const state = await staff.get<EditorState>(`/organiser/schemas/${SCREEN}`);
  if (state.version > 0 && !sameJson(state.published, FILE)) {
    await staff.post(`/organiser/schemas/${SCREEN}/rollback`, { version: 0, note: 'Back to the file after the screen editor test' });
  }
}

let token: string | undefined;
async function staffToken(): Promise<string> {
  if (!token) {
    const response = await fetch(`${portalUrl()}/api/v2/login/account`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'organiser@demo.test', password: 'Expo2026!' }),
    });
    token = ((await response.json()) as { data: { jwt: string } }).data.jwt;
  }
  return token;
}

/** The exhibitor's own API, as their browser calls it. */
async function exhibitorCall<T>(bearer: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: { code: number; message: string; data: T } }> {
  const response = await fetch(`${portalUrl()}/api${path}`, {
    method, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json', cookie: 'language=zh' }, ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() as { code: number; message: string; data: T } };
}

describe('a field added at run time', () => {
  it('is published to the exhibitor’s open form, validated, listed and exported, then rolled back', async () => {
    const { page: desk, context: deskContext } = await openPage(browser);
    const { page: booth, context: boothContext } = await openPage(browser);
    let exhibitorToken = '';
    try {
      await logInTo(desk, '/organiser/schemas', 'organiser@demo.test');
      await waitForScreen(desk, '界面编辑');
      const row = desk.getByTestId('screen-row').filter({ hasText: SCREEN });
      await row.getByTestId('screen-version').filter({ hasText: /^(v\d+|内置)$/ }).waitFor();

      // The exhibitor opens a new header and types part of it; the form stays open from here on.
      const stream = booth.waitForResponse((response) => response.url().includes('/api/sse') && response.status() === 200);
      await logInTo(booth, '/invoice/addInvoiceHeader');
      await stream;
      exhibitorToken = await tokenOf(boothContext);
      await booth.getByTestId('add-invoice-header').click();
      const form = booth.getByTestId('invoice-header-dialog');
      await form.getByText('增值税专用发票').click();
      await form.locator('#root_title').fill(TITLE);
      await form.locator('#root_address').fill('上海市浦东新区龙阳路2345号');
      await expect(form.getByText(LABEL_ZH).count()).resolves.toBe(0);

      // A header stored before the change: the new rule will not fit it.
      const stored = await exhibitorCall(exhibitorToken, 'POST', '/v4/invoice/header', {
        invoice_type: 1, title: `${TITLE}（旧）`, tax_no: '91350100M000100Y43', address: '上海市浦东新区龙阳路2345号', bank: '中国工商银行上海浦东支行',
        bank_account: '1001234567890123456', phone: '021-58881234', email: 'old@seal.example.com',
      });
      expect(stored.body.code).toBe(1);

      // Staff add a required field with both labels; the preview shows it as the exhibitor will.
      await row.getByTestId('screen-edit').click();
      await waitForScreen(desk, '编辑界面');
      await desk.getByTestId('field-add').click();
      const dialog = desk.getByTestId('field-add-dialog');
      await dialog.getByTestId('new-field-name').fill('seal no');
      await dialog.getByTestId('new-field-submit').click();
      // Refused on its field, in the page's language, and nothing typed is lost.
      await dialog.getByTestId('new-field-name-error').getByText('字段名须以小写字母开头，只含小写字母、数字和下划线').waitFor();
      await dialog.getByTestId('new-field-label-zh-error').waitFor();
      await dialog.getByTestId('new-field-name').fill('seal_no');
      await dialog.getByTestId('new-field-label-zh').fill(LABEL_ZH);
      await dialog.getByTestId('new-field-label-en').fill(LABEL_EN);
      await dialog.getByTestId('new-field-required').click();
      await dialog.getByTestId('new-field-submit').click();
      await dialog.waitFor({ state: 'hidden' });
      const field = desk.locator('[data-testid="field-row"][data-field="seal_no"]');
      await expect(field.getByTestId('field-label-en').inputValue()).resolves.toBe(LABEL_EN);
      await field.getByTestId('field-rules-toggle').click();
      await field.getByTestId('rule-minLength').fill('四');
      await field.getByTestId('rule-minLength-error').getByText('请填写 0 或正整数').waitFor();
      await field.getByTestId('rule-minLength').fill('4');
      await desk.locator('[data-testid="draft-save-state"][data-state="saved"]').waitFor();
      const preview = desk.getByTestId('screen-preview');
      await preview.getByTestId('preview-form').getByText(LABEL_ZH).waitFor();

      // Its column, sortable and searchable as text, and its export column.
      await desk.getByTestId('editor-tab-list').click();
      await desk.getByTestId('column-add-field').selectOption('seal_no');
      await desk.getByTestId('column-add').click();
      const column = desk.locator('[data-testid="column-row"][data-field="seal_no"]');
      await column.getByTestId('column-sortable').click();
      await expect(column.getByTestId('column-filter').locator('option').allTextContents()).resolves.toEqual(['不筛选', '文本搜索']);
      await column.getByTestId('column-filter').selectOption('text');
      await desk.getByTestId('export-add-field').selectOption('seal_no');
      await desk.getByTestId('export-add').click();
      await desk.locator('[data-testid="draft-save-state"][data-state="saved"]').waitFor();
      await preview.getByTestId('preview-view').getByText('列表').click();
      await preview.getByTestId('preview-table').getByText(LABEL_ZH).waitFor();
      await expect(desk.getByTestId('draft-problems').count()).resolves.toBe(0);
      await desk.evaluate(() => window.scrollTo(0, 0));
      await animationsSettled(desk);
      await desk.screenshot({ path: screenshotPath('screen-editor-list-zh-1280'), fullPage: true });
      await desk.getByTestId('editor-tab-fields').click();
      await preview.getByTestId('preview-view').getByText('表单').click();
      await animationsSettled(desk);
      await desk.screenshot({ path: screenshotPath('screen-editor-fields-zh-1280'), fullPage: true });

      // Publishing shows first what the rule does to the headers already stored, and needs a note.
      await desk.getByTestId('draft-publish').click();
      const publish = desk.getByTestId('publish-dialog');
      const misfits = publish.getByTestId('impact-misfits');
      await misfits.waitFor();
      expect(Number(await misfits.getAttribute('data-misfits'))).toBeGreaterThan(0);
      await publish.getByTestId('impact-row').filter({ hasText: LABEL_ZH }).first().waitFor();
      await publish.getByTestId('publish-confirm').click();
      await publish.getByTestId('publish-note-error').getByText('请填写说明').waitFor();
      await publish.getByTestId('publish-note').fill('新增必填字段：发票专用章编号');
      await animationsSettled(desk);
      await desk.screenshot({ path: screenshotPath('screen-editor-publish-zh-1280') });
      await publish.getByTestId('publish-confirm').click();
      await publish.waitFor({ state: 'hidden' });
      await desk.getByTestId('editor-screen').getByText(/当前 v\d+/).waitFor();
      const published = await staff.get<EditorState>(`/organiser/schemas/${SCREEN}`);
      expect(published.draft).toBeNull();
      expect(published.published).toMatchObject({ schema: { required: expect.arrayContaining(['seal_no']) } });

      // The exhibitor's open form shows the field, named in their language, with what they typed kept.
      await form.getByText(LABEL_ZH).waitFor();
      await expect(form.locator('#root_title').inputValue()).resolves.toBe(TITLE);
      await expect(form.locator('#root_address').inputValue()).resolves.toBe('上海市浦东新区龙阳路2345号');
      await form.locator('#root_tax_no').fill('91350100M000100Y43');
      await form.locator('#root_phone').fill('021-58881234');
      await form.locator('#root_bank').fill('中国工商银行上海浦东支行');
      await form.locator('#root_bank_account').fill('1001234567890123456');
      await form.locator('#root_email').fill('finance@seal.example.com');
      await form.getByRole('button', { name: '保存' }).click();
      await form.locator('#root_seal_no__field').getByText(`${LABEL_ZH}不能为空`).waitFor();
      await booth.screenshot({ path: screenshotPath('screen-editor-exhibitor-form-zh-1280') });

      // The server refuses a header without it, on its field, and takes one with it.
      const header = {
        invoice_type: 2, title: TITLE, tax_no: '91350100M000100Y43', address: '上海市浦东新区龙阳路2345号', bank: '中国工商银行上海浦东支行',
        bank_account: '1001234567890123456', phone: '021-58881234', email: 'finance@seal.example.com',
      };
      const refused = await exhibitorCall<{ errors: { field: string; message: string }[] }>(exhibitorToken, 'POST', '/v4/invoice/header', header);
      expect([refused.status, refused.body.code]).toEqual([400, 1000]);
      expect(refused.body.data.errors).toEqual([{ field: 'seal_no', message: `${LABEL_ZH}不能为空` }]);
      const short = await exhibitorCall<{ errors: { field: string }[] }>(exhibitorToken, 'POST', '/v4/invoice/header', { ...header, seal_no: 'AB1' });
      expect(short.body.data.errors.map((error) => error.field)).toEqual(['seal_no']);
      await form.locator('#root_seal_no').fill('SEAL2027');
      await form.getByRole('button', { name: '保存' }).click();
      await form.waitFor({ state: 'hidden' });

      // The list shows the column with the value; the export holds it.
      const list = booth.getByRole('table');
      await list.getByRole('columnheader').filter({ hasText: LABEL_ZH }).waitFor();
      await booth.getByRole('row').filter({ hasText: TITLE }).filter({ hasText: 'SEAL2027' }).waitFor();
      await booth.screenshot({ path: screenshotPath('screen-editor-exhibitor-list-zh-1280'), fullPage: true });
      await booth.getByRole('button', { name: '导出', exact: true }).click();
      const ready = booth.getByTestId('toast').filter({ hasText: '已导出' });
      await ready.waitFor({ timeout: 60_000 });
      const [download] = await Promise.all([booth.waitForEvent('download'), ready.getByTestId('toast-action').click()]);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const headings = (sheet.getRow(1).values as unknown[]).map(String);
      const at = headings.indexOf(LABEL_ZH);
      expect(at, headings.join(' | ')).toBeGreaterThan(0);
      const values: string[] = [];
      sheet.eachRow((each, n) => { if (n > 1) values.push(String(each.getCell(at).value ?? '')); });
      expect(values).toContain('SEAL2027');

      // The history tells what the version changed; rolling back to the file takes the field away again.
      await desk.getByTestId('editor-history').click();
      await waitForScreen(desk, '界面版本历史');
      const newest = desk.getByTestId('version-row').first();
      await expect(newest.getByTestId('version-note').textContent()).resolves.toBe('新增必填字段：发票专用章编号');
      await newest.getByTestId('version-changes-toggle').click();
      await newest.getByTestId('version-changes').getByText(`新增字段 seal_no（${LABEL_ZH}）`).waitFor();
      await newest.getByTestId('version-changes').getByText('标签 invoice_header.seal_no（英文）已新增').waitFor();
      await animationsSettled(desk);
      await desk.screenshot({ path: screenshotPath('screen-editor-history-changes-zh-1280'), fullPage: true });
      await desk.locator('[data-testid="version-row"][data-version="0"]').getByTestId('version-rollback').click();
      const rollback = desk.getByTestId('rollback-dialog');
      await rollback.getByTestId('rollback-note').fill('撤回印章编号字段');
      await rollback.getByTestId('rollback-confirm').click();
      await rollback.waitFor({ state: 'hidden' });
      await desk.getByTestId('version-row').first().getByTestId('version-restored').getByText('恢复自内置版本').waitFor();

      await list.getByRole('columnheader').filter({ hasText: LABEL_ZH }).waitFor({ state: 'detached' });
      await booth.getByTestId('add-invoice-header').click();
      await form.locator('#root_title').waitFor();
      await expect(form.getByText(LABEL_ZH).count()).resolves.toBe(0);
      await expect(form.locator('#root_seal_no').count()).resolves.toBe(0);
    } finally {
      await putBack();
      if (exhibitorToken) {
        const { body } = await exhibitorCall<{ list: { id: number; title: string }[] }>(exhibitorToken, 'GET', '/v4/invoice/header?limit=100&title=%E5%8D%B0%E7%AB%A0%E6%B5%8B%E8%AF%95');
        for (const added of body.data?.list ?? []) await exhibitorCall(exhibitorToken, 'DELETE', `/v4/invoice/header/${added.id}`);
      }
      await deskContext.close();
      await boothContext.close();
    }
    const after = await staff.get<EditorState>(`/organiser/schemas/${SCREEN}`);
    expect([sameJson(after.published, FILE), after.draft]).toEqual([true, null]);
  });
});

describe('the screen editor in both languages, on a desk and on a phone', () => {
  it('draws the screens, an editor with a draft and the history at 1280 and 390 px, zh and en', async () => {
    const draftPath = `/organiser/schemas/product/draft`;
    try {
      for (const width of [1280, 390]) {
        const { context, page } = await openPage(browser, { viewport: { width, height: width > 500 ? 900 : 844 } });
        await logInTo(page, '/organiser/schemas', 'organiser@demo.test');
        for (const locale of ['zh', 'en'] as const) {
          if (locale === 'en') await switchLanguage(page, 'en');
          await page.goto('/organiser/schemas');
          await waitForScreen(page, locale === 'zh' ? '界面编辑' : 'Screen editor');
          await page.getByTestId('screen-row').first().waitFor();
          await animationsSettled(page);
          await page.screenshot({ path: screenshotPath(`screen-editor-screens-${locale}-${width}`), fullPage: true });

          // A screen with a staff list: a label reworded leaves a problem-free draft; emptied, it names the problem.
          await page.goto('/organiser/schemas/edit?screen=product');
          await waitForScreen(page, locale === 'zh' ? '编辑界面' : 'Edit screen');
          const name = page.locator('[data-testid="field-row"][data-field="name"]');
          await name.getByTestId('field-label-en').fill('');
          await page.getByTestId('draft-problems').waitFor();
          await name.getByTestId('field-problem').getByText(locale === 'zh' ? '标签 product.name 缺少英文文字' : 'Label product.name has no English text').waitFor();
          await animationsSettled(page);
          await page.screenshot({ path: screenshotPath(`screen-editor-problem-${locale}-${width}`), fullPage: true });
          await name.getByTestId('field-label-en').fill('Product name');
          await page.getByTestId('draft-problems').waitFor({ state: 'detached' });
          await page.getByTestId('editor-tab-list').click();
          await page.getByTestId('list-choice').waitFor();
          await animationsSettled(page);
          await page.screenshot({ path: screenshotPath(`screen-editor-lists-${locale}-${width}`), fullPage: true });

          await page.getByTestId('editor-tab-json').click();
          const text = page.getByTestId('json-text');
          const json = await text.inputValue();
          const idLine = json.split('\n').findIndex((line) => line.includes('"id": "product",')) + 1;
          expect(idLine).toBe(4);
          await text.fill(json.replace('"id": "product",', '"id": "product"'));
          await page.getByTestId('json-problem').waitFor();
          // The comma missing at the end of the id's line is found where the next key starts.
          await expect(page.getByTestId('json-problem').getAttribute('data-line')).resolves.toBe(String(idLine + 1));
          await page.getByTestId('json-problem-lines').getByText('"id": "product"').waitFor();
          await animationsSettled(page);
          await page.screenshot({ path: screenshotPath(`screen-editor-json-${locale}-${width}`) });
          await page.getByTestId('json-reset').click();

          await page.goto('/organiser/schemas/history?screen=invoice-header');
          await waitForScreen(page, locale === 'zh' ? '界面版本历史' : 'Screen history');
          await page.getByTestId('version-row').first().waitFor();
          await animationsSettled(page);
          await page.screenshot({ path: screenshotPath(`screen-editor-history-${locale}-${width}`), fullPage: true });
        }
        await context.close();
      }
    } finally {
      await fetch(`${portalUrl()}/api${draftPath}`, { method: 'DELETE', headers: { authorization: `Bearer ${await staffToken()}` } });
    }
    const state = await staff.get<EditorState>('/organiser/schemas/product');
    expect(state.draft).toBeNull();
  });
});
