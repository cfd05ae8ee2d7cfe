/**
 * Display materials (/api/v4/exhibitor/display/<kind>): the four kinds on the one generic screen
 * path — create, list with search, filters and sort, read, replace, delete — and the body rules the
 * schemas cannot say (an activity ends after it starts; a product's price range is ordered).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { handedOut } from '../../../support/object-urls';
import { callers, fixture, KINDS, recordFixtureUploads, urlOf, type Row } from './display-support';

let t: TestApp;
let call: ReturnType<typeof callers>;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-display-crud-')) });
  await recordFixtureUploads(t);
  call = callers(t);
});
afterAll(async () => { await t.close(); });

describe.each(KINDS)('%s', (kind) => {
  const complete = fixture(kind, 'complete');
  const minimal = fixture(kind, 'minimal');

  it('creates under review and off shelf, lists with search, filters and sort, reads, replaces and deletes', async () => {
    const headers = await call.as('exhibitor@demo.test');
    const first = await call.create(headers, kind, complete);
    expect(first.body.code).toBe(1);
    expect(first.body.data).toMatchObject({ ...handedOut(complete), review_status: 0, review_reason: null, shelf_status: 0, exhibitor_id: 1 });
    const second = (await call.create(headers, kind, { ...minimal, name: '第二件', name_en: 'Second one' })).body.data;

    expect((await call.list(headers, kind)).list.map((row) => row.id)).toEqual([second.id, first.body.data.id]);
    expect((await call.list(headers, kind, 'name=第二')).list.map((row) => row.id)).toEqual([second.id]);
    expect((await call.list(headers, kind, 'review_status=0&shelf_status=0')).total).toBe(2);
    expect((await call.list(headers, kind, 'shelf_status=1')).total).toBe(0);
    expect((await call.list(headers, kind, 'sort=name&order=asc&limit=1&page=2')).list.map((row) => row.id)).toHaveLength(1);

    const one = await t.call<Row>({ method: 'GET', url: `${urlOf(kind)}/${first.body.data.id}`, headers });
    expect(one.body.data).toMatchObject({ ...handedOut(complete), id: first.body.data.id });

    await call.review(kind, second.id, { decision: 'reject', reason: 'Add a description' });
    const replaced = await t.call<Row>({ method: 'PUT', url: `${urlOf(kind)}/${second.id}`, headers, payload: { ...minimal, description: '补充的介绍' } });
    expect(replaced.body.data).toMatchObject({ id: second.id, description: '补充的介绍', review_status: 0, review_reason: null, shelf_status: 0 });

    expect((await t.call({ method: 'DELETE', url: `${urlOf(kind)}/${second.id}`, headers })).body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: `${urlOf(kind)}/${second.id}`, headers })).status).toBe(404);
  });

  it('refuses a body that breaks the descriptor, naming each field in the caller\'s language', async () => {
    const headers = await call.as('exhibitor@demo.test', 'zh');
    const before = (await call.list(headers, kind)).total;
    const { status, body } = await call.create(headers, kind, { ...minimal, name_en: undefined, images: [] });
    expect(status).toBe(400);
    expect(body.data).toEqual({ errors: expect.arrayContaining([
      { field: 'name_en', message: expect.stringContaining('英文') },
      { field: 'images', message: '请至少上传一张图片（JPG 或 PNG）' },
    ]) });
    expect((await call.list(headers, kind)).total).toBe(before);
  });

  it("refuses an upload the exhibitor did not store", async () => {
    const headers = await call.as('exhibitor@demo.test');
    const theirs = { key: 'exhibitors/2/product-image/rookie.png', url: '/api/oss/files/exhibitors/2/product-image/rookie.png', name: 'rookie.png', mime: 'image/png', size: 204800 };
    const { status, body } = await call.create(headers, kind, { ...minimal, images: [theirs] });
    expect([status, body.code]).toEqual([400, 1000]);
  });
});

describe('rules between fields', () => {
  it('refuses an activity that ends before or when it starts, on create and on update, as a field error', async () => {
    const headers = await call.as('exhibitor@demo.test');
    const activity = fixture('activity', 'minimal');
    for (const end_time of ['2026-11-27T13:00', '2026-11-27T14:00', '2026-11-27T14:00:00']) {
      const { status, body } = await call.create(headers, 'activity', { ...activity, end_time });
      expect([status, body.code, body.data]).toEqual([400, 1000, { errors: [{ field: 'end_time', message: 'The end time must be after the start time' }] }]);
    }
    const zh = await call.create(await call.as('exhibitor@demo.test', 'zh'), 'activity', { ...activity, end_time: '2026-11-26T18:00' });
    expect(zh.body.message).toBe('结束时间必须晚于开始时间');

    const stored = (await call.create(headers, 'activity', activity)).body.data;
    await call.review('activity', stored.id, { decision: 'reject', reason: 'Say where' });
    const moved = await t.call({ method: 'PUT', url: `${urlOf('activity')}/${stored.id}`, headers, payload: { ...activity, end_time: '2026-11-27T13:59' } });
    expect([moved.status, moved.body.data]).toEqual([400, { errors: [{ field: 'end_time', message: 'The end time must be after the start time' }] }]);
  });

  it("links an activity to a track of the conference programme, refusing one the programme lacks", async () => {
    const headers = await call.as('exhibitor@demo.test');
    const tracks = (await t.call<{ list: { id: number; name_en: string }[] }>({ method: 'GET', url: '/api/course/admin/category', headers })).body.data.list;
    const track = tracks.find((item) => item.name_en === 'Indie Games Showcase')!;
    const linked = await call.create(headers, 'activity', { ...fixture('activity', 'minimal'), track_id: track.id });
    expect(linked.body.code).toBe(1);
    expect(linked.body.data.track_id).toBe(track.id);
    const missing = Math.max(...tracks.map((item) => item.id)) + 1;
    const { status, body } = await call.create(headers, 'activity', { ...fixture('activity', 'minimal'), track_id: missing });
    expect([status, body.data]).toEqual([400, { errors: [{ field: 'track_id', message: 'This track is not in the conference programme; choose another' }] }]);
    expect((await call.create(headers, 'activity', { ...fixture('activity', 'minimal'), track_id: 0 })).body.code).toBe(1000);
  });

  it('files a product under an exhibit category, refusing one that does not exist', async () => {
    const headers = await call.as('exhibitor@demo.test');
    const all = (await t.call<{ id: number; name_en: string }[]>({ method: 'GET', url: '/api/discovery/admin/discovery_category', headers })).body.data;
    const shooter = all.find((item) => item.name_en === 'Shooter')!;
    const filed = await call.create(headers, 'product', { ...fixture('product', 'complete'), category_id: shooter.id });
    expect([filed.body.code, filed.body.data.category_id]).toEqual([1, shooter.id]);
    const listed = await call.list(headers, 'product', `category_id=${shooter.id}`);
    expect(listed.list.map((row) => row.id)).toEqual([filed.body.data.id]);
    const missing = Math.max(...all.map((item) => item.id)) + 1;
    const { status, body } = await call.create(headers, 'product', { ...fixture('product', 'complete'), category_id: missing });
    expect([status, body.data]).toEqual([400, { errors: [{ field: 'category_id', message: 'This is not one of the exhibit categories; choose another' }] }]);
  });

  it("refuses a product whose highest price is below its lowest", async () => {
    const headers = await call.as('exhibitor@demo.test');
    const { status, body } = await call.create(headers, 'product', { ...fixture('product', 'complete'), price_min: 300, price_max: 200 });
    expect([status, body.data]).toEqual([400, { errors: [{ field: 'price_max', message: 'The highest price cannot be below the lowest price' }] }]);
  });
});
