import type { InboxKind } from './console';

/**
 * Codes of the messages on the live stream GET /api/sse (SPEC.md §4). Each message is
 * `{code, data}`; `data` may arrive as a JSON string and is parsed by the client.
 */
export const LiveCode = {
  NEW_MESSAGE: 10001,
  NEW_ORDER: 10002,
  BATCH_BIND_ITEM: 10003,
  BATCH_BIND_FINISHED: 10004,
  BATCH_UNBIND_ITEM: 10005,
  BATCH_UNBIND_FINISHED: 10006,
  NEW_UNBIND_ORDER: 10007,
} as const;

export type LiveCodeValue = (typeof LiveCode)[keyof typeof LiveCode];

export const LIVE_CODES: readonly LiveCodeValue[] = Object.values(LiveCode);

export interface LiveMessage<T = unknown> {
  code: LiveCodeValue;
  data: T;
}

/**
 * The portal's own addition to the stream: progress of an export task, `{id, name, low}` with `low`
 * in percent, and `url` once the file is ready (the top bar's export indicator).
 */
export const EXPORT_PROGRESS = 10101;

export interface ExportProgress {
  id: number;
  name: string;
  low: number;
  /** Download address, once done. */
  url?: string;
  /** Set when the export failed; the task is then removed. */
  failed?: boolean;
}

/**
 * Also the portal's own: the organiser decided a submission of the exhibitor (review_status 1
 * reviewed, 2 rejected with review_reason); open screens of that record refresh their state.
 */
export const REVIEW_DECIDED = 10102;

export interface ReviewDecided {
  screen: string;
  id: number;
  review_status: number;
  review_reason: string | null;
}

/**
 * Also the portal's own: an invoice application changed without its applicant doing it (taken,
 * exported, issued, failed, delivered, red-flushed): `InvoiceChanged` of src/shared/invoice.ts.
 * Its list and detail pages refresh.
 */
export const INVOICE_CHANGED = 10103;

/**
 * Also the portal's own, to the organiser's staff only: what waits in their console changed (a
 * submission, a question, a signing, a remittance or an invoice arrived or was dealt with). Their
 * inbox reads again. Stored by the database's own triggers (migration 0019), whatever made the change.
 */
export const INBOX_CHANGED = 10104;

export interface InboxChanged {
  kind: InboxKind;
}

/**
 * Also the portal's own, to everyone: organiser staff published a new version of a screen (or rolled
 * one back). Open forms, lists and details of that screen load it and redraw, keeping what was typed.
 */
export const SCREEN_PUBLISHED = 10105;

export interface ScreenPublished {
  screen: string;
  version: number;
}

/**
 * Also the portal's own, to everyone: staff published a new version of the portal's messages
 * (src/shared/messages.ts). Open pages load that version's overrides and go on in the new wording,
 * keeping what their forms hold.
 */
export const MESSAGES_PUBLISHED = 10106;

export interface MessagesPublished {
  version: number;
}
