/** The route tree against SPEC.md §2: every route, its place, and the meta the shell relies on. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRESENCE_RULES, areaOfPath } from '../../../src/shared/access';
import { SHELL_ICON_PATHS } from '../../../src/client/components/shell-icons';
import { appRouteTree } from '../../../src/client/routes/route-tree';
import { buildMenu, menuTrail, selectMenu } from '../../../src/runtime/menu';
import { findTrail, flattenRoutes } from '../../../src/runtime/route-lookup';

const nodes = flattenRoutes(appRouteTree);
const byPath = new Map(nodes.map((node) => [node.path, node]));
const pages = nodes.filter((node) => !node.children);

/** SPEC.md §2's main-menu table, screen by screen; (h) hidden from the menu. */
const SPEC_PAGES = [
  '/exhibit-info/index',
  '/notice/requiredReading', '/notice/exhibitionRelatedMaterials',
  '/exhibitionMaterials/conference',
  '/exhibitionMaterials/exhibition/list', '/exhibitionMaterials/exhibition/edit (h)', '/exhibitionMaterials/exhibition/details (h)',
  '/exhibitionMaterials/protocol/list', '/exhibitionMaterials/protocol/detail (h)',
  '/companySigning/index',
  '/faq/index', '/faq/record (h)',
  '/subaccount/index (h)',
  ...['product', 'merch', 'project', 'activity'].flatMap((kind) => [`/exhibitorManagement/${kind}/list`, `/exhibitorManagement/${kind}/edit (h)`]),
  '/ticketBoothManagement/ticketBooth/list', '/ticketBoothManagement/ticketBooth/detailsList',
  '/ticketBoothManagement/ticketBooth/bindLogList', '/ticketBoothManagement/ticketBooth/logDetails (h)',
  '/groupManagement/groupTicket/list', '/groupManagement/groupTicket/buy', '/groupManagement/groupTicket/pay (h)',
  '/groupManagement/groupTicket/remit (h)', '/groupManagement/groupTicket/groupOrderDetail (h)',
  '/groupManagement/ticketManagement/list', '/groupManagement/ticketManagement/detailsList',
  '/unbindOrder/list',
  '/invoice/list', '/invoice/writeInvoice', '/invoice/addInvoiceHeader', '/invoice/detail (h)',
  // The organiser's console (issue 20), staff only.
  '/organiser/inbox', '/organiser/reviews/list', '/organiser/reviews/detail (h)', '/organiser/questions', '/organiser/signings',
  '/organiser/invoices', '/organiser/invoices/detail (h)', '/organiser/group-orders', '/organiser/group-orders/detail (h)',
  '/organiser/group-products', '/organiser/exhibitors', '/organiser/notices', '/organiser/agreements', '/organiser/templates',
  '/organiser/settings', '/organiser/reference',
  // Messages edited at run time (issue 21): the table, and its history.
  '/organiser/messages', '/organiser/messages/history (h)',
  // Screens staff change while the show runs (issue 21).
  '/organiser/schemas', '/organiser/schemas/edit (h)', '/organiser/schemas/history (h)',
  // Staff and their roles (issue 23).
  '/organiser/staff',
  '/editPassword (h)',
];

const isHidden = (path: string): boolean => {
  let hidden = false;
  for (const [prefix, node] of byPath) if ((path === prefix || path.startsWith(`${prefix}/`)) && node.meta.hidden) hidden = true;
  return hidden;
};

describe('route tree', () => {
  it('has exactly the screens of SPEC.md §2, hidden where the spec hides them', () => {
    expect(pages.map((page) => `${page.path}${isHidden(page.path) ? ' (h)' : ''}`)).toEqual(SPEC_PAGES);
  });

  it('keeps the groups the spec shows as groups', () => {
    for (const path of ['/exhibitionMaterials', '/exhibitorManagement', '/groupManagement']) expect(byPath.get(path)?.meta.alwaysShow, path).toBe(true);
    expect(byPath.get('/groupManagement')?.children?.map((child) => child.path)).toEqual(['/groupManagement/groupTicket', '/groupManagement/ticketManagement']);
  });

  it('puts each area where §6 needs it', () => {
    expect(byPath.get('/groupManagement/groupTicket')?.meta.area).toBe('groupBuying');
    expect(byPath.get('/groupManagement/ticketManagement')?.meta.area).toBe('groupTickets');
    expect(byPath.get('/unbindOrder')?.meta.area).toBe('unbindOrders');
    expect(byPath.get('/subaccount')?.meta.area).toBe('subAccounts');
    expect(byPath.get('/editPassword')?.meta.rule).toBe('changePassword');
    for (const top of appRouteTree) {
      if (top.path !== '/groupManagement' && top.path !== '/editPassword') expect(top.meta.area, top.path).toBeDefined();
    }
  });

  it('places every page in the area shared/access.ts finds for its path (the server reads to-do links so)', () => {
    for (const node of pages) {
      const area = findTrail(appRouteTree, node.path)?.map((each) => each.meta.area).filter(Boolean).at(-1);
      expect(areaOfPath(node.path), node.path).toBe(area);
    }
    expect(areaOfPath('/ticketBoothManagement/ticketBooth/list?status=0')).toBe('boothTickets');
    expect(areaOfPath('/invoiceX')).toBeUndefined();
    expect(areaOfPath('https://www.example.com/manual.pdf')).toBeUndefined();
  });

  it('names every presence rule of shared/access.ts, and names are unique', () => {
    const names = nodes.map((node) => node.name);
    expect(new Set(names).size).toBe(names.length);
    for (const rule of Object.keys(PRESENCE_RULES)) expect(names).toContain(rule);
    expect(byPath.get('/notice')?.name).toBe('notice');
    expect(byPath.get('/exhibitionMaterials/exhibition')?.name).toBe('exhibition');
  });

  it('nests paths: each child path extends its parent’s', () => {
    const walk = (list: typeof appRouteTree, parent: string) => {
      for (const node of list) {
        expect(node.path.startsWith(`${parent}/`), node.path).toBe(true);
        if (node.children) walk(node.children, node.path);
      }
    };
    walk(appRouteTree, '');
  });

  it('gives every page a screen and exhibition information the fixed tab', () => {
    for (const page of pages) expect(typeof (page as { page?: unknown }).page, page.path).toBe('function');
    // Its to-dos stand under its greeting, placed by the page itself, not above it by the layout.
    expect(byPath.get('/exhibit-info/index')?.meta).toMatchObject({ affix: true });
  });

  it('uses only titles both locales have and icons the shell draws', () => {
    const zh = JSON.parse(readFileSync('locales/zh.json', 'utf8')) as Record<string, string>;
    const en = JSON.parse(readFileSync('locales/en.json', 'utf8')) as Record<string, string>;
    for (const node of nodes) {
      expect(zh[node.meta.title], node.meta.title).toBeTruthy();
      expect(en[node.meta.title], node.meta.title).toBeTruthy();
      if (node.meta.icon) expect(SHELL_ICON_PATHS[node.meta.icon], node.meta.icon).toBeTruthy();
    }
  });

  it('lights up a menu entry for every hidden page inside a group (a detail page lights up its list)', () => {
    const menu = buildMenu(appRouteTree);
    const unlit = pages
      .filter((page) => !page.children && isHidden(page.path))
      .map((page) => findTrail(appRouteTree, page.path) ?? [])
      .filter((trail) => trail.length > 1 && selectMenu(menu, menuTrail(trail)).active === undefined)
      .map((trail) => trail.at(-1)?.path);
    // Sub-accounts open from the avatar menu, not the sidebar: no entry to light.
    expect(unlit).toEqual(['/subaccount/index']);
    expect(selectMenu(menu, menuTrail(findTrail(appRouteTree, '/invoice/detail') ?? [])).active).toBe('/invoice/list');
  });
});
