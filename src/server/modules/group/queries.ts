/**
 * Reads of group products and orders, and the one set-based statement that cancels unpaid orders
 * (by the buyer, or because their deadline passed) and puts their tickets back on sale.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import {
  GroupOrderStatus, PriceChannel, UNPAID_ORDER_STATES,
  type GroupOrder, type PriceChannelValue, type PriceTypeValue, type GroupOrderDetail, type GroupOrderEvent, type GroupProduct, type GroupTicketAccount, type OrderActor, type PaymentMethodValue, type Remittance,
} from '../../../shared/group';
import type { UploadedObject } from '../../../shared/descriptor';
import { TicketStatus, type OrderStatusValue } from '../../../shared/tickets';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { translate } from '../../http/i18n';
import type { Locale } from '../../../shared/locale';
import { groupOrderEvents, groupOrders, groupProducts, groupRemittances, ticketAllocations, tickets, users } from '../../db/schema';
import { containing } from '../../db/like';
import { rowsInStatus } from '../../db/status-counts';

export const GROUP_KIND = 'group';

/** A callback may arrive a little after the deadline for a payment made before it. */
export const EXPIRY_GRACE_SECONDS = 60;

/** Unpaid orders that still wait on the buyer: these expire at their deadline (a remittance under verification does not). */
export const EXPIRING_STATES = [GroupOrderStatus.AWAITING_PAYMENT, GroupOrderStatus.AWAITING_REMITTANCE, GroupOrderStatus.VERIFICATION_FAILED] as const;

export type ProductRow = typeof groupProducts.$inferSelect;
export type ProductNames = Pick<ProductRow, 'name' | 'nameEn'>;

/** What a group order pays for, as the checkout names it: "Group tickets: Four-day pass × 2". */
export const groupPaySubject = (locale: Locale, product: ProductNames, quantity: number): string =>
  translate(locale, 'group.pay.subject', { ticket: locale === 'en' ? product.nameEn || product.name : product.name, quantity });
export type OrderRow = typeof groupOrders.$inferSelect;

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null): number | null => (date ? seconds(date) : null);

export function onSale(row: ProductRow, now = Date.now()): boolean {
  return row.active && row.saleStartsAt.getTime() <= now && now <= row.saleEndsAt.getTime();
}

/** A buyer can order it: it is sold online or by remittance, not only allocated by the organiser. */
export const sellsToBuyers = (row: Pick<ProductRow, 'channels'>): boolean =>
  row.channels.includes(PriceChannel.ONLINE) || row.channels.includes(PriceChannel.REMITTANCE);

export async function productChannels(db: Db, productId: number): Promise<number[]> {
  const [row] = await db.select({ channels: groupProducts.channels }).from(groupProducts).where(eq(groupProducts.id, productId));
  return row?.channels ?? [];
}

export function toProduct(row: ProductRow, bought: number): GroupProduct {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    description: row.description,
    description_en: row.descriptionEn,
    price: row.price,
    stock: row.stock,
    limit: row.purchaseLimit,
    sale_starts_at: seconds(row.saleStartsAt),
    sale_ends_at: seconds(row.saleEndsAt),
    admits: row.admits,
    active: row.active,
    price_type: row.priceType as PriceTypeValue,
    channels: row.channels as PriceChannelValue[],
    bought,
    remaining_limit: Math.max(0, Math.min(row.stock, row.purchaseLimit - bought)),
    on_sale: onSale(row),
  };
}

/** Tickets of each product the buyer holds in orders that were not cancelled: what the limit counts. */
export async function boughtByProduct(db: Db, userId: number, productIds?: readonly number[]): Promise<Map<number, number>> {
  const rows = await db.select({ productId: groupOrders.productId, bought: sql<string | number>`sum(${groupOrders.quantity})` })
    .from(groupOrders)
    .where(and(
      eq(groupOrders.userId, userId), ne(groupOrders.status, GroupOrderStatus.CANCELLED),
      productIds ? inArray(groupOrders.productId, [...productIds]) : undefined,
    ))
    .groupBy(groupOrders.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.bought)]));
}

/**
 * The products a buyer sees: every active one sold to buyers (online or by remittance; one only
 * allocated by the organiser is not), on sale now or later, with what the buyer may still buy.
 */
export async function listProductsFor(db: Db, userId: number): Promise<GroupProduct[]> {
  const rows = await db.select().from(groupProducts).where(eq(groupProducts.active, true)).orderBy(asc(groupProducts.saleStartsAt), asc(groupProducts.id));
  const bought = await boughtByProduct(db, userId);
  return rows.filter(sellsToBuyers).map((row) => toProduct(row, bought.get(row.id) ?? 0));
}

export async function listAllProducts(db: Db): Promise<GroupProduct[]> {
  const rows = await db.select().from(groupProducts).orderBy(asc(groupProducts.id));
  return rows.map((row) => toProduct(row, 0));
}

/** The group ticket accounts, in the order they were made, with the tickets each holds and how many are bound. */
export async function listGroupTicketAccounts(db: Db): Promise<GroupTicketAccount[]> {
  const rows = await db.select({
    id: users.id, name: users.name, email: users.email, phone: users.phone, username: users.username,
    tickets: sql<number>`count(${tickets.id})::int`,
    bound: sql<number>`(count(${tickets.id}) filter (where ${tickets.status} = ${TicketStatus.BOUND}))::int`,
  }).from(users).leftJoin(tickets, eq(tickets.groupUserId, users.id))
    .where(eq(users.isGroupTicket, true)).groupBy(users.id).orderBy(asc(users.id));
  return rows.map((row) => ({
    id: row.id, name: row.name, account: row.email ?? row.phone ?? row.username ?? '', tickets: Number(row.tickets), bound: Number(row.bound),
  }));
}

type OrderWithProduct = {
  order: OrderRow;
  product: Pick<ProductRow, 'name' | 'nameEn' | 'channels'>;
  buyer?: { id: number; name: string; email: string | null; phone: string | null };
  /** Unix seconds of the latest remittance submitted for the order; null without one. */
  remittedAt?: number | string | null;
};

const unpaid = (status: number): boolean => (UNPAID_ORDER_STATES as readonly number[]).includes(status);

export function toOrder({ order, product, buyer, remittedAt = null }: OrderWithProduct, lastReason: string | null, now = Date.now()): GroupOrder {
  const status = order.status as OrderStatusValue;
  const open = order.deadlineAt !== null && order.deadlineAt.getTime() > now;
  const waitsOnBuyer = (EXPIRING_STATES as readonly number[]).includes(status);
  // What the buyer may do follows the channels the product is sold through now.
  const online = product.channels.includes(PriceChannel.ONLINE);
  const remittance = product.channels.includes(PriceChannel.REMITTANCE);
  return {
    id: order.id,
    order_no: order.orderNo,
    ticket_id: order.productId,
    ticket_name: product.name,
    ticket_name_en: product.nameEn,
    quantity: order.quantity,
    unit_price: order.unitPrice,
    amount: order.amount,
    payment_method: order.paymentMethod as PaymentMethodValue,
    price_type: order.priceType as PriceTypeValue,
    status,
    created_at: seconds(order.createdAt),
    deadline_at: waitsOnBuyer ? secondsOrNull(order.deadlineAt) : null,
    deferred: order.deferredAt !== null,
    paid_at: secondsOrNull(order.paidAt),
    verify_due_at: status === GroupOrderStatus.AWAITING_VERIFICATION ? secondsOrNull(order.verifyDueAt) : null,
    remitted_at: remittedAt === null ? null : Number(remittedAt),
    reason: status === GroupOrderStatus.VERIFICATION_FAILED ? lastReason : null,
    actions: {
      pay: online && open && (status === GroupOrderStatus.AWAITING_PAYMENT || status === GroupOrderStatus.AWAITING_REMITTANCE),
      defer: remittance && open && order.deferredAt === null && (status === GroupOrderStatus.AWAITING_PAYMENT || status === GroupOrderStatus.VERIFICATION_FAILED),
      remit: remittance && open && waitsOnBuyer,
      cancel: unpaid(status) && status !== GroupOrderStatus.AWAITING_VERIFICATION,
    },
    ...(buyer ? { buyer: { id: buyer.id, name: buyer.name, account: buyer.email ?? buyer.phone ?? '' } } : {}),
  };
}

/** The reason of each order's latest rejected remittance. */
async function lastRejections(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.selectDistinctOn([groupRemittances.orderId], { orderId: groupRemittances.orderId, reason: groupRemittances.reason })
    .from(groupRemittances)
    .where(and(inArray(groupRemittances.orderId, orderIds), eq(groupRemittances.decision, 'rejected')))
    .orderBy(groupRemittances.orderId, desc(groupRemittances.id));
  return new Map(rows.map((row) => [row.orderId, row.reason ?? '']));
}

/** Whose orders: one buyer's, or every buyer's (the organiser). */
export type OrderScope = { userId: number } | { organiser: true };

export interface OrderListQuery { page: number; limit: number; status?: number; keyword?: string; ticket_id?: number; channel?: number; price_type?: number }

function orderFilter(scope: OrderScope, query: Partial<OrderListQuery>): SQL | undefined {
  const keyword = query.keyword?.trim();
  return and(
    'userId' in scope ? eq(groupOrders.userId, scope.userId) : undefined,
    query.status === undefined ? undefined : eq(groupOrders.status, query.status),
    query.ticket_id === undefined ? undefined : eq(groupOrders.productId, query.ticket_id),
    // An order's channel is its payment method.
    query.channel === undefined ? undefined : eq(groupOrders.paymentMethod, query.channel),
    query.price_type === undefined ? undefined : eq(groupOrders.priceType, query.price_type),
    keyword ? or(ilike(groupOrders.orderNo, containing(keyword)), ilike(users.name, containing(keyword)), ilike(users.email, containing(keyword))) : undefined,
  );
}

const orderColumns = {
  order: groupOrders,
  product: { name: groupProducts.name, nameEn: groupProducts.nameEn, channels: groupProducts.channels },
  buyer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
  remittedAt: sql<number | string | null>`(select floor(extract(epoch from max(r.created_at)))::bigint from ${groupRemittances} r where r.order_id = ${groupOrders.id})`,
};

/** Awaiting verification, as a literal: the generic plan may then read the partial index group_orders_verify_idx. */
const awaitingVerification = sql`${groupOrders.status} = ${sql.raw(String(GroupOrderStatus.AWAITING_VERIFICATION))}`;

/**
 * One page of orders. The organiser's list puts what waits on staff first (remittances to verify, the
 * one due soonest first, then the one remitted first), then everything else newest first; a buyer's
 * own list is newest first. The organiser's two parts are read one after the other, each along its
 * own index, rather than sorting every order by a computed key.
 */
export async function listOrders(db: Db, scope: OrderScope, query: OrderListQuery): Promise<{ list: GroupOrder[]; total: number }> {
  const where = orderFilter(scope, query);
  const offset = (query.page - 1) * query.limit;
  const organiser = 'organiser' in scope;
  const read = (part: SQL | undefined, order: SQL[], from: number, limit: number) => db.select(orderColumns).from(groupOrders)
    .innerJoin(groupProducts, eq(groupProducts.id, groupOrders.productId))
    .innerJoin(users, eq(users.id, groupOrders.userId))
    .where(and(where, part)).orderBy(...order).limit(limit).offset(from);
  // The buyer is joined only when the keyword reads it: a count of every order then reads an index alone.
  const counted = (part?: SQL) => {
    const from = db.select({ value: count() }).from(groupOrders);
    return (query.keyword?.trim() ? from.innerJoin(users, eq(users.id, groupOrders.userId)) : from).where(and(where, part)).then(([row]) => row?.value ?? 0);
  };

  let rows: Awaited<ReturnType<typeof read>>;
  let total: number;
  if (!organiser) {
    [rows, total] = await Promise.all([read(undefined, [desc(groupOrders.id)], offset, query.limit), counted()]);
  } else {
    // Filtered by the status alone (or not at all), the totals come from the kept counts.
    const byStatusAlone = !query.keyword?.trim() && query.ticket_id === undefined && query.channel === undefined && query.price_type === undefined;
    const statuses = query.status === undefined ? undefined : [query.status];
    const awaitingStatuses = (statuses ?? [GroupOrderStatus.AWAITING_VERIFICATION]).filter((status) => status === GroupOrderStatus.AWAITING_VERIFICATION);
    const [awaiting, all] = byStatusAlone
      ? await Promise.all([rowsInStatus(db, 'group_orders', awaitingStatuses), rowsInStatus(db, 'group_orders', statuses)])
      : await Promise.all([counted(awaitingVerification), counted()]);
    total = all;
    rows = offset < awaiting ? await read(awaitingVerification, [asc(groupOrders.verifyDueAt), asc(groupOrders.id)], offset, query.limit) : [];
    if (rows.length < query.limit) {
      rows = rows.concat(await read(not(awaitingVerification), [desc(groupOrders.id)], Math.max(0, offset - awaiting), query.limit - rows.length));
    }
  }
  const reasons = await lastRejections(db, rows.map((row) => row.order.id));
  return {
    list: rows.map((row) => toOrder(organiser ? row : { order: row.order, product: row.product, remittedAt: row.remittedAt }, reasons.get(row.order.id) ?? null)),
    total,
  };
}

export async function findOrder(db: Db, scope: OrderScope, id: number): Promise<GroupOrderDetail | undefined> {
  const [row] = await db.select(orderColumns).from(groupOrders)
    .innerJoin(groupProducts, eq(groupProducts.id, groupOrders.productId))
    .innerJoin(users, eq(users.id, groupOrders.userId))
    .where(and(eq(groupOrders.id, id), orderFilter(scope, {})));
  if (!row) return undefined;
  const [events, remittances, [issued]] = await Promise.all([
    db.select().from(groupOrderEvents).where(eq(groupOrderEvents.orderId, id)).orderBy(asc(groupOrderEvents.id)),
    db.select().from(groupRemittances).where(eq(groupRemittances.orderId, id)).orderBy(asc(groupRemittances.id)),
    db.select({ allocationId: ticketAllocations.id, total: sql<number>`count(${tickets.id})::int`, bound: sql<number>`(count(*) filter (where ${tickets.status} = 2))::int` })
      .from(ticketAllocations).leftJoin(tickets, eq(tickets.allocationId, ticketAllocations.id))
      .where(eq(ticketAllocations.groupOrderId, id)).groupBy(ticketAllocations.id),
  ]);
  const lastRejected = remittances.findLast((r) => r.decision === 'rejected');
  const order = toOrder('organiser' in scope ? row : { order: row.order, product: row.product, remittedAt: row.remittedAt }, lastRejected?.reason ?? null);
  return {
    ...order,
    tickets: issued ? { allocation_id: issued.allocationId, total: Number(issued.total), bound: Number(issued.bound) } : null,
    events: events.map((event): GroupOrderEvent => ({
      status: event.status as OrderStatusValue, at: seconds(event.createdAt), by: event.actor as OrderActor, reason: event.reason,
    })),
    remittances: remittances.map((r): Remittance => {
      const data = r.data as Record<string, unknown>;
      return {
        id: r.id,
        bank_name: String(data.bank_name ?? ''),
        account: String(data.account ?? ''),
        account_name: String(data.account_name ?? ''),
        amount: Number(data.amount ?? 0),
        remitted_on: String(data.remitted_on ?? ''),
        voucher: data.voucher as UploadedObject,
        ...(typeof data.note === 'string' ? { note: data.note } : {}),
        submitted_at: seconds(r.createdAt),
        decision: r.decision as Remittance['decision'],
        reason: r.reason,
        decided_at: secondsOrNull(r.decidedAt),
      };
    }),
  };
}

/** An order a statement moved, with whom to tell. */
export interface CancelledOrder { id: number; userId: number; orderNo: string }

/**
 * Cancels the unpaid orders `condition` picks, in one statement: the order (only from a state that
 * still waits on the buyer), its tickets back into the product's stock, its pending checkouts closed
 * and the move on its timeline. Two cancellers at once (the buyer, the sweep, a lapsed read) cannot
 * both win: the UPDATE re-checks the state under the row lock. The states are written as literals:
 * only then can the server's generic plan use the partial index group_orders_deadline_idx.
 */
async function cancelWhere(db: Db, condition: SQL, actor: OrderActor, actorUserId: number | null, reason: string | null): Promise<CancelledOrder[]> {
  const result = await db.execute<{ id: number; user_id: number; order_no: string }>(sql`
    with cancelled as (
      update group_orders set status = ${GroupOrderStatus.CANCELLED}, deadline_at = null
      where status in (${sql.raw(EXPIRING_STATES.join(', '))}) and ${condition}
      returning id, user_id, order_no, product_id, quantity
    ), restocked as (
      update group_products p set stock = p.stock + back.quantity
      from (select product_id, sum(quantity)::int as quantity from cancelled group by product_id) back
      where p.id = back.product_id
    ), closed as (
      update payments set status = 2 where order_kind = ${GROUP_KIND} and status = 0 and order_id in (select id from cancelled)
    ), logged as (
      insert into group_order_events (order_id, status, actor, actor_user_id, reason)
      select id, ${GroupOrderStatus.CANCELLED}, ${actor}, ${actorUserId}, ${reason} from cancelled
    )
    select id, user_id, order_no from cancelled`);
  return rowsOf<{ id: number; user_id: number; order_no: string }>(result)
    .map((row) => ({ id: Number(row.id), userId: Number(row.user_id), orderNo: row.order_no }));
}

/** Unpaid orders whose deadline passed (of one buyer, or all for the sweep) are cancelled; their tickets go back on sale. */
export const expireOverdue = (db: Db, userId?: number): Promise<CancelledOrder[]> => cancelWhere(db, sql`
  deadline_at < now() - ${`${EXPIRY_GRACE_SECONDS} seconds`}::interval
  ${userId === undefined ? sql`` : sql`and user_id = ${userId}`}`, 'system', null, 'expired');

/**
 * Paid orders whose transaction is complete (SPEC.md §4): every ticket issued for the order is bound
 * to a person, or the show has ended. One statement moves them (of one buyer, or all for the sweep),
 * logs why and answers them, so their buyers can be told.
 */
export async function completeOrders(db: Db, showEndsAt: number, userId?: number): Promise<CancelledOrder[]> {
  const result = await db.execute<{ id: number; user_id: number; order_no: string }>(sql`
    with completed as (
      update group_orders o set status = ${GroupOrderStatus.TRANSACTION_COMPLETE}
      where o.status = ${GroupOrderStatus.PAYMENT_COMPLETE} ${userId === undefined ? sql`` : sql`and o.user_id = ${userId}`}
        and exists (select 1 from ticket_allocations a where a.group_order_id = o.id)
        -- Every ticket bound: read from the per-allocation counts (migration 0013), not the tickets.
        and (now() >= to_timestamp(${showEndsAt}) or not exists (
          select 1 from ticket_allocations a join ticket_status_counts c on c.allocation_id = a.id
          where a.group_order_id = o.id and c.status <> 2 group by c.status having sum(c.tickets) > 0))
      returning o.id, o.user_id, o.order_no
    ), logged as (
      insert into group_order_events (order_id, status, actor, reason)
      select id, ${GroupOrderStatus.TRANSACTION_COMPLETE}, 'system', case when now() >= to_timestamp(${showEndsAt}) then 'show_ended' else 'all_bound' end from completed
    )
    select id, user_id, order_no from completed`);
  return rowsOf<{ id: number; user_id: number; order_no: string }>(result)
    .map((row) => ({ id: Number(row.id), userId: Number(row.user_id), orderNo: row.order_no }));
}

/** The buyer cancels one unpaid order; false when it is not theirs or no longer cancellable. */
export const cancelOrder = async (db: Db, userId: number, id: number): Promise<boolean> =>
  (await cancelWhere(db, sql`id = ${id} and user_id = ${userId}`, 'buyer', userId, null)).length === 1;

