/**
 * The invoice contract between server and client (SPEC.md §1 /invoice, §4's twelve invoice states,
 * §5 invoice rules, §8 credit-code pass-through, §9 "invoices issued within 15 working days").
 * Paths are under /api. Money is integer cents, times 10-digit Unix seconds, days "YYYY-MM-DD".
 *
 * An application covers paid orders of its applicant's owner (a group account's group orders, an
 * exhibitor's unbind orders) that no other live application covers. Its life:
 *
 *   applied ─take→ invoicing ─export→ exported ─import: issued→ invoiced ─file→ upload succeeded
 *      │              │                  │                    │        └──file, mail failed→ upload failed
 *      └──────────────┴──fail (reason)───┴─→ manual failure   │
 *                                        └─import: failed→ automatic failure
 *   manual / automatic failure ─resubmit (corrected header)→ applied
 *   invoiced, upload failed / succeeded, partially red-flushed ─red-flush (amount?)→ red-flush in progress
 *     ─import: red invoice issued→ red-flushed (the whole amount: its orders may be invoiced again)
 *                                  or partially red-flushed (what remains stays invoiced)
 *
 * "Not invoiced" is an order's state before any live application covers it.
 */
import type { UploadedObject } from './descriptor';

/** schemas/enums.json invoiceStatus: the labels are SPEC.md §4's, in its order. */
export const InvoiceStatus = {
  NOT_INVOICED: 0, APPLIED: 1, INVOICING: 2, EXPORTED: 3, INVOICED: 4, RED_FLUSHING: 5, RED_FLUSHED: 6,
  PARTIALLY_RED_FLUSHED: 7, UPLOAD_FAILED: 8, UPLOAD_SUCCEEDED: 9, MANUAL_FAILURE: 10, AUTOMATIC_FAILURE: 11,
} as const;
export type InvoiceStatusValue = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const INVOICE_STATUSES: readonly InvoiceStatusValue[] = Object.values(InvoiceStatus);

/** The message id of a state's label (schemas/enums.json invoiceStatus holds the same ids). */
export const invoiceStatusMessage = (status: number): string => `status.invoice.${STATUS_KEYS[status] ?? 'not_invoiced'}`;
const STATUS_KEYS: Record<number, string> = {
  0: 'not_invoiced', 1: 'applied', 2: 'invoicing', 3: 'exported', 4: 'invoiced', 5: 'red_flushing', 6: 'red_flushed',
  7: 'partially_red_flushed', 8: 'upload_failed', 9: 'upload_succeeded', 10: 'manual_failure', 11: 'automatic_failure',
};

/** Who may take each step: the applicant (or its exhibitor's members), staff, or the tax system's result sheet. */
export type InvoiceActor = 'applicant' | 'organiser' | 'tax_system';

/** Every move an application can make. */
export type InvoiceAction =
  | 'apply' | 'resubmit' | 'take' | 'export' | 'issue' | 'auto_fail' | 'fail'
  | 'deliver' | 'delivery_failed' | 'red_flush' | 'red_flushed' | 'partially_red_flushed';

const S = InvoiceStatus;
/**
 * The allowed moves: from which states, to which state, by whom. The server refuses any other move
 * (2010, naming the state it is in); the table is tested pair by pair.
 */
export const INVOICE_MOVES: Record<InvoiceAction, { from: readonly InvoiceStatusValue[]; to: InvoiceStatusValue; by: InvoiceActor }> = {
  apply: { from: [S.NOT_INVOICED], to: S.APPLIED, by: 'applicant' },
  resubmit: { from: [S.MANUAL_FAILURE, S.AUTOMATIC_FAILURE], to: S.APPLIED, by: 'applicant' },
  take: { from: [S.APPLIED], to: S.INVOICING, by: 'organiser' },
  export: { from: [S.INVOICING], to: S.EXPORTED, by: 'organiser' },
  issue: { from: [S.EXPORTED], to: S.INVOICED, by: 'tax_system' },
  auto_fail: { from: [S.EXPORTED], to: S.AUTOMATIC_FAILURE, by: 'tax_system' },
  fail: { from: [S.APPLIED, S.INVOICING, S.EXPORTED], to: S.MANUAL_FAILURE, by: 'organiser' },
  deliver: { from: [S.INVOICED, S.UPLOAD_FAILED, S.UPLOAD_SUCCEEDED], to: S.UPLOAD_SUCCEEDED, by: 'organiser' },
  delivery_failed: { from: [S.INVOICED, S.UPLOAD_FAILED, S.UPLOAD_SUCCEEDED], to: S.UPLOAD_FAILED, by: 'organiser' },
  red_flush: { from: [S.INVOICED, S.UPLOAD_FAILED, S.UPLOAD_SUCCEEDED, S.PARTIALLY_RED_FLUSHED], to: S.RED_FLUSHING, by: 'organiser' },
  red_flushed: { from: [S.RED_FLUSHING], to: S.RED_FLUSHED, by: 'tax_system' },
  partially_red_flushed: { from: [S.RED_FLUSHING], to: S.PARTIALLY_RED_FLUSHED, by: 'tax_system' },
};

/** Whether `action` may move an application in `status`. */
export const canMove = (status: InvoiceStatusValue, action: InvoiceAction): boolean => INVOICE_MOVES[action].from.includes(status);

/** An application whose orders it holds: once red-flushed in full (or never applied) they are free again. */
export const HOLDING_STATES: readonly InvoiceStatusValue[] = INVOICE_STATUSES.filter((s) => s !== S.NOT_INVOICED && s !== S.RED_FLUSHED);

/** SPEC.md §9: the organiser issues an invoice within 15 working days of the application. */
export const INVOICE_DUE_WORKING_DAYS = 15;
/** Applications the organiser still has to issue, held to that promise: applied, being invoiced, with the tax system. */
export const AWAITING_ISSUE: readonly InvoiceStatusValue[] = [S.APPLIED, S.INVOICING, S.EXPORTED];
/** Most orders on one application. */
export const INVOICE_MAX_ORDERS = 100;

/** The list's columns, filters and export: schemas/invoice.json. The application's body: schemas/invoice-application.json. */
export const INVOICE_SCREEN = 'invoice';
export const INVOICE_APPLICATION_SCREEN = 'invoice-application';
/** The organiser's e-invoice file (its upload rule): schemas/invoice-file.json. */
export const INVOICE_FILE_SCREEN = 'invoice-file';
/** The organiser's failure (its reason) and red-flush (its amount): schemas/invoice-failure.json, schemas/invoice-red-flush.json. */
export const INVOICE_FAILURE_SCREEN = 'invoice-failure';
export const INVOICE_RED_FLUSH_SCREEN = 'invoice-red-flush';

export const InvoiceApi = {
  /** GET ?page&limit&status&application_no&title&applied_at → {list: Invoice[], total}; POST InvoiceApplication → InvoiceDetail (applied). */
  invoices: '/v4/invoice',
  /** POST the list's query → an export task (progress on live 10101). */
  export: '/v4/invoice/export',
  /** GET → {list: InvoiceableOrder[]}: the caller's paid orders with a positive amount, each with its invoice state. */
  orders: '/v4/invoice/orders',
  /** GET ?name= → {list: CreditCodeMatch[]}; no match answers 12010 with an empty list, passed through as is. */
  creditCode: '/v4/invoice/credit-code',
  /** GET → InvoiceDetail; PUT InvoiceResubmission → InvoiceDetail (applied again, only after a failure). */
  invoice: (id: number) => `/v4/invoice/${id}`,
} as const;

export const OrganiserInvoiceApi = {
  /**
   * GET ?page&limit&status&applicant_name&application_no&title&keyword&applied_at&sort=applied_at|status&order
   * → {list: Invoice[] (with applicant), total}; sorted by status, applied first and the oldest first in each.
   * POST …/list-export with the same query: an export task.
   */
  invoices: '/organiser/invoice',
  listExport: '/organiser/invoice/list-export',
  /** POST {ids} → {moved: number[]}: applied → invoicing. */
  take: '/organiser/invoice/take',
  /** POST → the tax system's batch (.xlsx): every application invoicing → exported, and every red-flush asked for. */
  export: '/organiser/invoice/export',
  /** POST the tax system's result sheet (.xlsx body) → InvoiceImportResult. */
  import: '/organiser/invoice/import',
  invoice: (id: number) => `/organiser/invoice/${id}`,
  /** POST {file: UploadedObject} (schemas/invoice-file.json; only its key counts) → InvoiceDetail: upload succeeded, or failed when the mail could not be sent. */
  file: (id: number) => `/organiser/invoice/${id}/file`,
  /** POST {reason} (schemas/invoice-failure.json) → InvoiceDetail: manual failure. */
  fail: (id: number) => `/organiser/invoice/${id}/fail`,
  /** POST {amount?} (schemas/invoice-red-flush.json) → InvoiceDetail: red-flush in progress, for the amount (cents) or all that is not yet reversed. */
  redFlush: (id: number) => `/organiser/invoice/${id}/red-flush`,
} as const;

export type InvoiceOrderKind = 'group' | 'unbind';

export interface InvoiceOrderRef { kind: InvoiceOrderKind; id: number }

/** A paid order as the application form offers it. */
export interface InvoiceableOrder extends InvoiceOrderRef {
  order_no: string;
  amount: number;
  paid_at: number | null;
  /** What it buys, in both languages ("2 × Public day ticket", "Unbinding 3 tickets"). */
  summary: string;
  summary_en: string;
  /** Its invoice state: not invoiced, or the state of the live application covering it. */
  invoice_status: InvoiceStatusValue;
  invoice_id: number | null;
}

export interface InvoiceApplication {
  orders: InvoiceOrderRef[];
  header_id: number;
  invoice_type: 1 | 2;
  email: string;
}

export type InvoiceResubmission = Omit<InvoiceApplication, 'orders'>;

/** The header as it stood when applied (or resubmitted): a header edited later changes no application. */
export interface InvoiceHeaderSnapshot {
  title: string;
  tax_no: string;
  address: string;
  phone: string;
  bank: string;
  bank_account: string;
}

export interface Invoice {
  id: number;
  application_no: string;
  status: InvoiceStatusValue;
  invoice_type: 1 | 2;
  title: string;
  tax_no: string;
  email: string;
  /** The orders' sum, in cents. */
  amount: number;
  /** Reversed so far by red-flushes. */
  red_flushed_amount: number;
  applied_at: number;
  /** 15 working days after applying. */
  due_on: string;
  invoice_number: string | null;
  invoiced_on: string | null;
  /** A failure's reason: the organiser's words, or the tax system's. */
  reason: string | null;
  /** The organiser's list names the applicant. */
  applicant?: { id: number; name: string; account: string };
}

export interface InvoiceEvent {
  from: InvoiceStatusValue;
  to: InvoiceStatusValue;
  action: InvoiceAction;
  by: InvoiceActor;
  at: number;
  reason: string | null;
  /** A red-flush's amount. */
  amount: number | null;
}

export interface InvoiceDetail extends Invoice {
  header: InvoiceHeaderSnapshot;
  orders: (InvoiceOrderRef & { order_no: string; amount: number })[];
  events: InvoiceEvent[];
  /** The e-invoice, once attached. */
  file: UploadedObject | null;
  red_invoice_number: string | null;
  /** What the applicant may do now. */
  actions: { resubmit: boolean };
}

export interface CreditCodeMatch { name: string; tax_no: string }

export interface InvoiceImportResult {
  issued: number;
  failed: number;
  red_flushed: number;
  /** Rows not applied, each with its row number (1 is the header) and why. */
  errors: { row: number; message: string }[];
}

/** Live 10103 (src/shared/live.ts INVOICE_CHANGED): an application changed without the applicant doing it. */
export { INVOICE_CHANGED } from './live';
export interface InvoiceChanged { invoice_id: number; application_no: string; status: InvoiceStatusValue }

/** The client's detail page. */
export const invoiceDetailPath = (id: number): string => `/invoice/detail?id=${id}`;
/** The organiser console's list of every application, and one application's page there. */
export const ORGANISER_INVOICES_PATH = '/organiser/invoices';
export const organiserInvoicePath = (id: number): string => `${ORGANISER_INVOICES_PATH}/detail?id=${id}`;
