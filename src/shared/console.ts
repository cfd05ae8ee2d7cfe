/**
 * The organiser's console (issue 20): what waits for staff, oldest first, against the portal's
 * promises (SPEC.md §9: remittances confirmed within 3 working days, questions answered within 5,
 * invoices issued within 15). Paths are under /api; times are 10-digit Unix seconds.
 */
import { StaffPermission, type StaffPermissionId } from './staff';

export const INBOX_KINDS = ['review', 'question', 'signing', 'remittance', 'invoice'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The permission a staff member needs to see a kind in the inbox: the one its page needs. */
export const INBOX_KIND_PERMISSION: Readonly<Record<InboxKind, StaffPermissionId>> = {
  review: StaffPermission.REVIEWS,
  question: StaffPermission.QUESTIONS,
  signing: StaffPermission.SIGNINGS,
  remittance: StaffPermission.GROUP,
  invoice: StaffPermission.INVOICES,
};

/** Most items the inbox lists; the counts cover everything waiting. */
export const INBOX_MAX_ITEMS = 200;

export const OrganiserConsoleApi = {
  /** GET → Inbox. */
  inbox: '/organiser/inbox',
  /** GET ?page&limit&keyword → {list: ExhibitorState[], total}, by booth. */
  exhibitors: '/organiser/exhibitors',
  /** GET → ShowBinding: booth tickets bound across the show, by hall and by day. */
  binding: '/organiser/exhibitors/binding',
} as const;

/** One exhibitor as the directory shows it: where it stands in each area. */
export interface ExhibitorState {
  id: number;
  name: string;
  name_en: string;
  booth_no: string;
  hall: string;
  /** Review state of its company information and catalogue materials; null: nothing submitted. */
  company_status: number | null;
  catalogue_status: number | null;
  /** Its exhibit filings and display materials, by review state. */
  materials: { submitted: number; pending: number; approved: number; rejected: number };
  /** Its booth tickets and how many are bound to a holder. */
  tickets: { total: number; bound: number };
  unbind_orders: number;
  /** Its invoice applications: those waiting for staff, and those issued. */
  invoices: { waiting: number; issued: number };
}

/** How far binding has come across the show (booth tickets). */
export interface ShowBinding {
  total: number;
  bound: number;
  /** By hall, in hall order. */
  halls: { hall: string; total: number; bound: number }[];
  /** Bindings per day on the show's clock, the last BINDING_DAYS days, oldest first (days without any included). */
  days: { day: string; bound: number }[];
}

/** How many days the binding chart looks back. */
export const BINDING_DAYS = 14;

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
