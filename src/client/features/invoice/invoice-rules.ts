/**
 * The pure rules of the invoice screens: which orders may go on an application and what they add up
 * to, where the server's field errors belong, which live frames tell of an application, what the
 * application's header choice fills in; for the organiser's console, what staff may do with an
 * application now and how long it has waited against the promise. No React, so each is tested on its own.
 */
import {
  AWAITING_ISSUE, canMove, INVOICE_CHANGED, InvoiceStatus, type Invoice, type InvoiceAction, type InvoiceApplication, type InvoiceChanged, type InvoiceOrderRef,
  type InvoiceStatusValue, type InvoiceableOrder,
} from '../../../shared/invoice';
import { isoDay, workingDaysBetween } from '../../../shared/show-time';

/** An order's key in the picker: kinds number their orders apart. */
export const orderKey = (order: InvoiceOrderRef): string => `${order.kind}-${order.id}`;

/** Only an order no live application covers may go on a new one. */
export const isChoosable = (order: Pick<InvoiceableOrder, 'invoice_status'>): boolean => order.invoice_status === InvoiceStatus.NOT_INVOICED;

/** The chosen orders, in the list's order, as the application names them. */
export const chosenRefs = (orders: readonly InvoiceableOrder[], chosen: ReadonlySet<string>): InvoiceOrderRef[] =>
  orders.filter((order) => chosen.has(orderKey(order))).map(({ kind, id }) => ({ kind, id }));

/** Cents the chosen orders add up to. */
export const chosenTotal = (orders: readonly InvoiceableOrder[], chosen: ReadonlySet<string>): number =>
  orders.reduce((sum, order) => (chosen.has(orderKey(order)) ? sum + order.amount : sum), 0);

/** The choice kept after the orders were read again: only keys still offered and choosable. */
export function keepChoosable(orders: readonly InvoiceableOrder[], chosen: ReadonlySet<string>): Set<string> {
  const open = new Set(orders.filter(isChoosable).map(orderKey));
  return new Set([...chosen].filter((key) => open.has(key)));
}

/** The fields of the application's form besides its orders. */
export type ApplicationField = 'header_id' | 'invoice_type' | 'email';
const APPLICATION_FIELDS: readonly string[] = ['header_id', 'invoice_type', 'email'] satisfies ApplicationField[];

/** Messages by where they show: beside the order picker, on a field, or above the form. */
export interface PlacedErrors {
  orders: string[];
  fields: Partial<Record<ApplicationField, string>>;
  other: string[];
}

/** The server's field errors (`orders.3.id`, `email`, …) placed where the person can act on them. */
export function placeFieldErrors(errors: readonly { field: string; message: string }[]): PlacedErrors {
  const placed: PlacedErrors = { orders: [], fields: {}, other: [] };
  for (const { field, message } of errors) {
    const [head = ''] = field.split('.');
    if (head === 'orders') placed.orders.push(message);
    else if (APPLICATION_FIELDS.includes(head)) placed.fields[head as ApplicationField] ??= message;
    else placed.other.push(message);
  }
  return placed;
}

export const hasErrors = (placed: PlacedErrors): boolean =>
  placed.orders.length > 0 || placed.other.length > 0 || Object.keys(placed.fields).length > 0;

const isChange = (data: unknown): data is InvoiceChanged =>
  typeof data === 'object' && data !== null && typeof (data as InvoiceChanged).invoice_id === 'number' && typeof (data as InvoiceChanged).status === 'number';

/** The change a live frame tells of when it is 10103 (data may arrive as a JSON string); else undefined. */
export function invoiceChange(frame: { code: number; data?: unknown }): InvoiceChanged | undefined {
  if (frame.code !== INVOICE_CHANGED) return undefined;
  let { data } = frame;
  if (typeof data === 'string') {
    try { data = JSON.parse(data) as unknown; } catch { return undefined; }
  }
  return isChange(data) ? data : undefined;
}

/** A failure the applicant corrects and resubmits; its reason is shown. */
export const isFailure = (status: InvoiceStatusValue): boolean =>
  status === InvoiceStatus.MANUAL_FAILURE || status === InvoiceStatus.AUTOMATIC_FAILURE;

/** What the applicant chooses besides the orders: the header, the invoice's type, where it is mailed. */
export interface HeaderChoice {
  header_id: number | undefined;
  invoice_type: 1 | 2 | undefined;
  email: string;
  /** Fields the person set: a header chosen later fills only the others. */
  edited: readonly ('invoice_type' | 'email')[];
}

export const emptyChoice: HeaderChoice = { header_id: undefined, invoice_type: undefined, email: '', edited: [] };

/** A header chosen: its type and e-mail become the application's, unless the person set them already. */
export function chooseHeader(choice: HeaderChoice, header: { id: number; invoice_type: 1 | 2; email: string } | undefined): HeaderChoice {
  if (!header) return { ...choice, header_id: undefined };
  return {
    ...choice,
    header_id: header.id,
    invoice_type: choice.edited.includes('invoice_type') ? choice.invoice_type : header.invoice_type,
    email: choice.edited.includes('email') ? choice.email : header.email,
  };
}

/** The person set a field: it stays as set whatever header is chosen next. */
export function editChoice<K extends 'invoice_type' | 'email'>(choice: HeaderChoice, field: K, value: HeaderChoice[K]): HeaderChoice {
  return { ...choice, [field]: value, edited: choice.edited.includes(field) ? choice.edited : [...choice.edited, field] };
}

/** The header among `headers` that an application's snapshot was taken from (same title and tax number), if any. */
export const snapshotHeader = <H extends { title: string; tax_no: string }>(headers: readonly H[], snapshot: { title: string; tax_no: string }): H | undefined =>
  headers.find((header) => header.title === snapshot.title && header.tax_no === snapshot.tax_no);


/** The application's body as chosen so far: what is not chosen yet is left out, so the schema names it as missing. */
export function applicationBody(choice: HeaderChoice, orders?: InvoiceApplication['orders']): Record<string, unknown> {
  const email = choice.email.trim();
  return {
    ...(orders ? { orders } : {}),
    ...(choice.header_id !== undefined ? { header_id: choice.header_id } : {}),
    ...(choice.invoice_type !== undefined ? { invoice_type: choice.invoice_type } : {}),
    ...(email ? { email } : {}),
  };
}

/** Whether two values of a body are the same (a list of orders compared by its members). */
export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * What organiser staff do with an application, as the console offers it: take it, send the tax
 * system's batch, read its result sheet back (the tax system's moves: issued, refused, red invoice),
 * attach the e-invoice, red-flush it, or record a failure. In the order the buttons stand.
 */
export type StaffAction = 'take' | 'export' | 'import' | 'attach' | 'redFlush' | 'fail';
const STAFF_MOVES: Record<StaffAction, readonly InvoiceAction[]> = {
  take: ['take'],
  export: ['export'],
  import: ['issue', 'auto_fail', 'red_flushed', 'partially_red_flushed'],
  attach: ['deliver'],
  redFlush: ['red_flush'],
  fail: ['fail'],
};
const STAFF_ACTIONS = Object.keys(STAFF_MOVES) as StaffAction[];

/** The staff actions the move table (canMove) allows from `status`: only these are offered. */
export const staffActions = (status: InvoiceStatusValue): StaffAction[] =>
  STAFF_ACTIONS.filter((action) => STAFF_MOVES[action].some((move) => canMove(status, move)));

/** Whether staff may take an application now (the list's choice of rows to take). */
export const isTakeable = (invoice: Pick<Invoice, 'status'>): boolean => canMove(invoice.status, 'take');

/** How long an application not yet issued has waited: working days since applying, and whether its day is past. */
export interface InvoiceWaiting { days: number; overdue: boolean }

/** null once the organiser's part is done (or the application left the queue). */
export function invoiceWaiting(invoice: Pick<Invoice, 'status' | 'applied_at' | 'due_on'>, now: number, timeZone: string): InvoiceWaiting | null {
  if (!AWAITING_ISSUE.includes(invoice.status)) return null;
  return { days: workingDaysBetween(invoice.applied_at, now, timeZone), overdue: isoDay(now, timeZone) > invoice.due_on };
}
