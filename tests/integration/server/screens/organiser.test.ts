/** The organiser API: every exhibitor's submissions, review decisions the exhibitor sees live, exports across exhibitors. */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads, users } from '../../../../src/server/db/schema';
import { REVIEW_DECIDED, EXPORT_PROGRESS, type ExportProgress, type ReviewDecided } from '../../../../src/shared/live';
import { organiserPathOf, RESOURCES } from '../../../../src/shared/resources';
import { createTestApp, type TestApp } from '../../../support/test-app';

const company = JSON.parse(readFileSync('tests/fixtures/company/valid/complete.json', 'utf8')) as Record<string, unknown>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-organiser-')) });
  await t.database.db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
  await t.database.db.insert(uploads).values([
    { key: 'exhibitors/1/company-logo/logo.png', userId: 1, exhibitorId: 1, dir: 'company-logo', name: 'logo.png', mime: 'image/png', size: 20480, width: 800, height: 400 },
    { key: 'exhibitors/2/company-logo/logo.png', userId: 6, exhibitorId: 2, dir: 'company-logo', name: 'logo.png', mime: 'image/png', size: 20480, width: 800, height: 400 },
  ]);
});
afterAll(async () => { await t.close(); });

type Row = Record<string, unknown> & { id: number };
const as = async (account: string, language = 'en') => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
const submit = async (account: string, exhibitorId: number, name: string) => (await t.call<Row>({
  method: 'PUT', url: '/api/v4/exhibitor/company', headers: await as(account),
  payload: { ...company, name, logo: { ...(company.logo as object), key: `exhibitors/${exhibitorId}/company-logo/logo.png` } },
})).body.data;

describe('organiser API', () => {
  it('is refused to exhibitors, sub-accounts and group accounts', async () => {
    for (const account of ['exhibitor@demo.test', 'sub2@demo.test', 'group@demo.test']) {
      const { status, body } = await t.call({ method: 'GET', url: '/api/organiser/company', headers: await as(account) });
      expect([status, body.code, body.message]).toEqual([403, 1003, 'Only organiser staff can do this']);
    }
    const { status } = await t.call({ method: 'POST', url: '/api/organiser/company/1/review', payload: { decision: 'approve' } });
    expect(status).toBe(401);
  });

  it('serves every resource of the table, with a review call exactly for the reviewed ones', async () => {
    const organiser = await as('organiser@demo.test');
    for (const resource of Object.values(RESOURCES)) {
      const path = `/api${organiserPathOf(resource)}`;
      const { status, body } = await t.call<{ list: unknown[]; total: number }>({ method: 'GET', url: path, headers: organiser });
      expect([path, status, typeof body.data.total]).toEqual([path, 200, 'number']);
      const review = await t.call({ method: 'POST', url: `${path}/999999/review`, headers: organiser, payload: { decision: 'approve' } });
      const missing = resource.reviewed ? 'The record does not exist or is not yours' : `There is no API POST ${path}/999999/review`;
      expect([path, review.status, review.body.message]).toEqual([path, 404, missing]);
    }
  });

  it('lists every exhibitor, rejects with a reason the exhibitor sees live, and approves the corrected resubmission', async () => {
    const mine = await submit('exhibitor@demo.test', 1, '星游互动娱乐有限公司');
    await submit('newbie@demo.test', 2, '新锐游戏工作室');
    const organiser = await as('organiser@demo.test');

    const { body: listed } = await t.call<{ list: Row[]; total: number }>({ method: 'GET', url: '/api/organiser/company?sort=name&order=asc', headers: organiser });
    expect(listed.data.total).toBe(2);
    expect(listed.data.list.map((row) => [row.name, row.exhibitor_id, row.review_status])).toEqual([['新锐游戏工作室', 2, 0], ['星游互动娱乐有限公司', 1, 0]]);
    expect(listed.data.list[0]!.contact_phone).toBe('138****0001');

    const noReason = await t.call({ method: 'POST', url: `/api/organiser/company/${mine.id}/review`, headers: organiser, payload: { decision: 'reject' } });
    expect([noReason.status, noReason.body.data]).toEqual([400, { errors: [{ field: 'reason', message: expect.stringContaining('Reason for rejection') }] }]);

    const told = new Promise<ReviewDecided>((resolve) => {
      t.live.subscribe({ userId: 1, exhibitorId: 1, deliver: (event) => { if (event.code === REVIEW_DECIDED) resolve(event.data as ReviewDecided); } });
    });
    const reason = 'The English profile does not describe the company';
    const rejected = await t.call<Row>({ method: 'POST', url: `/api/organiser/company/${mine.id}/review`, headers: organiser, payload: { decision: 'reject', reason } });
    expect(rejected.body.data).toMatchObject({ review_status: 2, review_reason: reason });
    expect(await told).toEqual({ screen: 'company', id: mine.id, review_status: 2, review_reason: reason });

    const seen = await t.call<Row>({ method: 'GET', url: '/api/v4/exhibitor/company', headers: await as('exhibitor@demo.test') });
    expect(seen.body.data).toMatchObject({ review_status: 2, review_reason: reason });

    const twice = await t.call({ method: 'POST', url: `/api/organiser/company/${mine.id}/review`, headers: organiser, payload: { decision: 'approve' } });
    expect([twice.status, twice.body.code, twice.body.message]).toEqual([200, 2010, 'This submission has already been reviewed']);

    const corrected = await submit('exhibitor@demo.test', 1, '星游互动娱乐股份有限公司');
    expect(corrected).toMatchObject({ id: mine.id, review_status: 0, review_reason: null });
    const approved = await t.call<Row>({ method: 'POST', url: `/api/organiser/company/${mine.id}/review`, headers: organiser, payload: { decision: 'approve' } });
    expect(approved.body.data).toMatchObject({ review_status: 1, review_reason: null, name: '星游互动娱乐股份有限公司' });
  });

  it('answers 404 for a record that does not exist and refuses a decision it does not know', async () => {
    const organiser = await as('organiser@demo.test');
    const missing = await t.call({ method: 'POST', url: '/api/organiser/company/99999/review', headers: organiser, payload: { decision: 'approve' } });
    expect([missing.status, missing.body.code]).toEqual([404, 1004]);
    const unknown = await t.call({ method: 'POST', url: '/api/organiser/company/1/review', headers: organiser, payload: { decision: 'maybe' } });
    expect([unknown.status, unknown.body.data]).toEqual([400, { errors: [{ field: 'decision', message: expect.stringContaining('Review decision') }] }]);
  });

  it('exports every exhibitor\'s records with unmasked values to the organiser', async () => {
    const organiser = await as('organiser@demo.test', 'zh');
    const done = new Promise<ExportProgress>((resolve) => {
      t.live.subscribe({ userId: 7, exhibitorId: null, deliver: (event) => {
        if (event.code === EXPORT_PROGRESS && (event.data as ExportProgress).low === 100) resolve(event.data as ExportProgress);
      } });
    });
    const started = await t.call<{ id: number; name: string }>({ method: 'POST', url: '/api/organiser/company/export?sort=name&order=asc', headers: organiser });
    expect(started.body.data.name).toMatch(/^公司信息-\d{12}$/);
    const { url } = await done;
    const file = await t.app.inject({ method: 'GET', url: url!, headers: organiser });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    // The staff's export says whose each record is before the screen's own columns.
    expect(rows.map((row) => row.slice(0, 3))).toEqual([
      ['展商', '展位号', '公司名称（中文）'],
      [expect.any(String), expect.anything(), '新锐游戏工作室'],
      ['星游互动娱乐有限公司', 'N3-A01', '星游互动娱乐股份有限公司'],
    ]);
  });

  it("says whose each record is in the reader's language, finds it by either name, and sorts by it", async () => {
    const english = await t.call<{ list: Row[]; total: number }>({ method: 'GET', url: '/api/organiser/company?exhibitor_name=star%20trail', headers: await as('organiser@demo.test', 'en') });
    expect(english.body.data.list.map((row) => [row.exhibitor_name, row.booth_no])).toEqual([['Star Trail Interactive Entertainment Co., Ltd.', 'N3-A01']]);
    const chinese = await t.call<{ list: Row[]; total: number }>({ method: 'GET', url: '/api/organiser/company?exhibitor_name=星游', headers: await as('organiser@demo.test', 'zh') });
    expect(chinese.body.data.list.map((row) => row.exhibitor_name)).toEqual(['星游互动娱乐有限公司']);
    const booth = await t.call<{ list: Row[]; total: number }>({ method: 'GET', url: '/api/organiser/company?booth_no=N3-A', headers: await as('organiser@demo.test') });
    expect(booth.body.data.total).toBe(1);
    const sorted = await t.call<{ list: Row[]; total: number }>({ method: 'GET', url: '/api/organiser/company?sort=exhibitor_name&order=desc', headers: await as('organiser@demo.test', 'en') });
    expect(sorted.body.data.list.map((row) => row.exhibitor_name)).toEqual([...sorted.body.data.list.map((row) => row.exhibitor_name)].sort().reverse());
    // An exhibitor's own list stays as it was: nothing of the staff's.
    const own = await t.call<Row>({ method: 'GET', url: '/api/v4/exhibitor/company', headers: await as('exhibitor@demo.test') });
    expect(own.body.data).not.toHaveProperty('exhibitor_name');
  });

  it('shows staff what changed since the last approval, and nothing before the first', async () => {
    const organiser = await as('organiser@demo.test');
    // The second exhibitor's submission, still under review since it was first sent.
    const { body: pending } = await t.call<{ list: Row[] }>({ method: 'GET', url: '/api/organiser/company?review_status=0&booth_no=', headers: organiser });
    const first = pending.data.list.find((row) => row.exhibitor_id === 2)!;
    const before = await t.call<Row>({ method: 'GET', url: `/api/organiser/company/${first.id}`, headers: organiser });
    expect(before.body.data).toMatchObject({ approved: null, changed_fields: null, exhibitor_name: expect.any(String), review_status: 0 });

    await t.call({ method: 'POST', url: `/api/organiser/company/${first.id}/review`, headers: organiser, payload: { decision: 'approve' } });
    const unchanged = await t.call<Row>({ method: 'GET', url: `/api/organiser/company/${first.id}`, headers: organiser });
    expect(unchanged.body.data).toMatchObject({ changed_fields: [], approved: expect.objectContaining({ name: '新锐游戏工作室' }) });

    await submit('newbie@demo.test', 2, '新锐游戏有限公司');
    const changed = await t.call<Row>({ method: 'GET', url: `/api/organiser/company/${first.id}`, headers: organiser });
    expect(changed.body.data).toMatchObject({ name: '新锐游戏有限公司', review_status: 0, changed_fields: ['name'], approved: expect.objectContaining({ name: '新锐游戏工作室' }) });

    // A rejection keeps the last approved version as the point of comparison.
    await t.call({ method: 'POST', url: `/api/organiser/company/${first.id}/review`, headers: organiser, payload: { decision: 'reject', reason: 'Use the registered name' } });
    const rejected = await t.call<Row>({ method: 'GET', url: `/api/organiser/company/${first.id}`, headers: organiser });
    expect(rejected.body.data).toMatchObject({ changed_fields: ['name'], approved: expect.objectContaining({ name: '新锐游戏工作室' }) });
  });

  it('changes a deadline staff may change, refusing a bad value by name and anyone but staff', async () => {
    const organiser = await as('organiser@demo.test');
    const changed = await t.call({ method: 'PUT', url: '/api/organiser/settings/catalogue_deadline', headers: organiser, payload: { value: 1_800_000_000 } });
    expect(changed.body).toMatchObject({ code: 1, data: { catalogue_deadline: 1_800_000_000 } });
    const config = await t.call<{ catalogue_deadline: number }>({ method: 'GET', url: '/api/v4/expo/config' });
    expect(config.body.data.catalogue_deadline).toBe(1_800_000_000);
    const bad = await t.call({ method: 'PUT', url: '/api/organiser/settings/catalogue_deadline', headers: organiser, payload: { value: 'tomorrow' } });
    expect([bad.status, bad.body.data]).toEqual([400, { errors: [{ field: 'value', message: expect.stringContaining('Catalogue deadline') }] }]);
    const refused = await t.call({ method: 'PUT', url: '/api/organiser/settings/catalogue_deadline', headers: await as('exhibitor@demo.test'), payload: { value: 1 } });
    expect(refused.status).toBe(403);
  });
});
