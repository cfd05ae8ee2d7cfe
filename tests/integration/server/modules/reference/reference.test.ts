/**
 * The show's reference data kept by staff (issue 23): tracks, speakers, exhibit categories and
 * official keywords, served by the read calls of SPEC.md §7 as soon as they are written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoveryCategory } from '../../../../../src/shared/discovery';
import type { ProgrammeSpeaker, ProgrammeTrack } from '../../../../../src/shared/programme';
import { REFERENCE_MAX_RECORDS, type ReferenceRecord } from '../../../../../src/shared/reference';
import { rowsOf } from '../../../../../src/server/db/results';
import { createTestApp, type TestApp } from '../../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async <T>(method: Method, url: string, payload?: unknown, account = 'organiser@demo.test') =>
  t.call<T>({ method, url, headers: { ...(await t.loginAs(account)), cookie: 'language=en' }, payload: payload as Record<string, unknown> | undefined });
const records = async (kind: string) => (await call<{ list: ReferenceRecord[]; total: number }>('GET', `/api/organiser/reference/${kind}`)).body.data.list;
const fieldErrors = (body: { data: unknown }) => (body.data as { errors: { field: string; message: string }[] }).errors;

describe('tracks and speakers', () => {
  it('adds a track and a speaker in it; the programme calls serve them at once', async () => {
    const track = (await call<ReferenceRecord>('POST', '/api/organiser/reference/tracks', { name: ' 独立游戏论坛 ', name_en: 'Indie forum', sort: 9 })).body.data;
    expect(track).toMatchObject({ name: '独立游戏论坛', name_en: 'Indie forum', sort: 9 });
    const tracks = (await call<{ list: ProgrammeTrack[] }>('GET', '/api/course/admin/category', undefined, 'exhibitor@demo.test')).body.data.list;
    expect(tracks.at(-1)).toEqual({ id: track.id, name: '独立游戏论坛', name_en: 'Indie forum' });

    const speaker = (await call<ReferenceRecord>('POST', '/api/organiser/reference/speakers', { name: '林晓', name_en: 'Lin Xiao', title: '制作人', title_en: 'Producer', category_id: track.id, sort: 1 })).body.data;
    const served = (await call<{ list: ProgrammeSpeaker[] }>('GET', `/api/course/admin/teacher?category_id=${track.id}`, undefined, 'exhibitor@demo.test')).body.data.list;
    expect(served).toEqual([{ id: speaker.id, name: '林晓', name_en: 'Lin Xiao', title: '制作人', title_en: 'Producer', category_id: track.id }]);

    const unknown = await call('POST', '/api/organiser/reference/speakers', { name: '某', name_en: 'Some', category_id: 999_999, sort: 0 });
    expect(fieldErrors(unknown.body)).toEqual([{ field: 'category_id', message: 'The chosen track no longer exists' }]);

    // A track with a speaker stays; without, it goes.
    const refused = await call('DELETE', `/api/organiser/reference/tracks/${track.id}`);
    expect([refused.body.code, refused.body.message]).toEqual([2010, '1 speaker or activity belongs to this track; move them first']);
    expect((await call('DELETE', `/api/organiser/reference/speakers/${speaker.id}`)).body.code).toBe(1);
    expect((await call('DELETE', `/api/organiser/reference/tracks/${track.id}`)).body.code).toBe(1);
    expect((await call('DELETE', `/api/organiser/reference/tracks/${track.id}`)).body.code).toBe(1004);
  });

  it('keeps a track an activity names', async () => {
    const [track] = await records('tracks');
    await t.database.db.execute(sql`insert into screen_records (screen, exhibitor_id, user_id, data)
      select 'activity', m.exhibitor_id, m.user_id, ${JSON.stringify({ name: 'Talk', track_id: track!.id })}::jsonb from exhibitor_members m limit 1`);
    const speakers = (await call<{ list: ProgrammeSpeaker[] }>('GET', `/api/course/admin/teacher?category_id=${track!.id}`)).body.data.list.length;
    const refused = await call('DELETE', `/api/organiser/reference/tracks/${track!.id}`);
    expect(refused.body.message).toBe(`${speakers + 1} speakers or activities belong to this track; move them first`);
  });

  it('changes a record, and refuses what the form refuses', async () => {
    const [track] = await records('tracks');
    const changed = await call<ReferenceRecord>('PUT', `/api/organiser/reference/tracks/${track!.id}`, { name: track!.name, name_en: 'Renamed', sort: 0 });
    expect(changed.body.data.name_en).toBe('Renamed');
    for (const bad of [{ name: '', name_en: 'x', sort: 0 }, { name: 'x', name_en: 'x', sort: -1 }, { name: 'x', name_en: 'x', sort: 10_000 }, { name: 'x\u0000', name_en: 'x', sort: 0 }, { name_en: 'x', sort: 0 }]) {
      expect((await call('POST', '/api/organiser/reference/tracks', bad)).body.code, JSON.stringify(bad)).toBe(1000);
    }
    expect((await call('PUT', '/api/organiser/reference/tracks/999999', { name: 'x', name_en: 'x', sort: 0 })).body.code).toBe(1004);
  });
});

describe('exhibit categories', () => {
  const served = async (query: string) => (await call<DiscoveryCategory[]>('GET', `/api/discovery/admin/discovery_category${query}`, undefined, 'exhibitor@demo.test')).body.data;

  it('adds a top category and a sub-category of its kind; keeps two levels', async () => {
    const top = (await call<ReferenceRecord>('POST', '/api/organiser/reference/categories', { kind: 'culture', name: '电竞', name_en: 'Esports', sort: 7 })).body.data;
    expect(top.parent_id).toBeNull();
    const sub = (await call<ReferenceRecord>('POST', '/api/organiser/reference/categories', { parent_id: top.id, kind: 'culture', name: '赛事', name_en: 'Tournaments', sort: 1 })).body.data;
    expect((await served(`?parent_id=${top.id}`)).map((category) => category.name_en)).toEqual(['Tournaments']);

    expect(fieldErrors((await call('POST', '/api/organiser/reference/categories', { parent_id: top.id, kind: 'game', name: '错', name_en: 'Wrong', sort: 0 })).body))
      .toEqual([{ field: 'kind', message: "A sub-category must be of its parent's kind" }]);
    expect(fieldErrors((await call('POST', '/api/organiser/reference/categories', { parent_id: sub.id, kind: 'culture', name: '深', name_en: 'Deep', sort: 0 })).body))
      .toEqual([{ field: 'parent_id', message: 'The parent must be a top category' }]);
    const [otherTop] = (await served('?parent_id=0')).filter((category) => category.kind === 'culture' && category.id !== top.id);
    expect(fieldErrors((await call('PUT', `/api/organiser/reference/categories/${top.id}`, { parent_id: otherTop!.id, kind: 'culture', name: '电竞', name_en: 'Esports', sort: 7 })).body))
      .toEqual([{ field: 'parent_id', message: 'This category has sub-categories, so it cannot go under another' }]);

    expect((await call('DELETE', `/api/organiser/reference/categories/${top.id}`)).body.message).toBe('1 sub-category or product uses this category; change them first');
    expect((await call('DELETE', `/api/organiser/reference/categories/${sub.id}`)).body.code).toBe(1);
    expect((await call('DELETE', `/api/organiser/reference/categories/${top.id}`)).body.code).toBe(1);
  });
});

describe('official keywords', () => {
  it('adds a keyword to an account, served by its keyword call; a keyword on a notice stays', async () => {
    const [account] = (await call<{ list: { id: number }[] }>('GET', '/api/user/admin/official')).body.data.list;
    const keyword = (await call<ReferenceRecord>('POST', '/api/organiser/reference/keywords', { official_id: account!.id, keyword: '票务', keyword_en: 'Ticketing', sort: 99 })).body.data;
    const served = (await call<{ list: { id: number; keyword_en: string }[] }>('GET', `/api/user/admin/official/keyword?official_id=${account!.id}`, undefined, 'exhibitor@demo.test')).body.data.list;
    expect(served.at(-1)).toMatchObject({ id: keyword.id, keyword_en: 'Ticketing' });
    expect(fieldErrors((await call('POST', '/api/organiser/reference/keywords', { official_id: 999_999, keyword: '某', keyword_en: 'Some', sort: 0 })).body))
      .toEqual([{ field: 'official_id', message: 'The chosen official account no longer exists' }]);

    const [notice] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from notices order by id limit 1`));
    await call('PUT', `/api/organiser/notices/${notice!.id}/keywords`, { keyword_ids: [keyword.id] });
    expect((await call('DELETE', `/api/organiser/reference/keywords/${keyword.id}`)).body.message).toBe('1 notice is tagged with this keyword; untag it first');
    await call('PUT', `/api/organiser/notices/${notice!.id}/keywords`, { keyword_ids: [] });
    expect((await call('DELETE', `/api/organiser/reference/keywords/${keyword.id}`)).body.code).toBe(1);
  });
});

describe('the record limit', () => {
  it(`keeps at most ${REFERENCE_MAX_RECORDS} of a kind: the ${REFERENCE_MAX_RECORDS}th is added, the next refused`, async () => {
    const existing = (await records('tracks')).length;
    await t.database.db.execute(sql`insert into course_categories (name, name_en, sort)
      select '填充' || n, 'Filler ' || n, 9999 from generate_series(1, ${REFERENCE_MAX_RECORDS - 1 - existing}) n`);
    expect(await records('tracks')).toHaveLength(REFERENCE_MAX_RECORDS - 1);
    const last = await call<ReferenceRecord>('POST', '/api/organiser/reference/tracks', { name: '最后', name_en: 'Last', sort: 9999 });
    expect([last.body.code, last.body.data.sort]).toEqual([1, 9999]);
    const over = await call('POST', '/api/organiser/reference/tracks', { name: '多余', name_en: 'One too many', sort: 0 });
    expect([over.body.code, over.body.message]).toEqual([2010, `At most ${REFERENCE_MAX_RECORDS} records; remove one first`]);
    await t.database.db.execute(sql`delete from course_categories where sort = 9999`);
  });
});

describe('who keeps reference data', () => {
  it('staff with the settings permission only', async () => {
    for (const account of ['finance@demo.test', 'exhibitor@demo.test']) {
      expect((await call('GET', '/api/organiser/reference/tracks', undefined, account)).status, account).toBe(403);
      expect((await call('POST', '/api/organiser/reference/tracks', { name: 'x', name_en: 'x', sort: 0 }, account)).status, account).toBe(403);
    }
    expect((await call('GET', '/api/organiser/reference/nothing')).status).toBe(404);
  });
});
