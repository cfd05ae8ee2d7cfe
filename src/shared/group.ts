/**
 * The group-buying contract between server and client (SPEC.md §1 /groupManagement/groupTicket, §4
 * order states and the 15-minute / 3-day rules, §5 ticket purchase rules, §9). Paths are under /api.
 * Money is integer cents, times are 10-digit Unix seconds, show days are "YYYY-MM-DD".
 *
 * An order's life:
 *   placed ─→ 0 awaiting payment (its tickets reserved; 15 minutes to pay)
 *     ├─ paid online (provider callback) ─→ 5 payment complete ─→ 6 transaction complete (next issue)
 *     ├─ deferred once (+3 days) ─→ 1 awaiting remittance
 *     ├─ remittance submitted (from 0, 1 or 4) ─→ 2 awaiting verification
 *     │     ├─ confirmed by the organiser ─→ 5
 *     │     └─ rejected with a reason ─→ 4 verification failed (correct and resubmit while the deadline holds)
 *     └─ cancelled by the buyer, or its deadline passed (0, 1, 4) ─→ 3 cancelled (tickets returned)
 * Paid orders are never cancelled or refunded.
 */
import type { UploadedObject } from './descriptor';
import { OrderStatus, type OrderStatusValue } from './tickets';

export { OrderStatus as GroupOrderStatus };

/** Orders that hold their tickets without being paid: an account has at most one (3002). */
export const UNPAID_ORDER_STATES: readonly OrderStatusValue[] = [
  OrderStatus.AWAITING_PAYMENT, OrderStatus.AWAITING_REMITTANCE, OrderStatus.AWAITING_VERIFICATION, OrderStatus.VERIFICATION_FAILED,
];

/** schemas/enums.json paymentMethod: 0 not chosen yet. */
export const PaymentMethod = { NONE: 0, ONLINE: 1, REMITTANCE: 2 } as const;
export type PaymentMethodValue = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/**
 * Sales channels of a product (schemas/enums.json priceChannel, GET /api/price/channel): how its
 * tickets may leave the host's stock. An order's channel is its payment method (online 1, remittance 2);
 * allocation (3) is the organiser giving tickets to a group ticket account.
 */
export const PriceChannel = { ONLINE: 1, REMITTANCE: 2, ALLOCATION: 3 } as const;
export type PriceChannelValue = (typeof PriceChannel)[keyof typeof PriceChannel];
export const PRICE_CHANNELS: readonly PriceChannelValue[] = Object.values(PriceChannel);

/** Price types of a product (schemas/enums.json priceType, GET /api/price/type); an order keeps its product's. */
export const PriceType = { EARLY_BIRD: 1, STANDARD: 2, ON_SITE: 3 } as const;
export type PriceTypeValue = (typeof PriceType)[keyof typeof PriceType];
export const PRICE_TYPES: readonly PriceTypeValue[] = Object.values(PriceType);

/** The reference lists of group ticket pricing, answered as {list: [{id, name}], total} in the caller's language. */
export const PriceApi = { channel: '/price/channel', type: '/price/type' } as const;

export interface PriceOption { id: number; name: string }

/** SPEC.md §4: payment can be deferred once, by 3 days. */
export const DEFER_SECONDS = 3 * 24 * 60 * 60;
/** SPEC.md §9: the organiser confirms a remittance within 3 working days. */
export const REMITTANCE_VERIFY_WORKING_DAYS = 3;
/** Most tickets in one order: with the highest price (¥10,000) an amount stays within a 32-bit integer of cents. */
export const GROUP_ORDER_MAX_QUANTITY = 2_000;

/** The remittance form (body of POST …/remit): schemas/remittance.json. */
export const REMITTANCE_SCREEN = 'remittance';
/** The order list's columns, filters and export: schemas/group-order.json. */
export const GROUP_ORDER_SCREEN = 'group-order';
/** The organiser's product form: schemas/group-product.json. */
export const GROUP_PRODUCT_SCREEN = 'group-product';
/** The organiser's allocation form (body of POST …/allocation): schemas/group-allocation.json. */
export const GROUP_ALLOCATION_SCREEN = 'group-allocation';

export const GroupApi = {
  /** GET → {list: GroupProduct[]} products on sale or coming, with stock and the caller's remaining limit. */
  products: '/v4/group/ticket',
  /** POST PlaceOrder → GroupOrder (awaiting payment); GET ?page&limit&status → {list: GroupOrder[], total}. */
  orders: '/v4/group/order',
  /** GET → GroupOrder with its events and remittances. */
  order: (id: number) => `/v4/group/order/${id}`,
  /** POST → {checkout_url}: pays online through the provider (the unbind orders' seam). */
  pay: (id: number) => `/v4/group/order/${id}/pay`,
  /** POST → GroupOrder: once per order, the deadline moves 3 days later; the order awaits a remittance. */
  defer: (id: number) => `/v4/group/order/${id}/defer`,
  /** POST RemittanceInput → GroupOrder awaiting verification. */
  remit: (id: number) => `/v4/group/order/${id}/remit`,
  /** POST → GroupOrder cancelled (only while unpaid); its tickets go back on sale. */
  cancel: (id: number) => `/v4/group/order/${id}/cancel`,
  /** GET → the organiser's bank details the buyer remits to. */
  bank: '/v4/group/bank',
} as const;

export const OrganiserGroupApi = {
  /** GET → {list: GroupProduct[]} (every product); POST GroupProductInput → GroupProduct. */
  products: '/organiser/group/ticket',
  /** PUT GroupProductInput → GroupProduct. */
  product: (id: number) => `/organiser/group/ticket/${id}`,
  /** GET ?page&limit&status&keyword&ticket_id&channel&price_type → {list: GroupOrder[] (with buyer), total}; POST …/export. */
  orders: '/organiser/group/order',
  order: (id: number) => `/organiser/group/order/${id}`,
  /** POST VerifyDecision → GroupOrder: confirms (5) or rejects (4) a remittance awaiting verification. */
  verify: (id: number) => `/organiser/group/order/${id}/verify`,
  /** POST GroupAllocationInput → {allocation_id}: tickets for a group ticket account, from the product's stock. */
  allocation: '/organiser/group/allocation',
  /** GET → {list: GroupTicketAccount[]}: the accounts tickets can be allocated to, with what they hold. */
  accounts: '/organiser/group/account',
  /** GET the ticket list's query (+ user_id) → every group account's tickets, masked; POST …/export. */
  tickets: '/organiser/group/ticket-holding',
} as const;

export interface GroupProductInput {
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  /** Cents per ticket. */
  price: number;
  /** Tickets the host still has to sell. */
  stock: number;
  /** Most tickets one account may buy in all its orders that are not cancelled. */
  limit: number;
  sale_starts_at: number;
  sale_ends_at: number;
  /** The show days the ticket admits. */
  admits: string[];
  active: boolean;
  /** Absent: standard. */
  price_type?: PriceTypeValue;
  /** Absent: every channel. */
  channels?: PriceChannelValue[];
}

export interface GroupProduct extends GroupProductInput {
  price_type: PriceTypeValue;
  channels: PriceChannelValue[];
  id: number;
  /** Tickets the caller has bought or holds in unpaid orders of this product. */
  bought: number;
  /** What the caller may still buy: min(stock, limit − bought). */
  remaining_limit: number;
  /** Active and within its sale window now. */
  on_sale: boolean;
}

export interface PlaceOrder { ticket_id: number; quantity: number }

/** The organiser gives a group ticket account tickets of a product (schemas/group-allocation.json). */
export interface GroupAllocationInput { user_id: number; ticket_id: number; quantity: number }

/** A group ticket account (is_group_ticket): who tickets can be allocated to, and what it holds. */
export interface GroupTicketAccount {
  id: number;
  /** The account holder's name. */
  name: string;
  /** How the account logs in: its e-mail, phone or login name. */
  account: string;
  /** Tickets it holds, bought or allocated. */
  tickets: number;
  /** Of those, bound to a person. */
  bound: number;
}

export interface RemittanceInput {
  bank_name: string;
  account: string;
  account_name: string;
  /** Cents; must equal the order's amount. */
  amount: number;
  /** The day the money was sent, YYYY-MM-DD. */
  remitted_on: string;
  voucher: UploadedObject;
  note?: string;
}

export interface Remittance extends RemittanceInput {
  id: number;
  submitted_at: number;
  /** null while awaiting verification. */
  decision: 'approved' | 'rejected' | null;
  reason: string | null;
  decided_at: number | null;
}

/**
 * Reasons the server writes as codes on an order's timeline (the client words them); any other reason
 * is an organiser's rejection, in their own words.
 */
export const CODED_ORDER_REASONS = ['expired', 'deferred', 'all_bound', 'show_ended'] as const;

/** Who moved an order. */
export type OrderActor = 'buyer' | 'organiser' | 'system' | 'provider';

export interface GroupOrderEvent {
  status: OrderStatusValue;
  at: number;
  by: OrderActor;
  /** A rejection's reason; 'expired' when the deadline passed; null otherwise. */
  reason: string | null;
}

export interface GroupOrder {
  id: number;
  order_no: string;
  ticket_id: number;
  ticket_name: string;
  ticket_name_en: string;
  quantity: number;
  unit_price: number;
  amount: number;
  payment_method: PaymentMethodValue;
  /** The product's price type when the order was placed. */
  price_type: PriceTypeValue;
  status: OrderStatusValue;
  created_at: number;
  /** While unpaid: when the order is cancelled unless paid or remitted (a remittance under verification never expires). */
  deadline_at: number | null;
  /** The one deferral was used. */
  deferred: boolean;
  paid_at: number | null;
  /** While awaiting verification: the organiser's promise (3 working days). */
  verify_due_at: number | null;
  /** When the latest remittance was submitted (what a verification waits since); null without one. */
  remitted_at: number | null;
  /** The last rejection's reason, while verification failed. */
  reason: string | null;
  /** What the buyer can do now. */
  actions: { pay: boolean; defer: boolean; remit: boolean; cancel: boolean };
  /** The organiser's list names the buyer. */
  buyer?: { id: number; name: string; account: string };
}

export interface GroupOrderDetail extends GroupOrder {
  events: GroupOrderEvent[];
  remittances: Remittance[];
  /** Once paid: the order's tickets, bound at GroupTicketApi (allocation_id filters its list). */
  tickets: { allocation_id: number; total: number; bound: number } | null;
}

export interface BankDetails { bank_name: string; account: string; account_name: string; bank_name_en: string; account_name_en: string }

export interface VerifyDecision { decision: 'approve' | 'reject'; reason?: string }

/** Live 10002: an order changed without the buyer doing it (paid by callback, verified, rejected, expired). */
export interface OrderChanged { kind: 'group'; order_id: number; order_no: string; status: OrderStatusValue }

/** The client's order detail page (the checkout's return address). */
export const groupOrderDetailPath = (id: number): string => `/groupManagement/groupTicket/groupOrderDetail?id=${id}`;
