/**
 * The pure rules of the group ticket screens: what a product lets the buyer order now, the time
 * left to pay, which live messages concern group orders. No React, so each is tested on its own.
 */
import {
  GROUP_ORDER_MAX_QUANTITY, GroupOrderStatus, UNPAID_ORDER_STATES, type GroupOrder, type GroupOrderDetail, type GroupProduct, type OrderChanged,
} from '../../../shared/group';
import { LiveCode, type LiveMessage } from '../../../shared/live';
import type { OrderStatusValue } from '../../../shared/tickets';

/** Whether a product can be ordered now, or why not (message id suffix `groupPage.product.state.<state>`). */
export type ProductState = 'onSale' | 'coming' | 'ended' | 'closed' | 'soldOut' | 'limitReached';

export function productState(product: GroupProduct, nowSeconds: number): ProductState {
  if (nowSeconds < product.sale_starts_at) return 'coming';
  if (nowSeconds > product.sale_ends_at) return 'ended';
  if (!product.on_sale) return 'closed';
  if (product.stock <= 0) return 'soldOut';
  if (product.remaining_limit <= 0) return 'limitReached';
  return 'onSale';
}

/** The most tickets one order of this product may hold for this buyer now. */
export const maxQuantity = (product: GroupProduct): number =>
  Math.max(0, Math.min(product.remaining_limit, product.stock, GROUP_ORDER_MAX_QUANTITY));

/** A problem with the quantity a buyer chose (SPEC.md §5), as a message id and its values; null when it may be ordered. */
export function quantityProblem(quantity: number, product: GroupProduct): { id: string; values?: Record<string, number> } | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return { id: 'groupPage.buy.quantity.required' };
  if (quantity > product.stock) return { id: 'groupPage.buy.quantity.stock', values: { stock: product.stock } };
  if (quantity > product.remaining_limit) return { id: 'groupPage.buy.quantity.limit', values: { remaining: product.remaining_limit } };
  if (quantity > GROUP_ORDER_MAX_QUANTITY) return { id: 'groupPage.buy.quantity.max', values: { max: GROUP_ORDER_MAX_QUANTITY } };
  return null;
}

/** Cents an order of `quantity` tickets costs. */
export const orderTotal = (product: Pick<GroupProduct, 'price'>, quantity: number): number =>
  Number.isInteger(quantity) && quantity > 0 ? product.price * quantity : 0;

/** Orders whose deadline runs: unpaid and not waiting on the organiser (a remittance under verification never expires). */
export const deadlineRuns = (status: OrderStatusValue): boolean =>
  UNPAID_ORDER_STATES.includes(status) && status !== GroupOrderStatus.AWAITING_VERIFICATION;

export interface TimeLeft {
  /** Whole seconds left, 0 once the deadline passed. */
  seconds: number;
  days: number;
  /** What is left after the days: "HH:MM:SS", or "MM:SS" under an hour. */
  clock: string;
}

/** The time left until a deadline (Unix seconds), from the clock now (milliseconds). */
export function timeLeft(deadline: number, nowMs: number): TimeLeft {
  const seconds = Math.max(0, Math.floor(deadline - nowMs / 1000));
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const [hours, minutes, secs] = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60].map((part) => String(part).padStart(2, '0'));
  return { seconds, days, clock: days > 0 || hours !== '00' ? `${hours}:${minutes}:${secs}` : `${minutes}:${secs}` };
}

const isOrderChanged = (data: unknown): data is OrderChanged =>
  typeof data === 'object' && data !== null && (data as OrderChanged).kind === 'group' && typeof (data as OrderChanged).order_id === 'number';

/** The change a live message tells of, when it is a group order's (10002 with kind "group"); else undefined. */
export function groupOrderChange(message: LiveMessage | undefined): OrderChanged | undefined {
  if (message?.code !== LiveCode.NEW_ORDER) return undefined;
  let { data } = message;
  if (typeof data === 'string') {
    try { data = JSON.parse(data) as unknown; } catch { return undefined; }
  }
  return isOrderChanged(data) ? data : undefined;
}

/** `?id=12` → 12; anything else → undefined. */
export function orderIdParam(value: string | null): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}

/**
 * What the remittance form starts from: the last rejected remittance's `fields` (the buyer corrects
 * what the organiser refused and sends it again), the amount always the order's.
 */
export function remittanceStart(order: Pick<GroupOrderDetail, 'amount' | 'remittances'>, fields: readonly string[]): Record<string, unknown> {
  const rejected = [...order.remittances].sort((a, b) => b.submitted_at - a.submitted_at || b.id - a.id).find((each) => each.decision === 'rejected');
  const previous = rejected ? Object.fromEntries(Object.entries(rejected).filter(([field, value]) => fields.includes(field) && value !== null)) : {};
  return { ...previous, amount: order.amount };
}

export interface VerificationWait {
  /** Whole days and the hours beyond them since the remittance was submitted. */
  days: number;
  hours: number;
  /** The organiser's promised time has passed. */
  overdue: boolean;
}

/**
 * How long a remittance under verification has waited for the organiser, against the promise
 * (SPEC.md §9: 3 working days); null for an order that does not wait on the organiser.
 */
export function verificationWait(order: Pick<GroupOrder, 'status' | 'remitted_at' | 'verify_due_at'>, nowSeconds: number): VerificationWait | null {
  if (order.status !== GroupOrderStatus.AWAITING_VERIFICATION || order.remitted_at === null) return null;
  const waited = Math.max(0, Math.floor(nowSeconds - order.remitted_at));
  return {
    days: Math.floor(waited / 86_400),
    hours: Math.floor((waited % 86_400) / 3600),
    overdue: order.verify_due_at !== null && nowSeconds > order.verify_due_at,
  };
}
