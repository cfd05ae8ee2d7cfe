/**
 * The review and shelf states of display materials (SPEC.md §4): only a reviewed item goes on shelf
 * (one conditional UPDATE), any change sends it back to review and off shelf, a rejection keeps it
 * off; the organiser decides through its API and the exhibitor hears it live.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_DECIDED, type ReviewDecided } from '../../../../src/shared/live';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { callers, fixture, KINDS, recordFixtureUploads, urlOf, type Row } from './display-support';

let t: TestApp;
let call: ReturnType<typeof callers>;
beforeAll(async () => {
  t = await createTestApp({ dataDir: mkdtempSync(join(tmpdir(), 'portal-display-shelf-')) });
  await recordFixtureUploads(t);
  call = callers(t);
});
afterAll(async () => { await t.close(); });

const NOT_REVIEWED = [200, 2010, 'Only a reviewed item can be listed'];

describe.each(KINDS)('%s', (kind) => {
  const complete = fixture(kind, 'complete');

  it('goes on shelf only once reviewed; a change sends it back to review and off shelf', async () => {
    const headers = await call.as('exhibitor@demo.test');
    const item = (await call.create(headers, kind, complete)).body.data;

    const early = await call.shelf(headers, kind, item.id, true);
    expect([early.status, early.body.code, early.body.message]).toEqual(NOT_REVIEWED);

    const approved = await call.review(kind, item.id, { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ review_status: 1, shelf_status: 0 });
    const on = await call.shelf(headers, kind, item.id, true);
    expect(on.body.data).toMatchObject({ id: item.id, review_status: 1, shelf_status: 1 });
    expect((await call.list(headers, kind, 'shelf_status=1')).list.map((row) => row.id)).toEqual([item.id]);

    const off = await call.shelf(headers, kind, item.id, false);
    expect(off.body.data).toMatchObject({ shelf_status: 0 });
    await call.shelf(headers, kind, item.id, true);

    const changed = await t.call<Row>({ method: 'PUT', url: `${urlOf(kind)}/${item.id}`, headers, payload: { ...complete, name: `${String(complete.name)}（新版）` } });
    expect(changed.body.data).toMatchObject({ review_status: 0, shelf_status: 0 });
    const again = await call.shelf(headers, kind, item.id, true);
    expect([again.status, again.body.code, again.body.message]).toEqual(NOT_REVIEWED);
    // Taking off is always allowed, even under review.
    expect((await call.shelf(headers, kind, item.id, false)).body.code).toBe(1);
  });

  it('a rejection with a reason keeps it off shelf; the exhibitor sees the reason, hears it live, corrects, and it is approved', async () => {
    const headers = await call.as('exhibitor@demo.test', 'zh');
    const item = (await call.create(headers, kind, complete)).body.data;
    const told = new Promise<ReviewDecided>((resolve) => {
      t.live.subscribe({ userId: 1, exhibitorId: 1, deliver: (event) => { if (event.code === REVIEW_DECIDED && (event.data as ReviewDecided).id === item.id) resolve(event.data as ReviewDecided); } });
    });
    const reason = '图片中的文字不清晰，请更换';
    const rejected = await call.review(kind, item.id, { decision: 'reject', reason });
    expect(rejected.body.data).toMatchObject({ review_status: 2, review_reason: reason, shelf_status: 0 });
    expect(await told).toEqual({ screen: kind, id: item.id, review_status: 2, review_reason: reason });

    const refused = await call.shelf(headers, kind, item.id, true);
    expect([refused.body.code, refused.body.message]).toEqual([2010, '只有审核通过的内容才能上架']);
    const seen = (await call.list(headers, kind, 'review_status=2')).list.find((row) => row.id === item.id);
    expect(seen).toMatchObject({ review_reason: reason, shelf_status: 0 });

    const corrected = await t.call<Row>({ method: 'PUT', url: `${urlOf(kind)}/${item.id}`, headers, payload: complete });
    expect(corrected.body.data).toMatchObject({ review_status: 0, review_reason: null });
    expect((await call.review(kind, item.id, { decision: 'approve' })).body.data).toMatchObject({ review_status: 1, review_reason: null });
    expect((await call.shelf(headers, kind, item.id, true)).body.data).toMatchObject({ shelf_status: 1 });

    const organiserList = await t.call<{ list: Row[] }>({ method: 'GET', url: `/api/organiser/${kind}?shelf_status=1`, headers: await call.as('organiser@demo.test') });
    expect(organiserList.body.data.list.map((row) => row.id)).toContain(item.id);
  });

  it('refuses a shelf request without a yes or no', async () => {
    const headers = await call.as('exhibitor@demo.test');
    const { status, body } = await t.call({ method: 'POST', url: `${urlOf(kind)}/1/shelf`, headers, payload: { on: 'yes' } });
    expect([status, body.code]).toEqual([400, 1000]);
  });
});
