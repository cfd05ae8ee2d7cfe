/**
 * What a verified provider callback does. In one transaction, with the order locked (FOR UPDATE) so
 * duplicate callbacks delivered at once take turns:
 *   - a trade number already recorded is answered as before and changes nothing (idempotent);
 *   - the amount must equal the order's, and paid_at must lie in the order's payment window;
 *   - the order goes from awaiting payment to paid by a conditional UPDATE (a cancel racing with the
 *     callback loses or wins, never both).
 * A refused payment is recorded on a row of its own (status 3) for reconciliation; the order is not
 * paid. The checkout it was made in, when the callback names it, is closed: a provider that derives
 * its trade number from the checkout would deliver that same refused payment again, so the payer's
 * next start opens a fresh checkout (a new trade number) whose payment is judged on its own.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import type { Payable, PaymentNotification } from './provider';

export const PaymentStatus = { PENDING: 0, PAID: 1, CLOSED: 2, REFUSED: 3 } as const;

export type NotifyOutcome =
  | { paid: true; repeated: boolean; kind: string; orderId: number }
  | { paid: false; reason: 'unknown_order' | 'amount' | 'late' | 'state' | 'repeat_refused' };

export async function acceptNotification(db: Db, provider: string, payables: readonly Payable[], n: PaymentNotification): Promise<NotifyOutcome> {
  const payable = payables.find((p) => p.owns(n.outTradeNo));
  if (!payable) return { paid: false, reason: 'unknown_order' };

  return db.transaction(async (tx) => {
    const order = await payable.lock(tx, n.outTradeNo);
    if (!order) return { paid: false, reason: 'unknown_order' } as const;

    // The order's pending checkouts with this provider; the one the callback names, if it names one.
    const checkoutOfOrder = and(
      eq(payments.orderKind, order.kind), eq(payments.orderId, order.id), eq(payments.provider, provider), eq(payments.status, PaymentStatus.PENDING),
      n.session === undefined ? undefined : eq(payments.session, n.session),
    );
    const closeNamedCheckout = async () => {
      if (n.session !== undefined) await tx.update(payments).set({ status: PaymentStatus.CLOSED }).where(checkoutOfOrder);
    };

    const [seen] = await tx.select({ status: payments.status }).from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.tradeNo, n.tradeNo)));
    if (seen) {
      if (seen.status === PaymentStatus.PAID) return { paid: true, repeated: true, kind: order.kind, orderId: order.id } as const;
      await closeNamedCheckout();
      return { paid: false, reason: 'repeat_refused' } as const;
    }

    const paidAt = new Date(n.paidAt * 1000);
    let refusal: 'amount' | 'late' | 'state' | undefined;
    if (n.amount !== order.amount) refusal = 'amount';
    else if (!order.payStartedAt || !order.payExpiresAt || paidAt < truncate(order.payStartedAt) || paidAt > order.payExpiresAt) refusal = 'late';
    else if (!(await payable.markPaid(tx, order, paidAt))) refusal = 'state';

    const record = {
      status: refusal ? PaymentStatus.REFUSED : PaymentStatus.PAID,
      tradeNo: n.tradeNo,
      paidAt,
      callback: { ...n.fields, refused: refusal ?? null },
    };
    // The pending checkout becomes the paid payment; a refused callback gets a row of its own and
    // closes its checkout.
    if (refusal) await closeNamedCheckout();
    const [pending] = refusal ? [] : await tx.select({ id: payments.id }).from(payments)
      .where(checkoutOfOrder).orderBy(desc(payments.id)).limit(1);
    if (pending) await tx.update(payments).set(record).where(eq(payments.id, pending.id));
    else {
      await tx.insert(payments).values({
        orderKind: order.kind, orderId: order.id, provider, session: `notify:${provider}:${n.tradeNo}`, amount: n.amount, ...record,
      });
    }
    // Other checkouts of a paid order can no longer be paid.
    if (!refusal) {
      await tx.update(payments).set({ status: PaymentStatus.CLOSED })
        .where(and(eq(payments.orderKind, order.kind), eq(payments.orderId, order.id), eq(payments.status, PaymentStatus.PENDING)));
    }
    return refusal ? { paid: false, reason: refusal } as const : { paid: true, repeated: false, kind: order.kind, orderId: order.id } as const;
  });
}

/** The window starts at the second payment was started: paid_at has whole seconds only. */
const truncate = (date: Date): Date => new Date(Math.floor(date.getTime() / 1000) * 1000);
