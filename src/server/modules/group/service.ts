/**
 * The writes of group buying. Every rule that must hold under concurrency is a conditional UPDATE or
 * an index, never a read followed by a write:
 *   - stock: `stock = stock - q where stock >= q` (the product row lock orders the buyers);
 *   - one unpaid order per buyer: the buyer's advisory lock, backed by the partial unique index
 *     group_orders_unpaid_key;
 *   - the one deferral: `where deferred_at is null`;
 *   - every move of an order: `where status in (…)`, so a callback, a cancel, the sweep and the
 *     organiser racing on one order leave it in exactly one of their outcomes.
 */
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import {
  DEFER_SECONDS, GroupOrderStatus, PaymentMethod, PRICE_CHANNELS, PriceChannel, PriceType, REMITTANCE_VERIFY_WORKING_DAYS,
  groupOrderDetailPath, UNPAID_ORDER_STATES, type GroupProductInput, type PlaceOrder, type RemittanceInput,
} from '../../../shared/group';
import { addWorkingDays, messageDateTime } from '../../../shared/show-time';
import { newOrderNo } from '../../pay/order-numbers';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/results';
import { groupOrderEvents, groupOrders, groupProducts, groupRemittances } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { openCheckout } from '../../pay/checkout';
import type { PaymentProvider } from '../../pay/provider';
import { PAY_WINDOW_SECONDS } from '../../../shared/tickets';
import { withRecordedFiles } from '../../screens/records';
import type { Screen } from '../../screens/registry';
import { takeStock } from './stock';
import { issueOrderTickets } from './tickets';
import { boughtByProduct, expireOverdue, EXPIRING_STATES, GROUP_KIND, onSale, productChannels, sellsToBuyers, type OrderRow } from './queries';

/** First key of a buyer's advisory lock ('GRPB'); the second is the user id. */
const LOCK_NAMESPACE = 0x47525042;

const interval = (secondsCount: number) => sql`${`${secondsCount} seconds`}::interval`;

const orderNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'group.error.order_not_found');
const productNotFound = (id: number): ApiError => new ApiError(Codes.NOT_FOUND, { ticket_id: id }, 'group.error.product_not_found');

/** Records a move on the order's timeline. */
export async function logMove(db: Db, orderId: number, status: number, actor: string, actorUserId: number | null, reason: string | null = null): Promise<void> {
  await db.insert(groupOrderEvents).values({ orderId, status, actor, actorUserId, reason });
}

/**
 * Places an order awaiting payment: the tickets are taken from stock now and held until the order
 * is paid, or its 15-minute deadline passes, or the buyer cancels it.
 */
export async function placeOrder(db: Db, input: PlaceOrder & { userId: number; timeZone: string }): Promise<OrderRow> {
  const { userId, ticket_id: productId, quantity, timeZone } = input;
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${userId})`);
      // A lapsed order must not block its buyer, nor keep tickets others could buy.
      await expireOverdue(tx, userId);

      const [unpaid] = await tx.select({ id: groupOrders.id, orderNo: groupOrders.orderNo }).from(groupOrders)
        .where(and(eq(groupOrders.userId, userId), inArray(groupOrders.status, [...UNPAID_ORDER_STATES]))).limit(1);
      if (unpaid) throw new ApiError(Codes.UNPAID_ORDER_EXISTS, { order_id: unpaid.id, order_no: unpaid.orderNo });

      const [product] = await tx.select().from(groupProducts).where(eq(groupProducts.id, productId));
      if (!product) throw productNotFound(productId);
      if (!onSale(product)) {
        throw new ApiError(Codes.RECORD_STATE, { ticket_id: productId }, 'group.error.not_on_sale', {
          starts: messageDateTime(product.saleStartsAt.getTime() / 1000, timeZone), ends: messageDateTime(product.saleEndsAt.getTime() / 1000, timeZone),
        });
      }
      if (!sellsToBuyers(product)) throw new ApiError(Codes.RECORD_STATE, { ticket_id: productId }, 'group.error.allocation_only');
      const bought = (await boughtByProduct(tx, userId, [productId])).get(productId) ?? 0;
      const allowed = Math.max(0, product.purchaseLimit - bought);
      if (quantity > allowed) {
        throw new ApiError(Codes.RECORD_STATE, { remaining: allowed }, 'group.error.limit_exceeded', { remaining: allowed, limit: product.purchaseLimit, quantity });
      }
      await takeStock(tx, productId, quantity);
      const [order] = await tx.insert(groupOrders).values({
        orderNo: newOrderNo('GB', timeZone),
        userId,
        productId,
        quantity,
        unitPrice: product.price,
        amount: product.price * quantity,
        priceType: product.priceType,
        status: GroupOrderStatus.AWAITING_PAYMENT,
        deadlineAt: sql`now() + ${interval(PAY_WINDOW_SECONDS)}`,
      }).returning();
      if (!order) throw new Error('group order not created');
      await logMove(tx, order.id, GroupOrderStatus.AWAITING_PAYMENT, 'buyer', userId);
      return order;
    });
  } catch (error) {
    // The unpaid-order index caught a second order the lock did not see (another server's race).
    if (isUniqueViolation(error)) throw new ApiError(Codes.UNPAID_ORDER_EXISTS);
    throw error;
  }
}

/** Reads the buyer's order for a change, locked; lapsed orders are cancelled first. */
async function lockOwnOrder(tx: Db, userId: number, id: number): Promise<OrderRow> {
  await expireOverdue(tx, userId);
  const [row] = await tx.select().from(groupOrders).where(and(eq(groupOrders.id, id), eq(groupOrders.userId, userId))).for('update');
  if (!row) throw orderNotFound();
  return row;
}

const stateError = (row: OrderRow, messageId: string): ApiError =>
  new ApiError(Codes.RECORD_STATE, { status: row.status }, messageId, { order: row.orderNo });

/** The order's product must still be sold through this channel (the organiser may have narrowed it since). */
async function requireChannel(tx: Db, row: OrderRow, channel: number): Promise<void> {
  if (!(await productChannels(tx, row.productId)).includes(channel)) {
    throw new ApiError(Codes.RECORD_STATE, { channel }, channel === PriceChannel.ONLINE ? 'group.error.not_sold_online' : 'group.error.not_sold_by_remittance');
  }
}

/** Once per order: the deadline moves 3 days later and the order waits for a remittance. */
export async function deferOrder(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, id);
    await requireChannel(tx, row, PriceChannel.REMITTANCE);
    const [deferred] = await tx.update(groupOrders).set({
      deferredAt: sql`now()`,
      deadlineAt: sql`${groupOrders.deadlineAt} + ${interval(DEFER_SECONDS)}`,
      status: sql`case when ${groupOrders.status} = ${GroupOrderStatus.AWAITING_PAYMENT} then ${GroupOrderStatus.AWAITING_REMITTANCE} else ${groupOrders.status} end`,
      paymentMethod: PaymentMethod.REMITTANCE,
    }).where(and(
      eq(groupOrders.id, id), isNull(groupOrders.deferredAt), gt(groupOrders.deadlineAt, sql`now()`),
      inArray(groupOrders.status, [GroupOrderStatus.AWAITING_PAYMENT, GroupOrderStatus.VERIFICATION_FAILED]),
    )).returning({ status: groupOrders.status });
    if (!deferred) {
      throw stateError(row, row.deferredAt ? 'group.error.already_deferred' : 'group.error.cannot_defer');
    }
    await logMove(tx, id, deferred.status, 'buyer', userId, 'deferred');
  });
}

/**
 * The buyer's remittance (schemas/remittance.json, already validated): the remitted amount must be
 * the order's, the voucher a file the buyer uploaded; the order then awaits the organiser's
 * verification, promised within 3 working days.
 */
export async function submitRemittance(db: Db, screen: Screen, input: { userId: number; id: number; body: RemittanceInput; timeZone: string }): Promise<void> {
  const { userId, id, body, timeZone } = input;
  const data = await withRecordedFiles(db, screen, { userId, exhibitorId: null }, body as unknown as Record<string, unknown>);
  await db.transaction(async (tx) => {
    const row = await lockOwnOrder(tx, userId, id);
    await requireChannel(tx, row, PriceChannel.REMITTANCE);
    if (!(EXPIRING_STATES as readonly number[]).includes(row.status)) {
      throw stateError(row, row.status === GroupOrderStatus.AWAITING_VERIFICATION ? 'group.error.remittance_pending' : 'group.error.cannot_remit');
    }
    if (body.amount !== row.amount) {
      throw new ApiError(Codes.RECORD_STATE, { field: 'amount', amount: row.amount }, 'group.error.remit_amount', { amount: (row.amount / 100).toFixed(2) });
    }
    const due = addWorkingDays(Math.floor(Date.now() / 1000), REMITTANCE_VERIFY_WORKING_DAYS, timeZone);
    const [moved] = await tx.update(groupOrders).set({
      status: GroupOrderStatus.AWAITING_VERIFICATION, paymentMethod: PaymentMethod.REMITTANCE, verifyDueAt: new Date(due * 1000),
    }).where(and(eq(groupOrders.id, id), gt(groupOrders.deadlineAt, sql`now()`), inArray(groupOrders.status, [...EXPIRING_STATES])))
      .returning({ id: groupOrders.id });
    if (!moved) throw stateError(row, 'group.error.cannot_remit');
    await tx.insert(groupRemittances).values({ orderId: id, data, submittedBy: userId });
    await logMove(tx, id, GroupOrderStatus.AWAITING_VERIFICATION, 'buyer', userId);
  });
}

/**
 * Pays online: a checkout with the provider that closes at the order's deadline (15 minutes from
 * placing it, or the deferred deadline).
 */
export async function startGroupPayment(db: Db, provider: PaymentProvider, input: { userId: number; id: number; subject: string; origin: string }): Promise<{ checkout_url: string }> {
  const { userId, id, origin } = input;
  const row = await db.transaction(async (tx) => {
    const locked = await lockOwnOrder(tx, userId, id);
    await requireChannel(tx, locked, PriceChannel.ONLINE);
    return locked;
  });
  const payable = row.status === GroupOrderStatus.AWAITING_PAYMENT || row.status === GroupOrderStatus.AWAITING_REMITTANCE;
  if (!payable || !row.deadlineAt || row.deadlineAt.getTime() <= Date.now()) {
    throw stateError(row, row.status === GroupOrderStatus.CANCELLED ? 'group.error.order_cancelled' : 'group.error.cannot_pay');
  }
  return openCheckout(db, provider, {
    kind: GROUP_KIND,
    id: row.id,
    orderNo: row.orderNo,
    amount: row.amount,
    subject: input.subject,
    returnUrl: `${origin}${groupOrderDetailPath(row.id)}`,
    expiresAt: Math.floor(row.deadlineAt.getTime() / 1000),
  }, origin);
}

/** Hours a buyer keeps, after a rejection, to correct the remittance even if the deadline passed meanwhile. */
export const CORRECTION_SECONDS = 24 * 60 * 60;

/**
 * The organiser confirms (→ payment complete) or rejects with a reason (→ verification failed) the
 * remittance of an order awaiting verification. Returns the order's buyer, or throws when the order
 * is not awaiting verification (two staff deciding at once: one wins).
 */
export async function verifyRemittance(db: Db, input: { id: number; staffId: number; decision: 'approve' | 'reject'; reason?: string }): Promise<{ userId: number; orderNo: string; status: number }> {
  const { id, staffId, decision, reason } = input;
  const approved = decision === 'approve';
  return db.transaction(async (tx) => {
    const [moved] = await tx.update(groupOrders).set(approved
      ? { status: GroupOrderStatus.PAYMENT_COMPLETE, paidAt: sql`now()`, deadlineAt: null }
      : { status: GroupOrderStatus.VERIFICATION_FAILED, deadlineAt: sql`greatest(${groupOrders.deadlineAt}, now() + ${interval(CORRECTION_SECONDS)})` })
      .where(and(eq(groupOrders.id, id), eq(groupOrders.status, GroupOrderStatus.AWAITING_VERIFICATION)))
      .returning({ userId: groupOrders.userId, orderNo: groupOrders.orderNo, status: groupOrders.status });
    if (!moved) {
      const [row] = await tx.select().from(groupOrders).where(eq(groupOrders.id, id));
      if (!row) throw orderNotFound();
      throw stateError(row, 'group.error.not_awaiting_verification');
    }
    await tx.update(groupRemittances).set({ decision: approved ? 'approved' : 'rejected', reason: approved ? null : reason!, decidedBy: staffId, decidedAt: sql`now()` })
      .where(and(eq(groupRemittances.orderId, id), isNull(groupRemittances.decision)));
    await logMove(tx, id, moved.status, 'organiser', staffId, approved ? null : reason!);
    if (approved) await issueOrderTickets(tx, id);
    return moved;
  });
}

const productValues = (input: GroupProductInput) => ({
  name: input.name.trim(),
  nameEn: input.name_en.trim(),
  description: input.description,
  descriptionEn: input.description_en,
  price: input.price,
  stock: input.stock,
  purchaseLimit: input.limit,
  saleStartsAt: new Date(input.sale_starts_at * 1000),
  saleEndsAt: new Date(input.sale_ends_at * 1000),
  admits: [...input.admits].sort(),
  active: input.active,
  priceType: input.price_type ?? PriceType.STANDARD,
  channels: [...new Set(input.channels ?? PRICE_CHANNELS)].sort(),
});

function checkProduct(input: GroupProductInput): void {
  if (input.sale_ends_at <= input.sale_starts_at) throw new ApiError(Codes.RECORD_STATE, { field: 'sale_ends_at' }, 'group.error.sale_window');
}

export async function createProduct(db: Db, input: GroupProductInput) {
  checkProduct(input);
  const [row] = await db.insert(groupProducts).values(productValues(input)).returning();
  return row!;
}

export async function updateProduct(db: Db, id: number, input: GroupProductInput) {
  checkProduct(input);
  const [row] = await db.update(groupProducts).set(productValues(input)).where(eq(groupProducts.id, id)).returning();
  if (!row) throw productNotFound(id);
  return row;
}
