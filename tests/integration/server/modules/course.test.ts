/** The conference programme (SPEC.md §7): tracks, and speakers narrowed by lists given as repeated query parameters. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRAMME_QUERY_MAX_VALUES, type ProgrammeSpeaker, type ProgrammeTrack } from '../../../../src/shared/programme';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const get = async <T>(url: string, account = 'exhibitor@demo.test') =>
  t.call<T>({ method: 'GET', url, headers: { ...(await t.loginAs(account)), cookie: 'language=en' } });

const speakers = async (query: string) => (await get<{ list: ProgrammeSpeaker[]; total: number }>(`/api/course/admin/teacher${query}`)).body;

describe('GET /api/course/admin/category', () => {
  it('lists the tracks in programme order with both names, to any signed-in account', async () => {
    const { body } = await get<{ list: ProgrammeTrack[]; total: number }>('/api/course/admin/category', 'groupbuy@demo.test');
    expect(body.code).toBe(1);
    expect(body.data.list.map((track) => track.name_en)).toEqual([
      'Game Developers Conference', 'Esports Industry Forum', 'Indie Games Showcase', 'Games and Frontier Technology',
    ]);
    expect(body.data.list[0]).toMatchObject({ name: '游戏开发者大会' });
    expect(body.data.total).toBe(4);
    expect((await t.call({ method: 'GET', url: '/api/course/admin/category' })).status).toBe(401);
    expect((await get('/api/course/admin/category?extra=1')).body.code).toBe(1000);
  });
});

describe('GET /api/course/admin/teacher', () => {
  it('answers data.list; no query means every speaker', async () => {
    const all = await speakers('');
    expect(all.data.total).toBe(8);
    expect(all.data.list).toHaveLength(8);
    expect(all.data.list[0]).toMatchObject({ name: '周文博', name_en: 'Zhou Wenbo', title_en: 'CTO, Star Trail Interactive' });
  });

  it('narrows by tracks given as repeated category_id, one value or several', async () => {
    const tracks = (await get<{ list: ProgrammeTrack[] }>('/api/course/admin/category')).body.data.list;
    const [developers, esports, indie] = tracks;
    expect((await speakers(`?category_id=${esports!.id}`)).data.list.map((s) => s.name_en)).toEqual(['Li Haoran', 'Wang Yiming']);
    const two = await speakers(`?category_id=${esports!.id}&category_id=${indie!.id}`);
    expect(two.data.list.map((s) => s.category_id)).toEqual([esports!.id, esports!.id, indie!.id, indie!.id]);
    const ids = (await speakers(`?category_id=${developers!.id}`)).data.list.map((s) => s.id);
    expect((await speakers(`?id=${ids[0]}&id=${ids[2]}`)).data.list.map((s) => s.name_en)).toEqual(['Zhou Wenbo', 'Chen Siyuan']);
    // Lists narrow together, and with the keyword.
    expect((await speakers(`?id=${ids[0]}&category_id=${esports!.id}`)).data.total).toBe(0);
    expect((await speakers('?keyword=kenji')).data.list.map((s) => s.name)).toEqual(['Kenji Sato']);
    // What is typed is matched as written: a % or _ is no wildcard.
    expect((await speakers('?keyword=%25')).data.list).toEqual([]);
    expect((await speakers('?keyword=_')).data.list).toEqual([]);
  });

  it(`takes up to ${PROGRAMME_QUERY_MAX_VALUES} values of one parameter; more, or a value that is no id, is 1000 naming it`, async () => {
    const repeat = (n: number) => Array.from({ length: n }, (_, i) => `id=${i + 1}`).join('&');
    expect((await speakers(`?${repeat(PROGRAMME_QUERY_MAX_VALUES - 1)}`)).code).toBe(1);
    expect((await speakers(`?${repeat(PROGRAMME_QUERY_MAX_VALUES)}`)).code).toBe(1);
    const over = await speakers(`?${repeat(PROGRAMME_QUERY_MAX_VALUES + 1)}`);
    expect(over.code).toBe(1000);
    expect(JSON.stringify(over.data)).toContain('"field":"id"');
    for (const bad of ['?category_id=x', '?category_id=0', '?id=1%00', '?id=99999999999', '?keyword=' + 'k'.repeat(101)]) {
      expect((await speakers(bad)).code, bad).toBe(1000);
    }
  });
});
