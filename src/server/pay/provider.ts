/**
 * The payment provider seam (ARCHITECTURE.md: provider-style seams at the edges). A provider starts a
 * checkout for one of our orders and verifies the callbacks it sends when the payer has paid. Which
 * orders can be paid is told by `Payable`s, which the modules that own the orders make and app.ts
 * hands to the payment routes (deps.payables), so the notify endpoint stays the same for every kind.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../db/client';
import type { Locale } from '../../shared/locale';

/** What a provider is told about the order to be paid. Money in cents, times in Unix seconds. */
export interface CheckoutOrder {
  kind: string;
  id: number;
  /** Our order number: the provider's `out_trade_no`. */
  orderNo: string;
  amount: number;
  subject: string;
  /** Where the payer's browser goes back to after paying or giving up. */
  returnUrl: string;
  /** Where the provider posts its signed callback. */
  notifyUrl: string;
  /** The provider refuses payment after this instant (the order's payment window). */
  expiresAt: number;
  /** A session the provider gave for this order before, for providers that can resume one. */
  session?: string;
}

export interface Checkout {
  session: string;
  checkoutUrl: string;
}

/** A callback whose signature checked out: the provider says the order was paid. */
export interface PaymentNotification {
  outTradeNo: string;
  /** The provider's id of the payment; one payment may be notified several times. */
  tradeNo: string;
  amount: number;
  /** Unix seconds. */
  paidAt: number;
  /** Every field as received, kept for the organiser's reconciliation. */
  fields: Record<string, string>;
  /**
   * The checkout session the payment was made in, when the callback names it (the sandbox does). A
   * refused payment closes that checkout, so starting the payment again opens a fresh one.
   */
  session?: string;
}

export type VerifiedCallback = { ok: true; notification: PaymentNotification } | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: string;
  startCheckout(order: CheckoutOrder): Promise<Checkout>;
  verifyCallback(callback: { body: unknown; headers: IncomingHttpHeaders }): VerifiedCallback;
  /** What the notify endpoint answers the provider. */
  readonly answers: { success: string; fail: string };
}

/** An order as the payment side sees it. */
export interface PayableOrder {
  kind: string;
  id: number;
  orderNo: string;
  amount: number;
  awaitingPayment: boolean;
  payStartedAt: Date | null;
  payExpiresAt: Date | null;
  /** What is paid for, in the payer's language (the checkout's subject). */
  subject(locale: Locale): string;
  /** Path of the page in the portal that shows the order (the checkout's return address). */
  returnPath: string;
}

/** A kind of order that can be paid through a provider. */
export interface Payable {
  kind: string;
  /** Whether an order number is of this kind. */
  owns(orderNo: string): boolean;
  find(db: Db, id: number): Promise<PayableOrder | undefined>;
  /** Reads the order by number and locks it (SELECT … FOR UPDATE) inside the callback's transaction. */
  lock(tx: Db, orderNo: string): Promise<PayableOrder | undefined>;
  /**
   * Marks the order paid if it still awaits payment (a conditional UPDATE) and queues what follows,
   * in the same transaction; false when it no longer awaits payment.
   */
  markPaid(tx: Db, order: PayableOrder, paidAt: Date): Promise<boolean>;
  /** After the payment's transaction committed (once per payment, not for repeats): tell the payer. */
  paid?(db: Db, orderId: number): Promise<void>;
}
