/**
 * Opening a provider checkout for an order of any kind: the order's pending checkout with the
 * provider is resumed when the provider can (same session), otherwise a new one is recorded as a
 * pending payment. The order itself has been checked and locked by its module before.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments } from '../db/schema';
import { PaymentStatus } from './notify';
import type { CheckoutOrder, PaymentProvider } from './provider';

export async function openCheckout(db: Db, provider: PaymentProvider, order: Omit<CheckoutOrder, 'notifyUrl' | 'session'>, origin: string): Promise<{ checkout_url: string }> {
  const [pending] = await db.select({ session: payments.session }).from(payments)
    .where(and(eq(payments.orderKind, order.kind), eq(payments.orderId, order.id), eq(payments.provider, provider.name), eq(payments.status, PaymentStatus.PENDING)))
    .orderBy(desc(payments.id)).limit(1);
  const checkout = await provider.startCheckout({
    ...order,
    notifyUrl: `${origin}/api/pay/notify/${provider.name}`,
    ...(pending ? { session: pending.session } : {}),
  });
  if (!pending || pending.session !== checkout.session) {
    await db.insert(payments).values({ orderKind: order.kind, orderId: order.id, provider: provider.name, session: checkout.session, amount: order.amount })
      .onConflictDoNothing();
  }
  return { checkout_url: checkout.checkoutUrl };
}
