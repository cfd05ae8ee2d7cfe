/**
 * Unbind orders as the payment side sees them. Paying one moves it to 'payment complete' by a
 * conditional UPDATE and, in the same transaction, queues the job that unbinds its tickets — so a
 * paid order always has its job, even if the server stops right after the callback.
 */
import { and, eq, sql } from 'drizzle-orm';
import { OrderStatus } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { jobs, unbindOrders } from '../../db/schema';
import { JOBS_CHANNEL } from '../../jobs/runner';
import { translate } from '../../http/i18n';
import type { Payable, PayableOrder } from '../../pay/provider';
import { UNBIND_KIND, type OrderRow } from './queries';
import { orderReturnPath } from './service';

export const UNBIND_JOB = 'ticket-unbind';

export interface UnbindJobPayload { order_id: number }

const toPayable = (row: OrderRow): PayableOrder => ({
  kind: UNBIND_KIND,
  id: row.id,
  orderNo: row.orderNo,
  amount: row.amount,
  awaitingPayment: row.status === OrderStatus.AWAITING_PAYMENT,
  payStartedAt: row.payStartedAt,
  payExpiresAt: row.payExpiresAt,
  subject: (locale) => translate(locale, 'unbind.pay.subject', { count: row.ticketCount }),
  returnPath: orderReturnPath(row.id),
});

export const unbindPayable: Payable = {
  kind: UNBIND_KIND,
  owns: (orderNo) => /^UB\d{18}$/.test(orderNo),

  async find(db, id) {
    const [row] = await db.select().from(unbindOrders).where(eq(unbindOrders.id, id));
    return row && toPayable(row);
  },

  async lock(tx, orderNo) {
    const [row] = await tx.select().from(unbindOrders).where(eq(unbindOrders.orderNo, orderNo)).for('update');
    return row && toPayable(row);
  },

  async markPaid(tx: Db, order, paidAt) {
    const [paid] = await tx.update(unbindOrders).set({ status: OrderStatus.PAYMENT_COMPLETE, paidAt })
      .where(and(eq(unbindOrders.id, order.id), eq(unbindOrders.status, OrderStatus.AWAITING_PAYMENT)))
      .returning({ id: unbindOrders.id, exhibitorId: unbindOrders.exhibitorId });
    if (!paid) return false;
    const payload: UnbindJobPayload = { order_id: order.id };
    await tx.insert(jobs).values({ kind: UNBIND_JOB, payload, exhibitorId: paid.exhibitorId });
    // Delivered at commit: a worker wakes once the job is visible.
    await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${UNBIND_JOB})`);
    return true;
  },
};
