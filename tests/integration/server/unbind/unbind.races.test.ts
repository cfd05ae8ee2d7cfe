/**
 * Unbind orders under concurrency: parallel orders against the remaining count and duplicate provider
 * callbacks. PostgreSQL only: PGlite has one connection and cannot race.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../../src/shared/tickets';
import { jobs, payments, unbindOrders } from '../../../../src/server/db/schema';
import { DEFAULT_SETTINGS, putSetting } from '../../../../src/server/settings';
import {
  as as asIn, config as configIn, makeTickets as makeTicketsIn, notify as notifyIn, openUnbindWorld, pay as payIn, startClean, signed as signedIn, unbind as unbindIn,
  type Headers, type UnbindWorld,
} from './support';

let w: UnbindWorld;
const as = (account: string) => asIn(w, account);
const makeTickets = (n: number) => makeTicketsIn(w, n);
const unbind = (headers: Headers, ticketIds: number[]) => unbindIn(w, headers, ticketIds);
const config = (headers: Headers) => configIn(w, headers);
const pay = (headers: Headers, id: number) => payIn(w, headers, id);
const notify = (fields: Record<string, string>) => notifyIn(w, fields);
const signed = (fields: Record<string, string>) => signedIn(w, fields);

beforeAll(async () => { w = await openUnbindWorld(); });
afterAll(async () => { await w.t.close(); });
beforeEach(() => startClean(w));

describe('unbind races', () => {
  it('concurrent unbind requests make one order and never exceed the remaining count', async () => {
    const headers = await as('exhibitor@demo.test');
    const used = 10_000 - (await config(headers)).data.remaining;
    await putSetting(w.t.database.db, 'unbind', { ...DEFAULT_SETTINGS.unbind, limit: used + 3 });
    const picked = await makeTickets(12);
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => unbind(headers, [picked[2 * i]!.id, picked[2 * i + 1]!.id])));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code !== 1).every((code) => code === 3002)).toBe(true);
    const winner = answers.find((answer) => answer.body.code === 1)!.body.data;
    // Paid (waiting to be unbound): no pending order, one unbind left.
    await w.t.database.db.update(unbindOrders).set({ status: OrderStatus.PAYMENT_COMPLETE }).where(eq(unbindOrders.id, winner.id));
    const rest = picked.filter((ticket) => !winner.tickets.some((line) => line.ticket_id === ticket.id));
    const second = await Promise.all(rest.slice(0, 6).map((ticket) => unbind(headers, [ticket.id])));
    expect(second.filter((answer) => answer.body.code === 1)).toHaveLength(1);
    expect((await config(headers)).data.remaining).toBe(0);
    const [{ total }] = await w.t.database.db.execute<{ total: string }>(sql`select coalesce(sum(ticket_count), 0) as total from unbind_orders where exhibitor_id = ${w.exhibitorId} and status <> 3`)
      .then((result) => (result as unknown as { rows: { total: string }[] }).rows) as [{ total: string }];
    expect(Number(total)).toBe(used + 3);
    await w.t.database.db.update(unbindOrders).set({ status: OrderStatus.TRANSACTION_COMPLETE }).where(eq(unbindOrders.id, winner.id));
  });

  it('concurrent duplicate callbacks pay once; a second payment of a paid order is refused', async () => {
    const auth = await as('exhibitor@demo.test');
    const [ticket] = await makeTickets(1);
    const created = (await unbind(auth, [ticket!.id])).body.data;
    await pay(auth, created.id);
    const paidAt = String(Math.floor(Date.now() / 1000));
    const callback = signed({ out_trade_no: created.order_no, trade_no: 'T-race', total_amount: '2000', paid_at: paidAt });
    const answers = await Promise.all(Array.from({ length: 8 }, () => notify(callback)));
    expect(answers).toEqual(Array(8).fill('success'));
    const other = await Promise.all(Array.from({ length: 4 }, (_, i) => notify(signed({ out_trade_no: created.order_no, trade_no: `T-race-${i}`, total_amount: '2000', paid_at: paidAt }))));
    expect(other).toEqual(Array(4).fill('fail'));
    const recorded = await w.t.database.db.select().from(payments).where(and(eq(payments.orderKind, 'unbind'), eq(payments.orderId, created.id)));
    expect(recorded.filter((p) => p.status === 1).map((p) => p.tradeNo)).toEqual(['T-race']);
    const unbindJobs = await w.t.database.db.select().from(jobs).where(eq(jobs.kind, 'ticket-unbind'));
    expect(unbindJobs.filter((job) => (job.payload as { order_id: number }).order_id === created.id)).toHaveLength(1);
  });
});
