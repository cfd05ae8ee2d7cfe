/**
 * The 'ticket-unbind' job of a paid unbind order: unbinds its tickets in chunks, each one statement
 * (tickets → 3 unbound successfully with the holder's personal data and the binding's time, way and
 * author erased, so no list shows an old binding; the order's lines →
 * unbound and no longer open), announcing every ticket (10005) and the end (10006) to the exhibitor.
 * Only lines still waiting (state 0) are taken, so a run resumed after a restart carries on where
 * the last one stopped and never unbinds a ticket twice.
 */
import { rowsOf } from '../../db/results';
import { and, count, eq, sql } from 'drizzle-orm';
import { LiveCode } from '../../../shared/live';
import { OrderStatus, type BatchUnbindFinished, type BatchUnbindItem } from '../../../shared/tickets';
import { unbindOrders, unbindOrderTickets } from '../../db/schema';
import type { JobHandler } from '../../jobs/runner';
import type { LiveHub } from '../../live/hub';
import type { UnbindJobPayload } from './payable';

export const UNBIND_CHUNK = 200;

export function createUnbindHandler({ live }: { live: LiveHub }): JobHandler {
  return async ({ job, db, progress }) => {
    const orderId = (job.payload as UnbindJobPayload).order_id;
    const [order] = await db.select().from(unbindOrders).where(eq(unbindOrders.id, orderId));
    if (!order || (order.status !== OrderStatus.PAYMENT_COMPLETE && order.status !== OrderStatus.TRANSACTION_COMPLETE)) {
      return { skipped: order ? `status ${order.status}` : 'no such order' };
    }
    const audience = { exhibitorId: order.exhibitorId };
    const total = order.ticketCount;
    const [done] = await db.select({ value: count() }).from(unbindOrderTickets)
      .where(and(eq(unbindOrderTickets.orderId, orderId), eq(unbindOrderTickets.state, 1)));
    let processed = done?.value ?? 0;

    for (;;) {
      const result = await db.execute<{ ticket_id: number }>(sql`
        with picked as (
          select ticket_id from unbind_order_tickets
          where order_id = ${orderId} and state = 0
          order by ticket_id
          limit ${UNBIND_CHUNK}
        ), erased as (
          update tickets set status = 3, holder_name = null, doc_type = null, doc_number_enc = null, doc_number_mask = null,
            doc_hash = null, phone_enc = null, phone_mask = null, email_enc = null, email_mask = null, failure_reason = null,
            bound_via = null, bound_by = null, bound_at = null, updated_at = now()
          where id in (select ticket_id from picked) and exhibitor_id = ${order.exhibitorId}
        )
        update unbind_order_tickets set state = 1, open = false
        where order_id = ${orderId} and ticket_id in (select ticket_id from picked)
        returning ticket_id`);
      const ids = rowsOf<{ ticket_id: number }>(result).map((row) => Number(row.ticket_id)).sort((a, b) => a - b);
      if (ids.length === 0) break;
      for (const ticketId of ids) {
        processed += 1;
        const item: BatchUnbindItem = { order_id: orderId, ticket_id: ticketId, processed, total };
        await live.publish(LiveCode.BATCH_UNBIND_ITEM, item, audience);
      }
      await progress({ processed, total, checkpoint: { last_ticket_id: ids.at(-1) } });
    }

    await db.update(unbindOrders).set({ status: OrderStatus.TRANSACTION_COMPLETE, completedAt: sql`now()` })
      .where(and(eq(unbindOrders.id, orderId), eq(unbindOrders.status, OrderStatus.PAYMENT_COMPLETE)));
    const finished: BatchUnbindFinished = { order_id: orderId, total, status: OrderStatus.TRANSACTION_COMPLETE };
    await live.publish(LiveCode.BATCH_UNBIND_FINISHED, finished, audience);
    return { unbound: processed, total };
  };
}
