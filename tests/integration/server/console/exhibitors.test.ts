/**
 * The organiser's exhibitor directory: each exhibitor's state across the areas, found by name or
 * booth, and booth-ticket binding across the show by hall and by day; staff only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BINDING_DAYS, type ExhibitorState, type ShowBinding } from '../../../../src/shared/console';
import { isoDay } from '../../../../src/shared/show-time';
import { rowsOf } from '../../../../src/server/db/results';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const staff = async () => t.loginAs('organiser@demo.test');
const directory = async (query = '') =>
  (await t.call<{ list: ExhibitorState[]; total: number }>({ method: 'GET', url: `/api/organiser/exhibitors${query}`, headers: await staff() }));
const counted = async (statement: ReturnType<typeof sql>) => Number(rowsOf<{ n: unknown }>(await t.database.db.execute(statement))[0]!.n);

describe('the exhibitor directory', () => {
  it('lists every exhibitor by booth with its tickets bound as the tickets table counts them', async () => {
    const { body } = await directory();
    expect(body.data.total).toBe(await counted(sql`select count(*) as n from exhibitors`));
    expect(body.data.list.map((row) => row.booth_no)).toEqual([...body.data.list.map((row) => row.booth_no)].sort());
    const star = body.data.list.find((row) => row.booth_no === 'N3-A01')!;
    expect(star).toMatchObject({ name_en: 'Star Trail Interactive Entertainment Co., Ltd.', company_status: null, materials: { submitted: 0 } });
    expect(star.tickets).toEqual({
      total: await counted(sql`select count(*) as n from tickets where exhibitor_id = ${star.id}`),
      bound: await counted(sql`select count(*) as n from tickets where exhibitor_id = ${star.id} and status = 2`),
    });
  });

  it("follows a submission into the exhibitor's materials and company state", async () => {
    const star = (await directory('?keyword=N3-A01')).body.data.list[0]!;
    await t.database.db.execute(sql`insert into screen_records (screen, exhibitor_id, user_id, data, review_status) values
      ('company', ${star.id}, 1, '{}', 0), ('product', ${star.id}, 1, '{}', 1), ('product', ${star.id}, 1, '{}', 2), ('merch', ${star.id}, 1, '{}', null)`);
    const after = (await directory('?keyword=N3-A01')).body.data.list[0]!;
    expect(after).toMatchObject({ company_status: 0, materials: { submitted: 2, pending: 0, approved: 1, rejected: 1 } });
  });

  it('finds an exhibitor by either name or its booth, case and wildcards taken literally', async () => {
    expect((await directory('?keyword=star%20TRAIL')).body.data.list.map((row) => row.booth_no)).toEqual(['N3-A01']);
    expect((await directory(`?keyword=${encodeURIComponent('星游')}`)).body.data.list.map((row) => row.booth_no)).toEqual(['N3-A01']);
    expect((await directory('?keyword=%25')).body.data.total).toBe(0);
  });

  it('pages, with a limit of 100 at most', async () => {
    const one = await directory('?limit=1&page=2');
    expect([one.status, one.body.data.list.length]).toEqual([200, 1]);
    expect((await directory('?limit=100')).status).toBe(200);
    const over = await directory('?limit=101');
    expect([over.status, over.body.code]).toEqual([400, 1000]);
  });

  it('is closed to exhibitors and group accounts', async () => {
    for (const account of ['exhibitor@demo.test', 'group@demo.test']) {
      for (const url of ['/api/organiser/exhibitors', '/api/organiser/exhibitors/binding']) {
        expect((await t.call({ method: 'GET', url, headers: await t.loginAs(account) })).status).toBe(403);
      }
    }
  });
});

describe('binding across the show', () => {
  const binding = async () => (await t.call<ShowBinding>({ method: 'GET', url: '/api/organiser/exhibitors/binding', headers: await staff() })).body.data;

  it('counts booth tickets by hall, and a binding today in the last of 14 days', async () => {
    const before = await binding();
    expect(before.total).toBe(await counted(sql`select count(*) as n from tickets where exhibitor_id is not null`));
    expect(before.halls.reduce((sum, hall) => sum + hall.total, 0)).toBe(before.total);
    expect(before.days).toHaveLength(BINDING_DAYS);
    const today = isoDay(Date.now() / 1000, t.config.timeZone);
    expect(before.days.at(-1)!.day).toBe(today);

    await t.database.db.execute(sql`update tickets set status = 2, holder_name = '王五', bound_at = now()
      where id = (select min(id) from tickets where exhibitor_id is not null and status = 0)`);
    const after = await binding();
    expect(after.bound).toBe(before.bound + 1);
    expect(after.days.at(-1)!.bound).toBe(before.days.at(-1)!.bound + 1);
    // A group account's tickets are not the booths'.
    expect(after.total).toBe(before.total);
  });
});
