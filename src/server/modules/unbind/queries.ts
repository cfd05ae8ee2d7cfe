/**
 * Reads and set-based writes of unbind orders. An order awaiting payment whose 15-minute window has
 * passed is cancelled by one statement (lazily before the exhibitor's reads, and by the sweep); its
 * tickets leave the order and its remaining count is given back.
 */
import { rowsOf } from '../../db/results';
import { and, asc, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { OrderStatus, type OrderStatusValue, type UnbindConfig, type UnbindOrder, type UnbindOrderTicket } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { unbindOrders, unbindOrderTickets } from '../../db/schema';
import { getSetting } from '../../settings';

export const UNBIND_KIND = 'unbind';

/** A callback may arrive a little after the window closed for a payment made inside it. */
export const EXPIRY_GRACE_SECONDS = 60;

export type OrderRow = typeof unbindOrders.$inferSelect;

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null): number | null => (date ? seconds(date) : null);

export const toOrder = (row: OrderRow, tickets: UnbindOrderTicket[]): UnbindOrder => ({
  id: row.id,
  order_no: row.orderNo,
  ticket_count: row.ticketCount,
  unit_fee: row.unitFee,
  amount: row.amount,
  status: row.status as OrderStatusValue,
  tickets,
  created_at: seconds(row.createdAt),
  pay_started_at: secondsOrNull(row.payStartedAt),
  pay_expires_at: secondsOrNull(row.payExpiresAt),
  paid_at: secondsOrNull(row.paidAt),
  completed_at: secondsOrNull(row.completedAt),
});

async function ticketsOf(db: Db, orderIds: number[]): Promise<Map<number, UnbindOrderTicket[]>> {
  const byOrder = new Map<number, UnbindOrderTicket[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(unbindOrderTickets)
    .where(inArray(unbindOrderTickets.orderId, orderIds))
    .orderBy(asc(unbindOrderTickets.orderId), asc(unbindOrderTickets.ticketNo));
  for (const row of rows) {
    byOrder.get(row.orderId)?.push({ ticket_id: row.ticketId, ticket_no: row.ticketNo, holder_name: row.holderNameMask, state: row.state === 1 ? 1 : 0 });
  }
  return byOrder;
}

export interface OrderListQuery { page: number; limit: number; status?: number }

export async function listOrders(db: Db, exhibitorId: number, query: OrderListQuery): Promise<{ list: UnbindOrder[]; total: number }> {
  const where = and(eq(unbindOrders.exhibitorId, exhibitorId), query.status === undefined ? undefined : eq(unbindOrders.status, query.status));
  const [rows, [total]] = await Promise.all([
    db.select().from(unbindOrders).where(where).orderBy(desc(unbindOrders.id)).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(unbindOrders).where(where),
  ]);
  const tickets = await ticketsOf(db, rows.map((row) => row.id));
  return { list: rows.map((row) => toOrder(row, tickets.get(row.id) ?? [])), total: total?.value ?? 0 };
}

export async function findOrder(db: Db, exhibitorId: number, id: number): Promise<UnbindOrder | undefined> {
  const [row] = await db.select().from(unbindOrders).where(and(eq(unbindOrders.id, id), eq(unbindOrders.exhibitorId, exhibitorId)));
  if (!row) return undefined;
  return toOrder(row, (await ticketsOf(db, [row.id])).get(row.id) ?? []);
}

/** Tickets in the exhibitor's orders that were not cancelled: what the limit counts. */
export async function usedUnbinds(db: Db, exhibitorId: number): Promise<number> {
  const [row] = await db.select({ value: sql<string | number>`coalesce(sum(${unbindOrders.ticketCount}), 0)` }).from(unbindOrders)
    .where(and(eq(unbindOrders.exhibitorId, exhibitorId), ne(unbindOrders.status, OrderStatus.CANCELLED)));
  return Number(row?.value ?? 0);
}

export const windowOpen = (window: { starts_at: number; ends_at: number }, now: number): boolean =>
  now >= window.starts_at && now <= window.ends_at;

export async function unbindConfig(db: Db, exhibitorId: number): Promise<UnbindConfig> {
  const [settings, used] = await Promise.all([getSetting(db, 'unbind'), usedUnbinds(db, exhibitorId)]);
  const now = Math.floor(Date.now() / 1000);
  return {
    fee: settings.fee,
    remaining: Math.max(0, settings.limit - used),
    limit: settings.limit,
    window: { starts_at: settings.starts_at, ends_at: settings.ends_at },
    open: windowOpen(settings, now),
  };
}

/**
 * Cancels orders (`condition` picks them among those awaiting payment) in one statement: the order,
 * its tickets (no longer held) and its pending checkouts (closed). Returns the cancelled orders' ids.
 */
async function cancelWhere(db: Db, condition: SQL): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    with cancelled as (
      update unbind_orders set status = ${OrderStatus.CANCELLED}, cancelled_at = now()
      where status = ${OrderStatus.AWAITING_PAYMENT} and ${condition}
      returning id
    ), released as (
      update unbind_order_tickets set open = false where open and order_id in (select id from cancelled)
    ), closed as (
      update payments set status = 2 where order_kind = ${UNBIND_KIND} and status = 0 and order_id in (select id from cancelled)
    )
    select id from cancelled`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** Orders whose payment window passed unpaid (of one exhibitor, or all for the sweep) are cancelled. */
export const expireOverdue = (db: Db, exhibitorId?: number): Promise<number[]> => cancelWhere(db, sql`
  pay_expires_at < now() - ${`${EXPIRY_GRACE_SECONDS} seconds`}::interval
  ${exhibitorId === undefined ? sql`` : sql`and exhibitor_id = ${exhibitorId}`}`);

/** Cancels one order if it still awaits payment; false otherwise. */
export const cancelOrder = async (db: Db, exhibitorId: number, id: number): Promise<boolean> =>
  (await cancelWhere(db, sql`id = ${id} and exhibitor_id = ${exhibitorId}`)).length === 1;
