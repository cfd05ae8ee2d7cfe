/**
 * Making an unbind order and starting its payment. Creation runs in one transaction under the
 * exhibitor's advisory lock, so two requests at once cannot both pass the remaining-count or the
 * one-pending-order check; the partial unique index on open order tickets backs the rule that a
 * ticket is in at most one open order.
 */
import { isUniqueViolation } from '../../db/results';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import { OrderStatus, PAY_WINDOW_SECONDS, TicketStatus, type UnbindOrder } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { tickets, unbindOrders, unbindOrderTickets } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { openCheckout } from '../../pay/checkout';
import type { PaymentProvider } from '../../pay/provider';
import { getSetting } from '../../settings';
import { messageDateTime } from '../../../shared/show-time';
import { newOrderNo } from '../../pay/order-numbers';
import { cancelOrder, expireOverdue, toOrder, UNBIND_KIND, usedUnbinds, windowOpen } from './queries';

/** First key of the exhibitor's advisory lock ('UNBD'); the second is the exhibitor id. */
const LOCK_NAMESPACE = 0x554e4244;

/** 张三 → 张*, 欧阳娜娜 → 欧**娜, John Smith → J********h. */
export function maskName(name: string | null): string {
  const chars = [...(name ?? '').trim()];
  if (chars.length <= 1) return chars.length ? '*' : '';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

const ticketError = (messageId: string, ticketId: number, values: Record<string, string | number>): ApiError =>
  new ApiError(Codes.RECORD_STATE, { ticket_id: ticketId }, messageId, values);

export async function createUnbindOrder(db: Db, input: { exhibitorId: number; userId: number; ticketIds: number[]; timeZone: string }): Promise<UnbindOrder> {
  const { exhibitorId, userId, ticketIds, timeZone } = input;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${exhibitorId})`);
      await expireOverdue(tx, exhibitorId);

      const settings = await getSetting(tx, 'unbind');
      if (!windowOpen(settings, Math.floor(Date.now() / 1000))) {
        throw new ApiError(Codes.RECORD_STATE, null, 'unbind.error.window_closed', { starts: messageDateTime(settings.starts_at, timeZone), ends: messageDateTime(settings.ends_at, timeZone) });
      }
      const [pending] = await tx.select({ id: unbindOrders.id, orderNo: unbindOrders.orderNo }).from(unbindOrders)
        .where(and(eq(unbindOrders.exhibitorId, exhibitorId), eq(unbindOrders.status, OrderStatus.AWAITING_PAYMENT))).limit(1);
      if (pending) throw new ApiError(Codes.UNPAID_ORDER_EXISTS, { order_id: pending.id, order_no: pending.orderNo });

      const rows = await tx.select({ id: tickets.id, exhibitorId: tickets.exhibitorId, ticketNo: tickets.ticketNo, status: tickets.status, holderName: tickets.holderName })
        .from(tickets).where(inArray(tickets.id, ticketIds)).orderBy(tickets.id).for('update');
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const id of ticketIds) {
        const row = byId.get(id);
        if (!row || row.exhibitorId !== exhibitorId) throw ticketError('unbind.error.ticket_not_found', id, { ticket: id });
        if (row.status !== TicketStatus.BOUND) throw ticketError('unbind.error.not_bound', id, { ticket: row.ticketNo });
      }
      const [held] = await tx.select({ ticketId: unbindOrderTickets.ticketId, ticketNo: unbindOrderTickets.ticketNo, orderNo: unbindOrders.orderNo })
        .from(unbindOrderTickets).innerJoin(unbindOrders, eq(unbindOrders.id, unbindOrderTickets.orderId))
        .where(and(eq(unbindOrderTickets.open, true), inArray(unbindOrderTickets.ticketId, ticketIds))).limit(1);
      if (held) throw ticketError('unbind.error.in_open_order', held.ticketId, { ticket: held.ticketNo, order: held.orderNo });

      const remaining = Math.max(0, settings.limit - (await usedUnbinds(tx, exhibitorId)));
      if (ticketIds.length > remaining) {
        throw new ApiError(Codes.RECORD_STATE, { remaining }, 'unbind.error.limit_exceeded', { remaining, count: ticketIds.length });
      }

      const [order] = await tx.insert(unbindOrders).values({
        orderNo: newOrderNo('UB', timeZone),
        exhibitorId,
        userId,
        ticketCount: ticketIds.length,
        unitFee: settings.fee,
        amount: settings.fee * ticketIds.length,
        status: OrderStatus.AWAITING_PAYMENT,
      }).returning();
      if (!order) throw new Error('unbind order not created');
      const lines = ticketIds.map((id) => {
        const row = byId.get(id)!;
        return { orderId: order.id, ticketId: id, ticketNo: row.ticketNo, holderNameMask: maskName(row.holderName) };
      });
      await tx.insert(unbindOrderTickets).values(lines);
      return toOrder(order, lines
        .sort((a, b) => a.ticketNo.localeCompare(b.ticketNo))
        .map((line) => ({ ticket_id: line.ticketId, ticket_no: line.ticketNo, holder_name: line.holderNameMask, state: 0 as const })));
    });
  } catch (error) {
    // The partial unique index caught what the checks above could not see (another writer).
    if (isUniqueViolation(error)) throw new ApiError(Codes.RECORD_STATE, null, 'unbind.error.in_open_order_any');
    throw error;
  }
}

/**
 * Starts or resumes the payment of an order: the first start opens the 15-minute window; past it the
 * order is cancelled. Returns the provider's checkout address.
 */
export async function startPayment(db: Db, provider: PaymentProvider, input: {
  exhibitorId: number; id: number; subject: string; origin: string;
}): Promise<{ checkout_url: string }> {
  const { exhibitorId, id, origin } = input;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(unbindOrders)
      .where(and(eq(unbindOrders.id, id), eq(unbindOrders.exhibitorId, exhibitorId))).for('update');
    if (!row) throw new ApiError(Codes.NOT_FOUND, null, 'unbind.error.order_not_found');
    if (row.status !== OrderStatus.AWAITING_PAYMENT) {
      throw new ApiError(Codes.RECORD_STATE, { status: row.status }, 'unbind.error.not_awaiting_payment', { order: row.orderNo });
    }
    if (row.payExpiresAt && row.payExpiresAt.getTime() <= Date.now()) {
      await cancelOrder(tx, exhibitorId, id);
      return { expired: true as const, orderNo: row.orderNo };
    }
    if (row.payStartedAt && row.payExpiresAt) return { expired: false as const, order: row };
    const [started] = await tx.update(unbindOrders).set({
      payStartedAt: sql`now()`,
      payExpiresAt: sql`now() + ${`${PAY_WINDOW_SECONDS} seconds`}::interval`,
    }).where(eq(unbindOrders.id, id)).returning();
    return { expired: false as const, order: started! };
  });
  if (outcome.expired) throw new ApiError(Codes.RECORD_STATE, null, 'unbind.error.payment_window_passed', { order: outcome.orderNo });

  const { order } = outcome;
  return openCheckout(db, provider, {
    kind: UNBIND_KIND,
    id: order.id,
    orderNo: order.orderNo,
    amount: order.amount,
    subject: input.subject,
    returnUrl: `${origin}${orderReturnPath(order.id)}`,
    expiresAt: Math.floor(order.payExpiresAt!.getTime() / 1000),
  }, origin);
}

/** The client's unbind order list with the order picked (src/client/routes: /unbindOrder/list). */
export const orderReturnPath = (id: number): string => `/unbindOrder/list?order=${id}`;
