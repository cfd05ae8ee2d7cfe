/**
 * The ticket counters under concurrency (PostgreSQL only: PGlite has one connection and cannot race):
 * hundreds of bindings, claims and failed batch-like moves of one allocation at once all land, none
 * deadlocks on the counters, and the counters end equal to a real count.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BoothTicket, TicketAllocation } from '../../../../src/shared/tickets';
import { compactTicketCounts } from '../../../../src/server/modules/tickets/status-counts';
import { countDrift } from './status-counts';
import { exhibitorApp, validId } from './support';

const session = exhibitorApp();

describe('ticket counters under concurrency', () => {
  it('stay exact through 300 parallel bindings, claims, status moves and compactions of one allocation', async () => {
    const [badge] = (await session.t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers: session.owner })).body.data.list;
    await session.t.call({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers: session.owner, payload: { allocation_id: badge!.id, quantity: 250 } });
    const unbound = (await session.t.call<{ list: BoothTicket[] }>({ method: 'GET', url: `/api/v4/ticket/booth?status=0&allocation_id=${badge!.id}&limit=100&page=1`, headers: session.owner })).body.data.list;
    const more = (await session.t.call<{ list: BoothTicket[] }>({ method: 'GET', url: `/api/v4/ticket/booth?status=0&allocation_id=${badge!.id}&limit=100&page=2`, headers: session.owner })).body.data.list;
    const tickets = [...unbound, ...more];
    expect(tickets.length).toBe(200);

    const bindings = tickets.slice(0, 200).map((ticket, n) => session.t.call({
      method: 'PUT', url: `/api/v4/ticket/booth/${ticket.id}`, headers: session.owner,
      payload: { name: `持证人${n}`, doc_type: 1, doc_number: validId(2000 + n), phone: `139${String(n).padStart(8, '0')}` },
    }));
    const claims = Array.from({ length: 50 }, () => session.t.call({ method: 'POST', url: '/api/v4/ticket/booth/claim', headers: session.owner, payload: { allocation_id: badge!.id, quantity: 2 } }));
    // Statements moving many tickets of the allocation at once, in both directions, as a batch does.
    const spare = (await session.t.database.db.execute(sql`select id from tickets where allocation_id = ${badge!.id} and status = 0
      and id not in (${sql.join(tickets.map((ticket) => sql`${ticket.id}`), sql`, `)}) order by id limit 50`) as unknown as { rows: { id: number }[] }).rows;
    expect(spare.length).toBe(50);
    const moves = spare.map(({ id }, n) => session.t.database.db.execute(sql`update tickets set status = ${n % 2 === 0 ? 1 : 3} where id = ${id}`));
    // Moves of disjoint tickets (as two batches would), and compactions folding the counters meanwhile.
    const compactions = Array.from({ length: 10 }, () => compactTicketCounts(session.t.database.db));
    const [bound, claimed] = await Promise.all([Promise.all(bindings), Promise.all(claims), Promise.all(moves), Promise.all(compactions)]);
    expect(bound.filter((r) => r.body.code !== 1).map((r) => r.body.message)).toEqual([]);
    expect(claimed.filter((r) => r.body.code !== 1).map((r) => r.body.message)).toEqual([]);
    expect(await countDrift(session.t)).toEqual([]);
    const [after] = (await session.t.call<{ list: TicketAllocation[] }>({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers: session.owner })).body.data.list;
    expect(after!.counts.bound).toBeGreaterThanOrEqual(200);
    expect(after!.counts.unbound + after!.counts.failed + after!.counts.bound + after!.counts.unbound_ok).toBe(after!.claimed);
  });
});
