/**
 * Shortcuts (SPEC.md §3): an account's own quick links beside the to-do strip. Each points at one
 * item of the catalogue below, and takes its name and template from the item's alias (the route's
 * name in the route tree) and its type id from the item's id. Ids are stored: never reuse one.
 */
import type { Area } from './access';

export interface ShortcutType {
  id: number;
  /** The route's name (client/routes/route-tree.ts). */
  alias: string;
  /** Who may pin it: whoever may use this area (shared/access.ts `permits`). */
  area: Area;
}

export const SHORTCUT_TYPES: readonly ShortcutType[] = [
  { id: 1, alias: 'requiredReading', area: 'notice' },
  { id: 2, alias: 'exhibitionRelatedMaterials', area: 'notice' },
  { id: 3, alias: 'conference', area: 'exhibitionMaterials' },
  { id: 4, alias: 'exhibitionList', area: 'exhibitionMaterials' },
  { id: 5, alias: 'protocolList', area: 'exhibitionMaterials' },
  { id: 6, alias: 'companySigningIndex', area: 'companySigning' },
  { id: 7, alias: 'faqIndex', area: 'faq' },
  { id: 8, alias: 'productList', area: 'displayMaterials' },
  { id: 9, alias: 'merchList', area: 'displayMaterials' },
  { id: 10, alias: 'projectList', area: 'displayMaterials' },
  { id: 11, alias: 'activityList', area: 'displayMaterials' },
  { id: 12, alias: 'ticketBoothList', area: 'boothTickets' },
  { id: 13, alias: 'ticketBoothDetailsList', area: 'boothTickets' },
  { id: 14, alias: 'ticketBoothBindLogList', area: 'boothTickets' },
  { id: 15, alias: 'groupTicketList', area: 'groupBuying' },
  { id: 16, alias: 'groupTicketBuy', area: 'groupBuying' },
  { id: 17, alias: 'ticketManagementList', area: 'groupTickets' },
  { id: 18, alias: 'ticketManagementDetailsList', area: 'groupTickets' },
  { id: 19, alias: 'unbindOrderList', area: 'unbindOrders' },
  { id: 20, alias: 'invoiceList', area: 'invoice' },
  { id: 21, alias: 'writeInvoice', area: 'invoice' },
  { id: 22, alias: 'addInvoiceHeader', area: 'invoice' },
  { id: 23, alias: 'subaccountIndex', area: 'subAccounts' },
];

/** GET → {list, total, limit}; POST {type_id} → Shortcut; DELETE `${SHORTCUT_PATH}/{id}`. Under /api. */
export const SHORTCUT_PATH = '/v4/expo/shortcut';

export const shortcutType = (id: number): ShortcutType | undefined => SHORTCUT_TYPES.find((type) => type.id === id);

/** The most shortcuts one account keeps: one row beside the to-do strip. */
export const SHORTCUT_LIMIT = 8;

/** A shortcut as the API gives it. */
export interface Shortcut {
  id: number;
  /** The item's alias; the client shows the title of the route of that name. */
  name: string;
  /** The item's alias: which screen opens. */
  template: string;
  /** The item's id (SHORTCUT_TYPES). */
  type_id: number;
}

export const toShortcut = (id: number, type: ShortcutType): Shortcut => ({ id, name: type.alias, template: type.alias, type_id: type.id });
