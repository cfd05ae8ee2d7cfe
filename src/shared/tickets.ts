/**
 * The booth-ticket contract between server and client (issue: claim, real-name binding one by one
 * and in batches, share links, unbinding with a fee). Paths are under /api. Times are 10-digit Unix
 * seconds, money is integer cents. Personal data leaves the server masked, except in the
 * single-ticket read used to edit a holder and in a batch's failed rows (the owner fixes them).
 */
import type { ScreenDescriptor } from './descriptor';
import type { MessageValues } from './validation-messages';

/** schemas/enums.json ticketStatus. */
export const TicketStatus = { UNBOUND: 0, FAILED: 1, BOUND: 2, UNBOUND_OK: 3 } as const;
export type TicketStatusValue = (typeof TicketStatus)[keyof typeof TicketStatus];

/** schemas/enums.json docType. */
export const DocType = { RESIDENT_ID: 1, PASSPORT: 2, HK_MACAO_PERMIT: 3, TAIWAN_PERMIT: 4 } as const;
export type DocTypeValue = (typeof DocType)[keyof typeof DocType];

/** schemas/enums.json orderStatus, the states an unbind order takes. */
export const OrderStatus = {
  AWAITING_PAYMENT: 0, AWAITING_REMITTANCE: 1, AWAITING_VERIFICATION: 2, CANCELLED: 3,
  VERIFICATION_FAILED: 4, PAYMENT_COMPLETE: 5, TRANSACTION_COMPLETE: 6,
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Largest batch: rows of one Excel file or one paste. */
export const BATCH_MAX_ROWS = 10_000;
/** Largest number of tickets in one unbind order. */
export const UNBIND_MAX_TICKETS = 500;
/** SPEC.md §4: a pending order must be paid within 15 minutes after payment is started. */
export const PAY_WINDOW_SECONDS = 15 * 60;

/**
 * The ticket endpoints of one kind of ticket, below its list's path: booth tickets (TicketApi) and a
 * group account's group tickets (GroupTicketApi) are served by the same routes (server: tickets/kinds.ts).
 */
export const ticketApiAt = (base: string) => ({
  /** GET → {list: TicketAllocation[]} (group tickets: the holdings by product and source). */
  allocations: `${base}/allocation`,
  /** POST ClaimRequest → {claimed, allocation} (booth tickets only: group tickets are issued whole). */
  claim: `${base}/claim`,
  /** GET ?page&limit&status&allocation_id&keyword&sort&order → {list: BoothTicket[], total}; POST …/export starts an export task. */
  tickets: base,
  /** GET one ticket with its holder (full values, for editing); PUT HolderInput binds or changes the holder. */
  ticket: (id: number) => `${base}/${id}`,
  /** POST → ShareLink (a new link revokes the earlier one). */
  share: (id: number) => `${base}/${id}/share`,
  /** GET → xlsx template listing the tickets that can be bound. */
  batchTemplate: `${base}/batch/template`,
  /** POST the .xlsx file (body of type xlsx, query file_name) → {batch_id}. */
  batchExcel: `${base}/batch/excel`,
  /** POST {rows: BatchRowInput[]} → {batch_id}; GET ?page&limit → {list: BindBatch[], total} (bindLogList). */
  batches: `${base}/batch`,
  batch: (id: number) => `${base}/batch/${id}`,
  /** GET ?status&page&limit → {list: BindBatchRow[], total} (logDetails). */
  batchRows: (id: number) => `${base}/batch/${id}/rows`,
  /** POST {rows: BatchRowInput & {row_no}} → {batch_id} of a new batch with the fixed rows. */
  batchResubmit: (id: number) => `${base}/batch/${id}/resubmit`,
  /** Without login, either kind. GET → SharedTicket; POST HolderInput binds it (single use). */
  shared: (token: string) => `/v4/ticket/share/${encodeURIComponent(token)}`,
});

export type TicketApiPaths = ReturnType<typeof ticketApiAt>;

export const TicketApi = ticketApiAt('/v4/ticket/booth');
/** A group account's own group tickets (SPEC.md §1 /groupManagement/ticketManagement). */
export const GroupTicketApi = ticketApiAt('/v4/group/ticket-holding');

/**
 * A group ticket's own words where they differ from a booth ticket's: in Chinese a booth ticket is a
 * 证件 (证件编号, 证件类别) and a group ticket a 票 (票号, 票种); the holder's identity document (身份证件)
 * is the same for both. The screens, the batch template, the ticket export and a batch's row errors
 * of group tickets all say these (message ids).
 */
export const GROUP_TICKET_WORDS = {
  /** The group ticket list (a file's name and sheet). */
  title: 'route.ticketManagement.detailsList',
  ticketNo: 'groupTicketPage.col.ticketNo',
  type: 'groupTicketPage.col.type',
  status: 'groupTicketPage.col.status',
} as const;

/**
 * The ticket list (schemas/booth-ticket.json) in a group ticket's words: its title and its number,
 * type and status columns. Booth tickets keep the descriptor's own titles (staff may reword them).
 */
export function inGroupTicketWords(descriptor: ScreenDescriptor): ScreenDescriptor {
  const { title, ticketNo, type, status } = GROUP_TICKET_WORDS;
  const titles: Record<string, string> = { ticket_no: ticketNo, type_name: type, status };
  const list = descriptor.list && {
    ...descriptor.list,
    columns: descriptor.list.columns.map((column) => (titles[column.field] ? { ...column, title: titles[column.field] } : column)),
  };
  return { ...descriptor, title, ...(list ? { list } : {}) };
}

export const UnbindApi = {
  /** GET → UnbindConfig */
  config: '/v4/ticket/unbind/config',
  /** POST {ticket_ids} → UnbindOrder awaiting payment (10007 goes to the exhibitor). */
  unbind: '/v4/ticket/unbind',
  /** GET ?page&limit&status → {list: UnbindOrder[], total} (/unbindOrder/list; authority 8 for sub-accounts). */
  orders: '/v4/unbind/order',
  order: (id: number) => `/v4/unbind/order/${id}`,
  /** POST → {checkout_url}: starts (or resumes) payment; the 15-minute window runs from the first start. */
  pay: (id: number) => `/v4/unbind/order/${id}/pay`,
  /** POST → UnbindOrder cancelled (only while awaiting payment). */
  cancel: (id: number) => `/v4/unbind/order/${id}/cancel`,
} as const;

export interface TicketAllocation {
  id: number;
  name: string;
  name_en: string;
  validity: string;
  validity_en: string;
  quota: number;
  claimed: number;
  /** Claimed tickets by status. */
  counts: { unbound: number; failed: number; bound: number; unbound_ok: number };
  /** Group tickets: the paid order they came from; null when the organiser allocated them (and for booth tickets). */
  order_no: string | null;
}

export interface ClaimRequest { allocation_id: number; quantity: number }

export interface BoothTicket {
  id: number;
  ticket_no: string;
  allocation_id: number;
  type_name: string;
  type_name_en: string;
  status: TicketStatusValue;
  holder_name: string | null;
  doc_type: DocTypeValue | null;
  /** Masked, e.g. 110***********1234. */
  doc_number: string | null;
  /** Masked phone or, without one, masked e-mail (SPEC.md §3: derived display of phone or e-mail). */
  contact: string | null;
  failure_reason: string | null;
  bound_via: 'form' | 'batch' | 'share' | null;
  bound_at: number | null;
  created_at: number;
  /** An open unbind order holds the ticket. */
  unbinding: boolean;
}

/** The holder form (schemas/booth-ticket-holder.json): one of phone or e-mail is required. */
export interface HolderInput {
  name: string;
  doc_type: DocTypeValue;
  doc_number: string;
  phone?: string;
  email?: string;
}

export interface BoothTicketHolder extends HolderInput { id: number; ticket_no: string; status: TicketStatusValue }

export interface ShareLink { url: string; token: string; expires_at: number }

export interface SharedTicket {
  ticket_no: string;
  type_name: string;
  type_name_en: string;
  exhibitor_name: string;
  exhibitor_name_en: string;
  expires_at: number;
}

export interface BatchRowInput {
  /** The ticket's id or ticket number as in the template. */
  ticket: string;
  name: string;
  /** Code or label of the document type, as typed or chosen in the template. */
  doc_type: string;
  doc_number: string;
  phone?: string;
  email?: string;
}

export interface BindBatch {
  id: number;
  source: 'excel' | 'paste' | 'resubmit';
  file_name: string;
  parent_id: number | null;
  total: number;
  processed: number;
  succeeded: number;
  failed: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  created_at: number;
  finished_at: number | null;
  created_by: string;
}

export interface BindBatchRow {
  row_no: number;
  ticket_id: number | null;
  ticket: string;
  name: string;
  doc_type: number | null;
  /** Masked once bound; as entered while failed, so the owner can fix it. */
  doc_number: string;
  phone: string;
  email: string;
  contact: string;
  /** 0 pending, 1 bound, 2 failed. */
  status: 0 | 1 | 2;
  error: string | null;
  /** The message's arguments; a label among them is a message reference (src/shared/validation-messages.ts). */
  error_values: MessageValues | null;
  /** SPEC.md §3 edit flag: the row failed and may be corrected and resubmitted. */
  editable: boolean;
}

/** Live 10003: results of the rows processed since the last message. */
export interface BatchBindProgress {
  batch_id: number;
  processed: number;
  total: number;
  succeeded: number;
  failed: number;
  /** status 1 bound, 2 failed (with the message id of why and its values). */
  rows: { row_no: number; ticket_id: number | null; status: 1 | 2; error?: string; error_values?: MessageValues }[];
}

/** Live 10004. */
export interface BatchBindFinished { batch_id: number; total: number; succeeded: number; failed: number; status: 'done' | 'failed' }

export interface UnbindConfig {
  /** Fee per ticket, cents. */
  fee: number;
  /** Unbinds the exhibitor may still order (tickets in open or completed orders count). */
  remaining: number;
  limit: number;
  window: { starts_at: number; ends_at: number };
  open: boolean;
}

export interface UnbindOrderTicket { ticket_id: number; ticket_no: string; holder_name: string; state: 0 | 1 }

export interface UnbindOrder {
  id: number;
  order_no: string;
  ticket_count: number;
  unit_fee: number;
  amount: number;
  status: OrderStatusValue;
  tickets: UnbindOrderTicket[];
  created_at: number;
  pay_started_at: number | null;
  pay_expires_at: number | null;
  paid_at: number | null;
  completed_at: number | null;
}

/** Live 10005: one ticket of a paid unbind order was unbound. */
export interface BatchUnbindItem { order_id: number; ticket_id: number; processed: number; total: number }
/** Live 10006. */
export interface BatchUnbindFinished { order_id: number; total: number; status: OrderStatusValue }
/** Live 10007 (new unbind order flag). */
export interface NewUnbindOrder { order_id: number; order_no: string }
