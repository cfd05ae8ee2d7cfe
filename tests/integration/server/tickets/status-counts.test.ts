/**
 * The counters of tickets by allocation and status, kept by triggers in the transaction of each change
 * (migration 0013): the ticket list's total and the allocation cards read them, so they must agree
 * with a real count after every kind of change, and a list's total with the tickets it pages through.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothTicket, TicketAllocation } from '../../../../src/shared/tickets';
import { compactTicketCounts } from '../../../../src/server/modules/tickets/status-counts';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { countDrift } from './status-counts';
import { as, exhibitorIdOf, validId, type Headers } from './support';

let t: TestApp;
let owner: Headers;
let exhibitorId: number;
beforeAll(async () => {
  t = await createTestApp();
  owner = await as(t, 'exhibitor@demo.test');
  exhibitorId = await exhibitorIdOf(t, 'Star Trail Interactive Entertainment Co., Ltd.');
});
afterAll(async () => { await t.close(); });

const allocations = async () => (await t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers: owner })).body.data.list;
const page = async (query: string) => (await t.call<{ list: BoothTicket[]; total: number }>({ method: 'GET', url: `/api/v4/ticket/booth?${query}`, headers: owner })).body.data;
const counted = async (where: string): Promise<number> =>
  Number(((await t.database.db.execute(sql.raw(`select count(*)::int as n from tickets t where t.exhibitor_id = ${exhibitorId}${where ? ` and ${where}` : ''}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);
const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

describe('ticket counters by allocation and status', () => {
  it('agree with the tickets as seeded and migrated', async () => {
    expect(await countDrift(t)).toEqual([]);
    const [badge] = await allocations();
    expect(badge!.counts.unbound + badge!.counts.failed + badge!.counts.bound + badge!.counts.unbound_ok).toBe(badge!.claimed);
  });

  it('follow claims, a form binding, status moves of many tickets in one statement and deletions', async () => {
    const [badge, buildUp] = await allocations();
    expect((await t.call({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers: owner, payload: { allocation_id: buildUp!.id, quantity: 7 } })).body).toMatchObject({ code: 1 });
    expect(await countDrift(t)).toEqual([]);

    const [first] = (await page(`status=0&allocation_id=${badge!.id}&limit=1`)).list;
    const bound = await t.call({ method: 'PUT', url: `/api/v4/ticket/booth/${first!.id}`, headers: owner, payload: { name: '李四', doc_type: 1, doc_number: validId(501), phone: '13800138001' } });
    expect(bound.body).toMatchObject({ code: 1 });
    expect(await countDrift(t)).toEqual([]);

    // One statement moving tickets between several statuses and allocations' counters at once.
    await exec(sql`update tickets set status = case when id % 3 = 0 then 1 when id % 3 = 1 then 3 else status end
      where id in (select id from tickets where exhibitor_id = ${exhibitorId} and status = 0 order by id limit 9)`);
    expect(await countDrift(t)).toEqual([]);

    await exec(sql`delete from tickets where id in (select id from tickets where exhibitor_id = ${exhibitorId} and status = 1 order by id limit 2)`);
    expect(await countDrift(t)).toEqual([]);
  });

  it('append nothing when a statement changes no status (a holder renamed)', async () => {
    const rows = async () => (await exec(sql`select count(*)::int as n from ticket_status_counts`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    const before = await rows();
    await exec(sql`update tickets set holder_name = holder_name where exhibitor_id = ${exhibitorId}`);
    expect(await rows()).toBe(before);
  });

  it('fold into one row per allocation and status, keeping every sum', async () => {
    const sums = sql`select allocation_id, status, sum(tickets)::int as tickets from ticket_status_counts group by 1, 2 having sum(tickets) <> 0 order by 1, 2`;
    const before = (await exec(sums) as unknown as { rows: unknown[] }).rows;
    const crowded = (await exec(sql`select count(*)::int as n from (select 1 from ticket_status_counts group by allocation_id, status having count(*) > 1) x`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(crowded).toBeGreaterThan(0);
    await compactTicketCounts(t.database.db);
    expect((await exec(sums) as unknown as { rows: unknown[] }).rows).toEqual(before);
    const rows = (await exec(sql`select allocation_id, status, count(*)::int as n from ticket_status_counts group by 1, 2 having count(*) > 1`) as unknown as { rows: unknown[] }).rows;
    expect(rows).toEqual([]);
    expect(await countDrift(t)).toEqual([]);
  });

  it('go with their allocation', async () => {
    const [allocation] = (await exec(sql`insert into ticket_allocations (exhibitor_id, name, quota) values (${exhibitorId}, '临时证', 5) returning id`) as unknown as { rows: { id: number }[] }).rows;
    expect((await t.call({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers: owner, payload: { allocation_id: allocation!.id, quantity: 5 } })).body).toMatchObject({ code: 1 });
    expect(await countDrift(t)).toEqual([]);
    await exec(sql`delete from ticket_allocations where id = ${allocation!.id}`);
    expect(await countDrift(t)).toEqual([]);
    expect((await exec(sql`select count(*)::int as n from ticket_status_counts where allocation_id = ${allocation!.id}`) as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe("the ticket list's total", () => {
  it('is the number of tickets the filter matches, for every filter', async () => {
    const [badge, buildUp] = await allocations();
    const cases: [string, string][] = [
      ['', ''],
      ...[0, 1, 2, 3].map((status): [string, string] => [`status=${status}`, `t.status = ${status}`]),
      [`allocation_id=${badge!.id}`, `t.allocation_id = ${badge!.id}`],
      [`allocation_id=${buildUp!.id}&status=0`, `t.allocation_id = ${buildUp!.id} and t.status = 0`],
      ['keyword=BT', `t.ticket_no ilike '%BT%'`],
      ['holder_name=李', `t.holder_name ilike '%李%'`],
    ];
    for (const [query, where] of cases) {
      const answer = await page(`${query}&page=1&limit=5`);
      expect(answer.total, query || 'no filter').toBe(await counted(where));
      expect(answer.list.length).toBe(Math.min(5, answer.total));
    }
  });

  it('is answered with an empty page past the end', async () => {
    const { total } = await page('page=1&limit=5');
    const past = await page(`page=${Math.ceil(total / 5) + 1}&limit=5`);
    expect(past).toEqual({ list: [], total });
  });
});
