/**
 * Group orders as the payment side sees them. A payment moves an order that still waits for one
 * (awaiting payment, or deferred and awaiting a remittance) to payment complete by a conditional
 * UPDATE and issues its tickets in the same transaction; once it committed, the buyer hears of it
 * live (10002).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { GroupOrderStatus, groupOrderDetailPath, PaymentMethod, type OrderChanged } from '../../../shared/group';
import { LiveCode } from '../../../shared/live';
import type { Db } from '../../db/client';
import { groupOrders, groupProducts } from '../../db/schema';
import type { LiveHub } from '../../live/hub';
import type { Payable, PayableOrder } from '../../pay/provider';
import { GROUP_KIND, groupPaySubject, type OrderRow, type ProductNames } from './queries';
import { logMove } from './service';
import { issueOrderTickets } from './tickets';

const PAYABLE_STATES = [GroupOrderStatus.AWAITING_PAYMENT, GroupOrderStatus.AWAITING_REMITTANCE];

const toPayable = (row: OrderRow, product: ProductNames): PayableOrder => ({
  kind: GROUP_KIND,
  id: row.id,
  orderNo: row.orderNo,
  amount: row.amount,
  awaitingPayment: (PAYABLE_STATES as number[]).includes(row.status),
  // The window runs from placing the order to its deadline (15 minutes, or 3 days once deferred).
  payStartedAt: row.createdAt,
  payExpiresAt: row.deadlineAt,
  subject: (locale) => groupPaySubject(locale, product, row.quantity),
  returnPath: groupOrderDetailPath(row.id),
});

/** Tells the buyer that their order moved without them: paid, verified, rejected or expired. */
export async function tellBuyer(live: LiveHub, order: { id: number; userId: number; orderNo: string; status: number }): Promise<void> {
  const changed: OrderChanged = { kind: 'group', order_id: order.id, order_no: order.orderNo, status: order.status as OrderChanged['status'] };
  await live.publish(LiveCode.NEW_ORDER, changed, { userId: order.userId });
}

export function createGroupPayable(live: LiveHub): Payable {
  return {
    kind: GROUP_KIND,
    owns: (orderNo) => /^GB\d{18}$/.test(orderNo),

    async find(db, id) {
      const [row] = await db.select({ order: groupOrders, name: groupProducts.name, nameEn: groupProducts.nameEn }).from(groupOrders)
        .innerJoin(groupProducts, eq(groupProducts.id, groupOrders.productId)).where(eq(groupOrders.id, id));
      return row && toPayable(row.order, row);
    },

    async lock(tx, orderNo) {
      const [row] = await tx.select().from(groupOrders).where(eq(groupOrders.orderNo, orderNo)).for('update');
      if (!row) return undefined;
      const [product] = await tx.select({ name: groupProducts.name, nameEn: groupProducts.nameEn }).from(groupProducts).where(eq(groupProducts.id, row.productId));
      return toPayable(row, product ?? { name: '', nameEn: '' });
    },

    async markPaid(tx: Db, order, paidAt) {
      const [paid] = await tx.update(groupOrders)
        .set({ status: GroupOrderStatus.PAYMENT_COMPLETE, paymentMethod: PaymentMethod.ONLINE, paidAt, deadlineAt: null })
        .where(and(eq(groupOrders.id, order.id), inArray(groupOrders.status, PAYABLE_STATES)))
        .returning({ id: groupOrders.id });
      if (!paid) return false;
      await logMove(tx, order.id, GroupOrderStatus.PAYMENT_COMPLETE, 'provider', null);
      await issueOrderTickets(tx, order.id);
      return true;
    },

    async paid(db, orderId) {
      const [row] = await db.select().from(groupOrders).where(eq(groupOrders.id, orderId));
      if (row) await tellBuyer(live, row);
    },
  };
}
