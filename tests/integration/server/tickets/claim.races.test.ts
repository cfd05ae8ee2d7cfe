/** Claiming under concurrency (PostgreSQL only: PGlite has one connection and cannot race). */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TicketAllocation } from '../../../../src/shared/tickets';
import { exhibitorApp } from './support';

const session = exhibitorApp();

const allocation = async (nameEn: string) =>
  (await session.t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers: session.owner })).body.data.list.find((a) => a.name_en === nameEn)!;
const claim = (allocation_id: number, quantity: number) =>
  session.t.call({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers: session.owner, payload: { allocation_id, quantity } });

describe('claiming booth tickets', () => {
  it('never exceeds the quota under concurrent claims', async () => {
    const before = await allocation('Build-up ticket');
    const remaining = before.quota - before.claimed;
    const results = await Promise.all(Array.from({ length: 30 }, () => claim(before.id, 20)));
    expect(results.filter((r) => r.body.code === 1)).toHaveLength(Math.floor(remaining / 20));
    const [row] = (await session.t.database.db.execute(sql`select a.claimed, a.quota, (select count(*)::int from tickets t where t.allocation_id = a.id) as n from ticket_allocations a where a.id = ${before.id}`) as unknown as { rows: { claimed: number; quota: number; n: number }[] }).rows;
    expect(row!.claimed).toBeLessThanOrEqual(row!.quota);
    expect(Number(row!.n)).toBe(Number(row!.claimed));
  });
});
