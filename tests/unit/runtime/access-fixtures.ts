/** Accounts of SPEC.md §6 as the runtime sees them, and helpers to read a filtered tree compactly. */
import type { Presence, Subject } from '../../../src/shared/access';
import { Authority } from '../../../src/shared/authorities';
import type { RouteNode } from '../../../src/shared/route-meta';
import { appRouteTree } from '../../../src/client/routes/route-tree';
import { filterRoutes } from '../../../src/runtime/filter-routes';
import { buildMenu, type MenuEntry } from '../../../src/runtime/menu';
import { flattenRoutes } from '../../../src/runtime/route-lookup';

export const subject = (over: Partial<Subject> = {}): Subject => ({
  account_type: 1, is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0, authorities: [], group_switch: 1, ...over,
});

/** What the demo data has: three categories, four notices. */
export const presence = (over: Partial<Presence> = {}): Presence => ({ hasCategory: 3, hasNotice: 4, ...over });

/** The demo accounts of the seed (src/server/seed/demo.ts). */
export const DEMO = {
  exhibitor: subject(),
  sub: subject({ is_sub_account: 1, authorities: [Authority.BOOTH_TICKETS, Authority.UNBIND_ORDERS] }),
  sub2: subject({ is_sub_account: 1, authorities: [Authority.EXHIBIT_INFO] }),
  group: subject({ account_type: 2, is_group_buy: 1, is_group_ticket: 1 }),
  groupbuy: subject({ account_type: 2, is_group_buy: 1 }),
} as const;

export const allowedFor = (who: Subject, what: Presence = presence()): RouteNode[] =>
  filterRoutes(appRouteTree, { subject: who, presence: what });

/** Leaf paths the account may open, hidden ones included. */
export const pagesFor = (who: Subject, what: Presence = presence()): string[] =>
  flattenRoutes(allowedFor(who, what)).filter((node) => !node.children).map((node) => node.path);

/** The menu as `key` or `key: [children]`, short enough to read in a table. */
export type MenuShape = string | { [key: string]: MenuShape[] };
const shape = (entry: MenuEntry): MenuShape => (entry.children ? { [entry.key]: entry.children.map(shape) } : entry.key);
export const menuFor = (who: Subject, what: Presence = presence()): MenuShape[] => buildMenu(allowedFor(who, what)).map(shape);

/** The whole menu of a main exhibitor account without group flags, for reuse in expectations. */
export const MAIN_MENU = {
  exhibitInfo: '/exhibit-info/index',
  notice: { '/notice': ['/notice/requiredReading', '/notice/exhibitionRelatedMaterials'] },
  exhibitionMaterials: {
    '/exhibitionMaterials': ['/exhibitionMaterials/conference', '/exhibitionMaterials/exhibition/list', '/exhibitionMaterials/protocol/list'],
  },
  companySigning: '/companySigning/index',
  faq: '/faq/index',
  exhibitorManagement: {
    '/exhibitorManagement': [
      '/exhibitorManagement/product/list', '/exhibitorManagement/merch/list', '/exhibitorManagement/project/list', '/exhibitorManagement/activity/list',
    ],
  },
  ticketBooth: {
    '/ticketBoothManagement/ticketBooth': [
      '/ticketBoothManagement/ticketBooth/list', '/ticketBoothManagement/ticketBooth/detailsList',
      '/ticketBoothManagement/ticketBooth/bindLogList',
    ],
  },
  unbindOrder: '/unbindOrder/list',
  invoice: { '/invoice': ['/invoice/list', '/invoice/writeInvoice', '/invoice/addInvoiceHeader'] },
} satisfies Record<string, MenuShape>;

export const GROUP_BUYING: MenuShape = {
  '/groupManagement/groupTicket': [
    '/groupManagement/groupTicket/list', '/groupManagement/groupTicket/buy',
  ],
};
export const GROUP_TICKETS: MenuShape = {
  '/groupManagement/ticketManagement': ['/groupManagement/ticketManagement/list', '/groupManagement/ticketManagement/detailsList'],
};
