/** Exporting a list to Excel: a job, progress on the live stream, a file with the list's columns in the caller's language. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PROGRESS, type ExportProgress } from '../../../../src/shared/live';
import { createTestApp, type TestApp } from '../../../support/test-app';

const header = JSON.parse(readFileSync('tests/fixtures/invoice-header/valid/company-special.json', 'utf8')) as Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-exports-')) });
});
afterAll(async () => { await t.close(); });

describe('export of the invoice header list', () => {
  it('runs as a job, reports progress, and produces the filtered rows with translated headers and labels', async () => {
    const headers = { ...(await t.loginAs('exhibitor@demo.test')), cookie: 'language=zh' };
    for (const [title, type] of [['星游互动娱乐有限公司', 2], ['星游互动（上海）分公司', 1], ['Star Trail HK Ltd', 1]] as const) {
      await t.call({ method: 'POST', url: '/api/v4/invoice/header', headers, payload: { ...header, title, invoice_type: type } });
    }

    const progress: ExportProgress[] = [];
    const finished = new Promise<void>((resolve) => {
      t.live.subscribe({ userId: 1, exhibitorId: null, deliver: (event) => {
        if (event.code !== EXPORT_PROGRESS) return;
        progress.push(event.data as ExportProgress);
        if ((event.data as ExportProgress).low === 100) resolve();
      } });
    });
    const started = await t.call<{ id: number; name: string; low: number }>({ method: 'POST', url: '/api/v4/invoice/header/export?title=%E6%98%9F%E6%B8%B8&sort=title&order=asc', headers });
    expect(started.body.code).toBe(1);
    expect(started.body.data.name).toMatch(/^发票抬头-\d{12}$/);
    await finished;
    const last = progress.at(-1)!;
    expect(last).toEqual({ id: started.body.data.id, name: started.body.data.name, low: 100, url: `/api/v4/export/${started.body.data.id}/download` });

    const file = await t.app.inject({ method: 'GET', url: last.url!, headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(['发票类型', '发票抬头', '税号', '注册地址', '注册电话', '开户银行', '银行账号', '接收邮箱', '创建时间']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[7]])).toEqual([
      ['增值税专用发票', '星游互动娱乐有限公司', 'f*****e@startrail.example.com'],
      ['增值税普通发票', '星游互动（上海）分公司', 'f*****e@startrail.example.com'],
    ]);
    expect(String(rows[1]![8])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it("does not hand one account's file to another", async () => {
    const tasks = await t.call<{ list: unknown[] }>({ method: 'GET', url: '/api/v4/export/tasks', headers: await t.loginAs('exhibitor@demo.test') });
    expect(tasks.body.data.list).toEqual([]);
    const { status } = await t.call({ method: 'GET', url: '/api/v4/export/1/download', headers: await t.loginAs('sub@demo.test') });
    expect(status).toBe(404);
  });
});

describe('export of exhibit materials filings', () => {
  /** Runs an export of the filings as exhibitor@demo.test in a language and reads the file back. */
  async function exportFilings(language: 'zh' | 'en'): Promise<unknown[][]> {
    const headers = { ...(await t.loginAs('exhibitor@demo.test')), cookie: `language=${language}` };
    const done = new Promise<ExportProgress>((resolve) => {
      const stop = t.live.subscribe({ userId: 1, exhibitorId: null, deliver: (event) => {
        if (event.code !== EXPORT_PROGRESS || (event.data as ExportProgress).low !== 100) return;
        stop();
        resolve(event.data as ExportProgress);
      } });
    });
    const started = await t.call<{ id: number }>({ method: 'POST', url: '/api/v4/exhibitor/report/export?sort=title&order=asc', headers });
    expect(started.body.code).toBe(1);
    const { url } = await done;
    const file = await t.app.inject({ method: 'GET', url: url!, headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
  }

  it("names each filing's material category and review state in the requester's language, not by its code", async () => {
    const headers = { ...(await t.loginAs('exhibitor@demo.test')), cookie: 'language=zh' };
    const filing = JSON.parse(readFileSync('tests/fixtures/report/valid/without-attachments.json', 'utf8')) as Record<string, unknown>;
    const categories = (await t.call<{ id: number; name: string }[]>({ method: 'GET', url: '/api/v4/exhibitor/report/category', headers })).body.data;
    const console_ = categories.find((category) => category.name === '主机游戏')!;
    const merch = categories.find((category) => category.name === '游戏周边')!;
    for (const [title, category] of [['A console demo area', console_], ['B merchandise counter', merch]] as const) {
      expect((await t.call({ method: 'POST', url: '/api/v4/exhibitor/report', headers, payload: { ...filing, title, category_id: category.id } })).body.code).toBe(1);
    }

    const zh = await exportFilings('zh');
    expect(zh[0]!.slice(0, 3)).toEqual(['编号', '资料类别', '申报标题']);
    expect(zh.slice(1).map((row) => [row[1], row[2], row[9]])).toEqual([
      ['主机游戏', 'A console demo area', '审核中'],
      ['游戏周边', 'B merchandise counter', '审核中'],
    ]);
    const en = await exportFilings('en');
    expect(en[0]!.slice(0, 3)).toEqual(['ID', 'Material category', 'Title']);
    expect(en.slice(1).map((row) => [row[1], row[2], row[9]])).toEqual([
      ['Console games', 'A console demo area', 'Under review'],
      ['Merchandise', 'B merchandise counter', 'Under review'],
    ]);
  });
});
