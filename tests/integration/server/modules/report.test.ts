/**
 * Exhibit materials filings (/api/v4/exhibitor/report): CRUD on the generic screen endpoints, the
 * categories call, a category that must be the exhibitor's own, the review cycle with the organiser,
 * and tenant isolation on every endpoint.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exhibitorCategories, uploads, users } from '../../../../src/server/db/schema';
import type { ReportCategory } from '../../../../src/shared/api';
import { EXPORT_PROGRESS, type ExportProgress } from '../../../../src/shared/live';
import { handedOut } from '../../../support/object-urls';
import { createTestApp, type TestApp } from '../../../support/test-app';

const fixture = (name: string): Record<string, unknown> => JSON.parse(readFileSync(`tests/fixtures/report/valid/${name}.json`, 'utf8'));
const complete = fixture('complete');
const plain = fixture('without-attachments');

type Row = Record<string, unknown> & { id: number };
type Page = { list: Row[]; total: number };

let t: TestApp;
/** The second exhibitor's own category (the demo data gives it none). */
let rookieCategory: number;

beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-report-')) });
  const { db } = t.database;
  await db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
  const [row] = await db.insert(exhibitorCategories).values({ exhibitorId: 2, name: '独立游戏', nameEn: 'Indie games', sort: 1 }).returning({ id: exhibitorCategories.id });
  rookieCategory = row!.id;
  // As the upload endpoint recorded them (the names and sizes the fixture's files carry).
  const attachment = (exhibitorId: number, userId: number, file: string, mime: string, name = file, size = 20480) =>
    ({ key: `exhibitors/${exhibitorId}/report-attachment/${file}`, userId, exhibitorId, dir: 'report-attachment', name, mime, size });
  await db.insert(uploads).values([
    attachment(1, 1, 'lnx1-booth-plan.pdf', 'application/pdf', 'booth-plan.pdf', 1048576),
    attachment(1, 1, 'lnx2-exhibits.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', '展品清单.xlsx'),
    attachment(2, 6, 'rookie-plan.pdf', 'application/pdf'),
  ]);
});
afterAll(async () => { await t.close(); });

const as = async (account: string, language = 'en') => ({ ...(await t.loginAs(account)), cookie: `language=${language}` });
const URL = '/api/v4/exhibitor/report';

const list = async (headers: Record<string, string>, query = '') => (await t.call<Page>({ method: 'GET', url: `${URL}?${query}`, headers })).body.data;
const categories = async (headers: Record<string, string>) => (await t.call<ReportCategory[]>({ method: 'GET', url: `${URL}/category`, headers })).body.data;
const create = async (headers: Record<string, string>, payload: Record<string, unknown>) => t.call<Row>({ method: 'POST', url: URL, headers, payload });
const review = async (id: number, payload: Record<string, unknown>) =>
  t.call<Row>({ method: 'POST', url: `/api/organiser/report/${id}/review`, headers: await as('organiser@demo.test'), payload });

describe('exhibit materials filings', () => {
  it("lists the caller's categories with their number of filings, refusing another exhibitor's id", async () => {
    const headers = await as('exhibitor@demo.test');
    expect(await categories(headers)).toEqual([
      { id: 1, name: '主机游戏', name_en: 'Console games', reports: 0 },
      { id: 2, name: '移动游戏', name_en: 'Mobile games', reports: 0 },
      { id: 3, name: '游戏周边', name_en: 'Merchandise', reports: 0 },
    ]);
    expect((await t.call({ method: 'GET', url: `${URL}/category?exhibitor_id=1`, headers })).body.code).toBe(1);
    const other = await t.call({ method: 'GET', url: `${URL}/category?exhibitor_id=2`, headers });
    expect([other.status, other.body.code]).toEqual([403, 1003]);
  });

  it('creates, lists with filters, reads, refuses changes under review, and deletes', async () => {
    const headers = await as('exhibitor@demo.test');
    const first = await create(headers, complete);
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({ category_id: 1, title: complete.title, review_status: 0, review_reason: null, exhibitor_id: 1 });
    expect(first.body.data.attachments).toHaveLength(2);
    const second = (await create(headers, plain)).body.data;
    const third = (await create(headers, { ...plain, title: 'Mobile demo phones', category_id: 2 })).body.data;

    expect((await list(headers)).total).toBe(3);
    expect((await list(headers)).list[0]!.contact_phone).toBe('139****0002');
    expect((await list(headers, 'category_id=3')).list.map((row) => row.id)).toEqual([second.id]);
    expect((await list(headers, 'title=mobile')).list.map((row) => row.id)).toEqual([third.id]);
    expect((await list(headers, 'review_status=0')).total).toBe(3);
    expect((await list(headers, 'review_status=2')).total).toBe(0);
    expect((await list(headers, 'sort=title&order=asc')).list.map((row) => row.title)).toEqual(['Merchandise counter', 'Mobile demo phones', complete.title]);
    expect((await categories(headers)).map((category) => category.reports)).toEqual([1, 1, 1]);

    const one = await t.call<Row>({ method: 'GET', url: `${URL}/${first.body.data.id}`, headers });
    expect(one.body.data).toMatchObject({ ...handedOut(complete), id: first.body.data.id, contact_phone: '13800000001' });

    const locked = await t.call({ method: 'PUT', url: `${URL}/${first.body.data.id}`, headers, payload: { ...complete, title: 'Changed while under review' } });
    expect([locked.status, locked.body.code, locked.body.message]).toEqual([200, 2010, 'This submission is under review and cannot be changed until the organiser decides']);

    // A filing under review may still be withdrawn.
    expect((await t.call({ method: 'DELETE', url: `${URL}/${third.id}`, headers })).body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: `${URL}/${third.id}`, headers })).status).toBe(404);
    expect((await categories(headers)).map((category) => category.reports)).toEqual([1, 0, 1]);
  });

  it('refuses a body that breaks the descriptor, naming each field, and stores nothing', async () => {
    const headers = await as('exhibitor@demo.test', 'zh');
    const before = (await list(headers)).total;
    const { status, body } = await t.call<{ errors: { field: string; message: string }[] }>({
      method: 'POST', url: URL, headers, payload: { ...plain, exhibits: [], contact_phone: '12800000001' },
    });
    expect(status).toBe(400);
    expect(body.data.errors).toEqual([
      { field: 'exhibits', message: '请至少添加一项展品' },
      { field: 'contact_phone', message: '请输入正确的中国大陆手机号码' },
    ]);
    expect((await list(headers)).total).toBe(before);
  });

  it("refuses a category that is not the exhibitor's own, on create and on update", async () => {
    const headers = await as('exhibitor@demo.test');
    for (const categoryId of [rookieCategory, 999]) {
      const { status, body } = await create(headers, { ...plain, category_id: categoryId });
      expect([status, body.code, body.data]).toEqual([400, 1000, { errors: [{ field: 'category_id', message: "The chosen material category is not one of your company's; choose another" }] }]);
    }
    const zh = await create(await as('exhibitor@demo.test', 'zh'), { ...plain, category_id: rookieCategory });
    expect(zh.body.message).toBe('所选资料类别不是贵司的类别，请重新选择');

    const filed = (await create(headers, plain)).body.data;
    await review(filed.id, { decision: 'reject', reason: 'Add the counter size' });
    const moved = await t.call({ method: 'PUT', url: `${URL}/${filed.id}`, headers, payload: { ...plain, category_id: rookieCategory } });
    expect([moved.status, (moved.body.data as { errors: { field: string }[] }).errors[0]!.field]).toEqual([400, 'category_id']);
    expect((await t.call<Row>({ method: 'GET', url: `${URL}/${filed.id}`, headers })).body.data.category_id).toBe(3);
  });

  it("refuses attachments the exhibitor did not upload", async () => {
    const headers = await as('exhibitor@demo.test');
    const theirs = { key: 'exhibitors/2/report-attachment/rookie-plan.pdf', url: '/api/oss/object/exhibitors/2/report-attachment/rookie-plan.pdf', name: 'plan.pdf', mime: 'application/pdf', size: 20480 };
    const { status, body } = await create(headers, { ...plain, attachments: [theirs] });
    expect([status, body.code]).toEqual([400, 1000]);
  });

  it('goes through review: rejected with a reason the exhibitor sees, corrected, resubmitted, approved, changed again', async () => {
    const headers = await as('exhibitor@demo.test');
    const filed = (await create(headers, complete)).body.data;
    const reason = '展品清单缺少显示器尺寸';
    expect((await review(filed.id, { decision: 'reject', reason })).body.data).toMatchObject({ review_status: 2, review_reason: reason });

    const seen = await t.call<Row>({ method: 'GET', url: `${URL}/${filed.id}`, headers });
    expect(seen.body.data).toMatchObject({ review_status: 2, review_reason: reason });
    expect((await list(headers, 'review_status=2')).list.map((row) => [row.id, row.review_reason])).toContainEqual([filed.id, reason]);

    const exhibits = [{ name: '65 英寸显示器', quantity: 12, note: '1450 × 830 mm' }];
    const resubmitted = await t.call<Row>({ method: 'PUT', url: `${URL}/${filed.id}`, headers, payload: { ...complete, exhibits } });
    expect(resubmitted.body.data).toMatchObject({ id: filed.id, review_status: 0, review_reason: null, exhibits });
    expect((await review(filed.id, { decision: 'approve' })).body.data).toMatchObject({ review_status: 1 });
    const twice = await review(filed.id, { decision: 'reject', reason: 'late' });
    expect(twice.body.code).toBe(2010);

    const changed = await t.call<Row>({ method: 'PUT', url: `${URL}/${filed.id}`, headers, payload: { ...complete, exhibits, title: '主机试玩区展品（更新）' } });
    expect(changed.body.data).toMatchObject({ review_status: 0, title: '主机试玩区展品（更新）' });
  });

  it("keeps each exhibitor to its own filings and categories on every endpoint", async () => {
    const mine = (await list(await as('exhibitor@demo.test'))).list[0]!;
    const stranger = await as('newbie@demo.test');
    expect((await list(stranger)).total).toBe(0);
    expect(await categories(stranger)).toEqual([{ id: rookieCategory, name: '独立游戏', name_en: 'Indie games', reports: 0 }]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const { status, body } = await t.call({ method, url: `${URL}/${mine.id}`, headers: stranger, ...(method === 'PUT' ? { payload: { ...plain, category_id: rookieCategory } } : {}) });
      expect([method, status, body.code]).toEqual([method, 404, 1004]);
    }
    // Its own category and its own upload are fine; the first exhibitor's category is not.
    const own = { key: 'exhibitors/2/report-attachment/rookie-plan.pdf', url: '/api/oss/object/exhibitors/2/report-attachment/rookie-plan.pdf', name: 'plan.pdf', mime: 'application/pdf', size: 20480 };
    const filed = await create(stranger, { ...plain, category_id: rookieCategory, attachments: [own] });
    expect(filed.body).toMatchObject({ code: 1, data: { exhibitor_id: 2, category_id: rookieCategory } });
    expect((await create(stranger, { ...plain, category_id: 1 })).status).toBe(400);
    expect((await list(stranger)).list.map((row) => row.id)).toEqual([filed.body.data.id]);
    expect((await categories(stranger))[0]!.reports).toBe(1);
    expect((await t.call({ method: 'GET', url: `${URL}/${filed.body.data.id}`, headers: await as('exhibitor@demo.test') })).status).toBe(404);

    // The organiser sees both exhibitors' filings.
    const everyone = (await t.call<Page>({ method: 'GET', url: '/api/organiser/report?limit=100', headers: await as('organiser@demo.test') })).body.data;
    expect(new Set(everyone.list.map((row) => row.exhibitor_id))).toEqual(new Set([1, 2]));
  });

  it("exports only the caller's own filings", async () => {
    const headers = await as('newbie@demo.test', 'zh');
    const done = new Promise<ExportProgress>((resolve) => {
      t.live.subscribe({ userId: 6, exhibitorId: 2, deliver: (event) => {
        if (event.code === EXPORT_PROGRESS && (event.data as ExportProgress).low === 100) resolve(event.data as ExportProgress);
      } });
    });
    const started = await t.call<{ id: number; name: string }>({ method: 'POST', url: `${URL}/export`, headers });
    expect(started.body.data.name).toMatch(/^展品资料申报-\d{12}$/);
    const { url } = await done;
    const file = await t.app.inject({ method: 'GET', url: url!, headers });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.slice(0, 3)).toEqual(['编号', '资料类别', '申报标题']);
    expect(rows[1]!.slice(2, 3)).toEqual(['Merchandise counter']);
    // Another account's export file is not the caller's.
    expect((await t.app.inject({ method: 'GET', url: url!, headers: await as('exhibitor@demo.test') })).statusCode).not.toBe(200);
  });

  it('is refused to a sub-account without the exhibition-materials authority and to group accounts', async () => {
    for (const account of ['sub2@demo.test', 'group@demo.test']) {
      const headers = await as(account);
      for (const [method, url] of [['GET', URL], ['POST', URL], ['GET', `${URL}/1`], ['PUT', `${URL}/1`], ['DELETE', `${URL}/1`], ['GET', `${URL}/category`], ['POST', `${URL}/export`]] as const) {
        const { status, body } = await t.call({ method, url, headers, ...(method === 'POST' || method === 'PUT' ? { payload: plain } : {}) });
        expect([account, method, url, status, body.code]).toEqual([account, method, url, 403, 1003]);
      }
    }
    const anonymous = await t.call({ method: 'GET', url: URL });
    expect(anonymous.status).toBe(401);
  });
});
