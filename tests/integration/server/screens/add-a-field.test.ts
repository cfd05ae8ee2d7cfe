/**
 * Issue 4's promise on the server: a field added to a copy of schemas/company.json plus its two
 * locale entries is validated, stored, listed, filtered, sorted and exported with no code change.
 * (tests/unit/engine/add-a-field.test.tsx shows the same copy in the form and the table.)
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../../scripts/lib/schemas-check';
import { uploads } from '../../../../src/server/db/schema';
import { EXPORT_PROGRESS, type ExportProgress } from '../../../../src/shared/live';
import { copyWithNewCompanyField, NEW_FIELD, NEW_FIELD_LABEL, NEW_FIELD_PATTERN_MESSAGE, type SchemaCopy } from '../../../support/schema-copy';
import { createTestApp, type TestApp } from '../../../support/test-app';

const company = JSON.parse(readFileSync('tests/fixtures/company/valid/complete.json', 'utf8')) as Record<string, unknown>;

let copy: SchemaCopy;
let t: TestApp;
beforeAll(async () => {
  copy = copyWithNewCompanyField();
  t = await createTestApp({ schemasDir: copy.schemasDir, localesDir: copy.localesDir, dataDir: mkdtempSync(join(tmpdir(), 'portal-add-field-')) });
  await t.database.db.insert(uploads).values({ key: 'exhibitors/1/company-logo/logo.png', userId: 1, exhibitorId: 1, dir: 'company-logo', name: 'logo.png', mime: 'image/png', size: 20480, width: 800, height: 400 });
});
afterAll(async () => { await t.close(); });

const as = async (account: string, language: string) => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
const put = async (language: string, extra: Record<string, unknown>) => t.call<Record<string, unknown>>({
  method: 'PUT', url: '/api/v4/exhibitor/company', headers: await as('exhibitor@demo.test', language), payload: { ...company, ...extra },
});

describe('a field added to a copy of the company descriptor', () => {
  it('passes the schema check of the copy', () => {
    expect(checkSchemas(copy.root)).toEqual([]);
  });

  it('is validated by the server with its translated label and its own message, and nothing is stored', async () => {
    for (const language of ['zh', 'en'] as const) {
      const { status, body } = await put(language, { [NEW_FIELD]: '1-not-a-wechat-id' });
      expect(status).toBe(400);
      expect(body.data).toEqual({ errors: [{ field: NEW_FIELD, message: NEW_FIELD_PATTERN_MESSAGE[language] }] });
    }
    const stored = await t.call({ method: 'GET', url: '/api/v4/exhibitor/company', headers: await as('exhibitor@demo.test', 'en') });
    expect(stored.body.data).toBeNull();
  });

  it('is stored, listed, filtered and sorted', async () => {
    const saved = await put('en', { [NEW_FIELD]: 'startrail_expo' });
    expect(saved.body.data).toMatchObject({ [NEW_FIELD]: 'startrail_expo', review_status: 0 });
    const organiser = await as('organiser@demo.test', 'en');
    const list = async (query: string) => (await t.call<{ list: Record<string, unknown>[]; total: number }>({ method: 'GET', url: `/api/organiser/company?${query}`, headers: organiser })).body;
    expect((await list(`${NEW_FIELD}=trail_ex`)).data.list.map((row) => row[NEW_FIELD])).toEqual(['startrail_expo']);
    expect((await list(`${NEW_FIELD}=nobody`)).data.total).toBe(0);
    expect((await list(`sort=${NEW_FIELD}&order=asc`)).code).toBe(1);
  });

  it('is exported with its translated header', async () => {
    const organiser = await as('organiser@demo.test', 'zh');
    const done = new Promise<ExportProgress>((resolve) => {
      t.live.subscribe({ userId: 7, exhibitorId: null, deliver: (event) => {
        if (event.code === EXPORT_PROGRESS && (event.data as ExportProgress).low === 100) resolve(event.data as ExportProgress);
      } });
    });
    await t.call({ method: 'POST', url: '/api/organiser/company/export', headers: organiser });
    const { url } = await done;
    const file = await t.app.inject({ method: 'GET', url: url!, headers: organiser });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const [head, row] = workbook.worksheets[0]!.getSheetValues().filter(Boolean).map((values) => (values as unknown[]).slice(1));
    const column = head!.indexOf(NEW_FIELD_LABEL.zh);
    expect(column).toBeGreaterThan(-1);
    expect(row![column]).toBe('startrail_expo');
  });
});
