/**
 * The organiser's console (issue 20): what waits for staff, oldest first, against the portal's
 * promises (SPEC.md §9: remittances confirmed within 3 working days, questions answered within 5,
 * invoices issued within 15). Paths are under /api; times are 10-digit Unix seconds.
 */
export const INBOX_KINDS = ['review', 'question', 'signing', 'remittance', 'invoice'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Most items the inbox lists; the counts cover everything waiting. */
export const INBOX_MAX_ITEMS = 200;

export const OrganiserConsoleApi = {
  /** GET → Inbox. */
  inbox: '/organiser/inbox',
} as const;

export interface InboxItem {
  kind: InboxKind;
  /** The record's id in its own list (a screen record, a question, a signing, a group order, an invoice). */
  id: number;
  /** Reviews: the screen the record belongs to (its title is `screen.<id>`'s message). */
  screen: string | null;
  /** What the item is: an order or application number, a company, the start of a question. */
  title: string;
  /** Whose it is: the exhibitor, or the group account. */
  owner: string;
  owner_en: string;
  /** Since when it waits. */
  since: number;
  /** When the portal promised it would be done; null where it promised nothing. */
  due_at: number | null;
}

export interface InboxSummary {
  kind: InboxKind;
  waiting: number;
  /** Of those, past their promise. */
  overdue: number;
  oldest_since: number | null;
}

export interface Inbox {
  summary: InboxSummary[];
  /** Oldest first, at most INBOX_MAX_ITEMS. */
  items: InboxItem[];
}
