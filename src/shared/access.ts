/**
 * Who may use which area of the portal (SPEC.md §6), as pure functions of the account. The client
 * filters its route tree with `permits` (plus the presence rules of `shows`); the server refuses the
 * API of an area with the very same `permits`, so a hidden menu is never the only guard.
 */
import { Authority, type AuthorityId } from './authorities';
import type { StaffPermissionId } from './staff';

/** The areas of the product; every route and every guarded endpoint belongs to one. */
export type Area =
  | 'exhibitInfo'
  | 'notice'
  | 'exhibitionMaterials'
  | 'companySigning'
  | 'faq'
  | 'subAccounts'
  | 'displayMaterials'
  | 'boothTickets'
  | 'groupBuying'
  | 'groupTickets'
  | 'unbindOrders'
  | 'invoice'
  /** The organiser's console (issue 20): staff only, and staff see nothing else. */
  | 'console';

/** The authority a sub-account needs for an area; areas without one follow the other rules only. */
export const AREA_AUTHORITY: Partial<Record<Area, AuthorityId>> = {
  exhibitInfo: Authority.EXHIBIT_INFO,
  exhibitionMaterials: Authority.EXHIBITION_MATERIALS,
  companySigning: Authority.COMPANY_SIGNING,
  faq: Authority.FAQ,
  displayMaterials: Authority.DISPLAY_MATERIALS,
  boothTickets: Authority.BOOTH_TICKETS,
  invoice: Authority.INVOICES,
  unbindOrders: Authority.UNBIND_ORDERS,
};

/** Areas a group account (account_type 2) can have at all. */
const GROUP_ACCOUNT_AREAS: ReadonlySet<Area> = new Set(['groupBuying', 'groupTickets', 'invoice']);

export interface Subject {
  account_type: 1 | 2;
  is_sub_account: 0 | 1;
  is_group_buy: 0 | 1;
  is_group_ticket: 0 | 1;
  /** Authority ids granted to a sub-account (empty for a main account). */
  authorities: readonly number[];
  /** The organiser's group switch: 0 closes group buying for everyone. */
  group_switch: 0 | 1;
  /** Organiser staff: they use the console and none of the exhibitor areas. Absent: 0. */
  is_organiser?: 0 | 1;
  /** Staff: what their roles permit in the console (src/shared/staff.ts). Absent: none. */
  staff_permissions?: readonly StaffPermissionId[];
}

/**
 * Where each area lives in the portal, the longest prefix first: what a path the server hands out
 * (a to-do's router) belongs to. The route tree declares the same areas on the same paths; a unit
 * test holds the two together.
 */
const AREA_PATHS: readonly (readonly [prefix: string, area: Area])[] = [
  ['/groupManagement/groupTicket', 'groupBuying'],
  ['/groupManagement/ticketManagement', 'groupTickets'],
  ['/exhibit-info', 'exhibitInfo'],
  ['/notice', 'notice'],
  ['/exhibitionMaterials', 'exhibitionMaterials'],
  ['/companySigning', 'companySigning'],
  ['/faq', 'faq'],
  ['/subaccount', 'subAccounts'],
  ['/exhibitorManagement', 'displayMaterials'],
  ['/ticketBoothManagement', 'boothTickets'],
  ['/unbindOrder', 'unbindOrders'],
  ['/invoice', 'invoice'],
  ['/organiser', 'console'],
];

/** The area a portal path belongs to; undefined for a path of no area (a link outside the portal). */
export function areaOfPath(path: string): Area | undefined {
  const bare = path.split(/[?#]/)[0] ?? '';
  return AREA_PATHS.find(([prefix]) => bare === prefix || bare.startsWith(`${prefix}/`))?.[1];
}

/** Whether the account may use the area at all: the rule the server enforces. */
export function permits(area: Area, who: Subject): boolean {
  if (who.is_organiser) return area === 'console';
  if (area === 'console') return false;
  if (area === 'groupBuying' && (!who.is_group_buy || !who.group_switch)) return false;
  if (area === 'groupTickets' && !who.is_group_ticket) return false;
  if (who.account_type === 2) return GROUP_ACCOUNT_AREAS.has(area);

  if (who.is_sub_account) {
    if (area === 'subAccounts') return false;
    const needed = AREA_AUTHORITY[area];
    if (area === 'unbindOrders') return who.authorities.includes(Authority.UNBIND_ORDERS);
    // SPEC.md §6: a sub-account's routes are narrowed only when it has authorities at all.
    if (needed !== undefined && who.authorities.length > 0) return who.authorities.includes(needed);
  }
  return true;
}

/** Whether a staff member may use the console pages and endpoints that need this permission. */
export function staffMay(permission: StaffPermissionId, who: Subject): boolean {
  return who.is_organiser === 1 && (who.staff_permissions ?? []).includes(permission);
}

/** What the client also needs to decide whether a screen shows: things that exist or not. */
export interface Presence {
  /** Number of the exhibitor's material categories (SPEC.md hasCategory). */
  hasCategory: number;
  /** Number of notices (SPEC.md hasNotice). */
  hasNotice: number;
}

/** Presence rules of SPEC.md §6 by route name: not permissions, just nothing to show. */
export const PRESENCE_RULES: Readonly<Record<string, (presence: Presence) => boolean>> = {
  notice: (presence) => presence.hasNotice > 0,
  exhibition: (presence) => presence.hasCategory > 0,
};

/** The avatar dropdown (SPEC.md §2, §6). */
export const canChangePassword = (who: Pick<Subject, 'account_type'>): boolean => who.account_type === 1;
export const canAddSubAccount = (who: Pick<Subject, 'account_type' | 'is_sub_account'>): boolean =>
  who.account_type === 1 && who.is_sub_account !== 1;
