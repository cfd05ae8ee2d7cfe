/**
 * The writes of invoices. Every move goes through `move`: the application's row is locked, the move
 * checked against INVOICE_MOVES (src/shared/invoice.ts), the row changed and the move recorded with
 * who, when and why — one transaction. That an order is on one live application at most is the partial
 * unique index invoice_orders_active_key: of two applications racing for it, the second is refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import {
  canMove, INVOICE_DUE_WORKING_DAYS, invoiceStatusMessage, INVOICE_MOVES, InvoiceStatus, type InvoiceAction, type InvoiceApplication,
  type InvoiceHeaderSnapshot, type InvoiceResubmission, type InvoiceStatusValue,
} from '../../../shared/invoice';
import { addWorkingDays, isoDay } from '../../../shared/show-time';
import type { Db } from '../../db/client';
import { isUniqueViolation, rowsOf } from '../../db/results';
import { invoiceEvents, invoiceOrders, invoices, screenRecords } from '../../db/schema';
import { ApiError, FieldError } from '../../http/envelope';
import { translate } from '../../http/i18n';
import { newOrderNo } from '../../pay/order-numbers';
import { ownedBy, type Owner, type Scope } from '../../screens/records';
import type { Screen } from '../../screens/registry';
import { invoiceableOrders, invoicesOf } from './queries';

export const invoiceNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'invoice.error.not_found');

const stateError = (status: number): ApiError =>
  new ApiError(Codes.RECORD_STATE, { status }, 'invoice.error.state', { status: { message: invoiceStatusMessage(status) } });

export interface MoveBy {
  /** The staff member or applicant; null for the tax system's sheet when no one is named. */
  userId: number | null;
  /** Narrows the application to the applicant's own (a stranger's id is not found). */
  scope: Scope;
}

export interface MoveChanges {
  reason?: string | null;
  amount?: number | null;
  /** Columns to set with the move. */
  set?: Partial<typeof invoices.$inferInsert>;
}

/** Moves one application by `action`, or refuses (not found; 2010 naming its state). Answers its new state. */
export async function move(db: Db, id: number, action: InvoiceAction, by: MoveBy, changes: MoveChanges = {}): Promise<InvoiceStatusValue> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ status: number }>(await tx.execute(sql`select status from invoices i where ${invoicesOf(by.scope)} and i.id = ${id} for update`));
    if (!row) throw invoiceNotFound();
    await moveLocked(tx as unknown as Db, id, row.status as InvoiceStatusValue, action, by.userId, changes);
    return INVOICE_MOVES[action].to;
  });
}

/** The move of a row already locked in `tx` (a batch locks its rows first). */
export async function moveLocked(tx: Db, id: number, status: InvoiceStatusValue, action: InvoiceAction, userId: number | null, changes: MoveChanges = {}): Promise<void> {
  if (!canMove(status, action)) throw stateError(status);
  const rule = INVOICE_MOVES[action];
  await tx.update(invoices).set({ ...changes.set, status: rule.to, updatedAt: new Date() }).where(eq(invoices.id, id));
  await tx.insert(invoiceEvents).values({
    invoiceId: id, fromStatus: status, toStatus: rule.to, action, actor: rule.by, actorUserId: userId,
    reason: changes.reason ?? null, amount: changes.amount ?? null,
  });
}

/** The caller's header as the application keeps it; a header that is not the caller's is a field error. */
async function headerSnapshot(db: Db, headerScreen: Screen, owner: Owner, headerId: number): Promise<InvoiceHeaderSnapshot> {
  const [row] = await db.select({ data: screenRecords.data }).from(screenRecords).where(and(ownedBy(headerScreen, owner), eq(screenRecords.id, headerId)));
  if (!row) throw new FieldError('header_id', 'invoice.error.header_not_found');
  const data = row.data as Record<string, string>;
  return { title: data.title ?? '', tax_no: data.tax_no ?? '', address: data.address ?? '', phone: data.phone ?? '', bank: data.bank ?? '', bank_account: data.bank_account ?? '' };
}

export interface ApplyInput extends InvoiceApplication { owner: Owner; timeZone: string }

/** Applies for an invoice of the given paid orders; answers the new application's id. */
export async function applyForInvoice(db: Db, headerScreen: Screen, input: ApplyInput): Promise<number> {
  const { owner, timeZone } = input;
  try {
    return await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Db;
      const header = await headerSnapshot(tx, headerScreen, owner, input.header_id);
      const found = await invoiceableOrders(tx, owner, input.orders);
      for (const ref of input.orders) {
        const order = found.find((candidate) => candidate.kind === ref.kind && candidate.id === ref.id);
        if (!order) throw new FieldError('orders', 'invoice.error.order_not_invoiceable', { order: ref.id });
        if (order.invoice_status !== InvoiceStatus.NOT_INVOICED) throw new ApiError(Codes.RECORD_STATE, { order_no: order.order_no }, 'invoice.error.order_already_invoiced', { order: order.order_no });
      }
      const now = Date.now() / 1000;
      const amount = found.reduce((sum, order) => sum + order.amount, 0);
      const [created] = await tx.insert(invoices).values({
        applicationNo: newOrderNo('IV', timeZone, now), exhibitorId: owner.exhibitorId, userId: owner.userId, headerId: input.header_id,
        header, invoiceType: input.invoice_type, email: input.email, amount, status: InvoiceStatus.APPLIED,
        dueOn: isoDay(addWorkingDays(now, INVOICE_DUE_WORKING_DAYS, timeZone), timeZone),
      }).returning({ id: invoices.id });
      await tx.insert(invoiceOrders).values(found.map((order) => ({ invoiceId: created!.id, orderKind: order.kind, orderId: order.id, orderNo: order.order_no, amount: order.amount })));
      await tx.insert(invoiceEvents).values({ invoiceId: created!.id, fromStatus: InvoiceStatus.NOT_INVOICED, toStatus: InvoiceStatus.APPLIED, action: 'apply', actor: 'applicant', actorUserId: owner.userId });
      return created!.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'invoice_orders_active_key')) throw error;
    // Another application took one of the orders first: name it.
    const taken = (await invoiceableOrders(db, owner, input.orders)).find((order) => order.invoice_status !== InvoiceStatus.NOT_INVOICED);
    throw new ApiError(Codes.RECORD_STATE, { order_no: taken?.order_no ?? null }, 'invoice.error.order_already_invoiced', { order: taken?.order_no ?? '' });
  }
}

/** After a failure: the applicant corrects the header (or type, or e-mail) and applies again. */
export async function resubmit(db: Db, headerScreen: Screen, owner: Owner, id: number, input: InvoiceResubmission): Promise<void> {
  const header = await headerSnapshot(db, headerScreen, owner, input.header_id);
  await move(db, id, 'resubmit', { userId: owner.userId, scope: owner }, {
    set: { header, headerId: input.header_id, invoiceType: input.invoice_type, email: input.email, userId: owner.userId, reason: null },
  });
}

/** Staff take applications to work on: each applied one moves to invoicing; answers those moved. */
export async function takeInvoices(db: Db, staffId: number, ids: readonly number[]): Promise<number[]> {
  const moved: number[] = [];
  for (const id of ids) {
    const status = await move(db, id, 'take', { userId: staffId, scope: { organiser: true } }).catch((error: unknown) => {
      if (error instanceof ApiError && (error.info.code === Codes.RECORD_STATE.code || error.info.code === Codes.NOT_FOUND.code)) return null;
      throw error;
    });
    if (status !== null) moved.push(id);
  }
  return moved;
}

/** Manual failure, with the staff member's reason. */
export const failInvoice = (db: Db, staffId: number, id: number, reason: string): Promise<InvoiceStatusValue> =>
  move(db, id, 'fail', { userId: staffId, scope: { organiser: true } }, { reason, set: { reason } });

/**
 * Asks the tax system for a red invoice reversing `amount` (default: all not yet reversed); it goes
 * out with the next batch. Refused beyond what remains.
 */
export async function requestRedFlush(db: Db, staffId: number, id: number, amount: number | undefined): Promise<void> {
  await db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const [row] = rowsOf<{ status: number; amount: number; red_flushed_amount: number }>(await tx.execute(sql`select status, amount, red_flushed_amount from invoices where id = ${id} for update`));
    if (!row) throw invoiceNotFound();
    const remaining = Number(row.amount) - Number(row.red_flushed_amount);
    const asked = amount ?? remaining;
    if (!canMove(row.status as InvoiceStatusValue, 'red_flush')) throw stateError(Number(row.status));
    if (asked < 1 || asked > remaining) throw new FieldError('amount', 'invoice.error.red_flush_amount', { max: (remaining / 100).toFixed(2) });
    await moveLocked(tx, id, row.status as InvoiceStatusValue, 'red_flush', staffId, { amount: asked, set: { redFlushAmount: asked, exportBatch: null } });
  });
}

/** The mail that carries an e-invoice to its applicant. */
export function invoiceMail(locale: 'zh' | 'en', invoice: { application_no: string; invoice_number: string | null; amount: number }, url: string): { subject: string; body: string } {
  return {
    subject: translate(locale, 'invoice.mail.subject', { no: invoice.invoice_number ?? invoice.application_no }),
    body: translate(locale, 'invoice.mail.body', { application: invoice.application_no, no: invoice.invoice_number ?? '', amount: (invoice.amount / 100).toFixed(2), url }),
  };
}
