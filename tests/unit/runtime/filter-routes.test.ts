/** SPEC.md §6, table by table, on the portal's real route tree (client/routes/route-tree.ts). */
import { describe, expect, it } from 'vitest';
import { canAddSubAccount, canChangePassword } from '../../../src/shared/access';
import { Authority } from '../../../src/shared/authorities';
import { ALL_STAFF_PERMISSIONS, StaffPermission, type StaffPermissionId } from '../../../src/shared/staff';
import type { RouteNode } from '../../../src/shared/route-meta';
import { filterRoutes } from '../../../src/runtime/filter-routes';
import { flattenRoutes } from '../../../src/runtime/route-lookup';
import { DEMO, GROUP_BUYING, GROUP_TICKETS, MAIN_MENU, menuFor, pagesFor, presence, subject } from './access-fixtures';

const M = MAIN_MENU;
const ALL_MAIN = [M.exhibitInfo, M.notice, M.exhibitionMaterials, M.companySigning, M.faq, M.exhibitorManagement, M.ticketBooth, M.unbindOrder, M.invoice];

describe('account_type 2 (group accounts): only /groupManagement and /invoice', () => {
  it.each([
    ['group buying and group tickets', { is_group_buy: 1, is_group_ticket: 1 }, [{ '/groupManagement': [GROUP_BUYING, GROUP_TICKETS] }, M.invoice]],
    ['group buying only', { is_group_buy: 1 }, [{ '/groupManagement': [GROUP_BUYING] }, M.invoice]],
    ['group tickets only', { is_group_ticket: 1 }, [{ '/groupManagement': [GROUP_TICKETS] }, M.invoice]],
    ['neither flag: /groupManagement goes', {}, [M.invoice]],
    ['both flags, group switch off: no group buying', { is_group_buy: 1, is_group_ticket: 1, group_switch: 0 }, [{ '/groupManagement': [GROUP_TICKETS] }, M.invoice]],
    ['group buying only, group switch off: /groupManagement goes', { is_group_buy: 1, group_switch: 0 }, [M.invoice]],
  ] as const)('%s', (_, flags, menu) => {
    expect(menuFor(subject({ account_type: 2, ...flags }))).toEqual(menu);
  });

  it('opens no exhibitor screen, hidden ones included, and cannot change the password', () => {
    const pages = pagesFor(DEMO.group);
    expect(pages.every((path) => path.startsWith('/groupManagement/') || path.startsWith('/invoice/'))).toBe(true);
    expect(pages).not.toContain('/editPassword');
    expect(pages).not.toContain('/subaccount/index');
  });
});

describe('main exhibitor accounts (admin, account_type 1)', () => {
  it('see every area; /groupManagement only with a group flag', () => {
    expect(menuFor(DEMO.exhibitor)).toEqual(ALL_MAIN);
  });

  it('with both group flags get /groupManagement, group buying first', () => {
    const menu = menuFor(subject({ is_group_buy: 1, is_group_ticket: 1 }));
    expect(menu).toEqual([...ALL_MAIN.slice(0, 7), { '/groupManagement': [GROUP_BUYING, GROUP_TICKETS] }, ...ALL_MAIN.slice(7)]);
  });

  it('lose the group-buying child when the group switch is off', () => {
    expect(menuFor(subject({ is_group_buy: 1, is_group_ticket: 1, group_switch: 0 }))).toContainEqual({ '/groupManagement': [GROUP_TICKETS] });
    expect(menuFor(subject({ is_group_buy: 1, group_switch: 0 }))).toEqual(ALL_MAIN);
  });

  it('open the hidden screens too: sub-accounts, edit pages, change password', () => {
    const pages = pagesFor(DEMO.exhibitor);
    for (const hidden of ['/subaccount/index', '/exhibitionMaterials/exhibition/edit', '/faq/record', '/exhibitorManagement/merch/edit', '/editPassword']) {
      expect(pages).toContain(hidden);
    }
  });
});

describe('sub-accounts (is_sub_account 1)', () => {
  it('with authorities 6 and 8: booth tickets and unbind orders, plus the notices nobody needs an authority for', () => {
    expect(menuFor(DEMO.sub)).toEqual([M.notice, M.ticketBooth, M.unbindOrder]);
  });

  it('with authority 1 only: exhibition information and notices', () => {
    expect(menuFor(DEMO.sub2)).toEqual([M.exhibitInfo, M.notice]);
  });

  it('without authority 8: never unbind orders', () => {
    expect(menuFor(subject({ is_sub_account: 1, authorities: [Authority.BOOTH_TICKETS] }))).toEqual([M.notice, M.ticketBooth]);
  });

  it('without any authority: not narrowed, but no sub-accounts and no unbind orders', () => {
    expect(menuFor(subject({ is_sub_account: 1 }))).toEqual(ALL_MAIN.filter((entry) => entry !== M.unbindOrder));
    expect(pagesFor(subject({ is_sub_account: 1 }))).not.toContain('/subaccount/index');
  });

  it('with every authority: everything but sub-accounts', () => {
    const all = subject({ is_sub_account: 1, authorities: Object.values(Authority) });
    expect(menuFor(all)).toEqual(ALL_MAIN);
    expect(pagesFor(all)).not.toContain('/subaccount/index');
    expect(pagesFor(all)).toContain('/editPassword');
  });
});

describe('what exists', () => {
  it('hasCategory 0: the exhibition child goes, its group stays (alwaysShow)', () => {
    const menu = menuFor(DEMO.exhibitor, presence({ hasCategory: 0 }));
    expect(menu).toContainEqual({ '/exhibitionMaterials': ['/exhibitionMaterials/conference', '/exhibitionMaterials/protocol/list'] });
    expect(pagesFor(DEMO.exhibitor, presence({ hasCategory: 0 })).filter((path) => path.includes('/exhibition/'))).toEqual([]);
  });

  it('no notices: /notice goes', () => {
    expect(menuFor(DEMO.exhibitor, presence({ hasNotice: 0 }))).toEqual(ALL_MAIN.filter((entry) => entry !== M.notice));
    expect(menuFor(DEMO.sub, presence({ hasNotice: 0 }))).toEqual([M.ticketBooth, M.unbindOrder]);
  });
});

describe('avatar dropdown and its screens agree', () => {
  it.each(Object.entries(DEMO))('%s', (_, who) => {
    const pages = pagesFor(who);
    expect(pages.includes('/editPassword')).toBe(canChangePassword(who));
    expect(pages.includes('/subaccount/index')).toBe(canAddSubAccount(who));
  });

  it.each([
    ['main account', subject(), true, true],
    ['sub-account', subject({ is_sub_account: 1 }), true, false],
    ['group account', subject({ account_type: 2 }), false, false],
  ] as const)('%s: change password %s, add sub-account %s', (_, who, password, addSub) => {
    expect(canChangePassword(who)).toBe(password);
    expect(canAddSubAccount(who)).toBe(addSub);
  });
});

describe('the walk itself', () => {
  const node = (path: string, meta: Partial<RouteNode['meta']> = {}, children?: RouteNode[]): RouteNode =>
    ({ path, name: path.slice(1).replace(/\//g, '-') || 'root', meta: { title: path, ...meta }, ...(children ? { children } : {}) });

  it('children inherit the area of their parent and may narrow it', () => {
    const tree = [node('/g', {}, [node('/g/a', { area: 'groupBuying' }), node('/g/b', { area: 'groupTickets' })]), node('/t', { area: 'boothTickets' }, [node('/t/x')])];
    const pages = flattenRoutes(filterRoutes(tree, { subject: DEMO.sub, presence: presence() })).map((n) => n.path);
    expect(pages).toEqual(['/t', '/t/x']);
  });

  it('a group with nothing left goes, a page without children stays', () => {
    const tree = [node('/g', {}, [node('/g/a', { area: 'invoice' })]), node('/p')];
    expect(filterRoutes(tree, { subject: DEMO.sub, presence: presence() }).map((n) => n.path)).toEqual(['/p']);
  });

  it('a route name equal to an Object.prototype key is not a presence rule', () => {
    const tree = [{ path: '/x', name: 'toString', meta: { title: 'x' } }];
    expect(filterRoutes(tree, { subject: subject(), presence: presence() })).toHaveLength(1);
  });

  it('route meta roles narrow non-admin users; admin passes', () => {
    const tree = [node('/r', { roles: ['editor'] }), node('/open')];
    const input = (roles: string[]) => ({ subject: subject(), presence: presence(), roles });
    expect(filterRoutes(tree, input(['admin'])).map((n) => n.path)).toEqual(['/r', '/open']);
    expect(filterRoutes(tree, input(['editor'])).map((n) => n.path)).toEqual(['/r', '/open']);
    expect(filterRoutes(tree, input(['viewer'])).map((n) => n.path)).toEqual(['/open']);
  });

  it('keeps the input tree untouched', () => {
    const tree = [node('/g', {}, [node('/g/a', { area: 'invoice' }), node('/g/b')])];
    const copy = structuredClone(tree);
    filterRoutes(tree, { subject: DEMO.sub, presence: presence() });
    expect(tree).toEqual(copy);
  });
});

describe('organiser staff: the console pages their roles permit', () => {
  const consolePages = (permissions: StaffPermissionId[]) =>
    pagesFor(subject({ is_organiser: 1, staff_permissions: permissions })).filter((path) => path.startsWith('/organiser/'));

  it('an administrator opens every console page; the inbox needs no permission', () => {
    expect(consolePages([...ALL_STAFF_PERMISSIONS])).toHaveLength(22);
    expect(consolePages([])).toEqual(['/organiser/inbox']);
  });

  it('the finance desk opens money and the directory, detail pages included, and nothing else', () => {
    expect(consolePages([StaffPermission.GROUP, StaffPermission.INVOICES, StaffPermission.EXHIBITORS])).toEqual([
      '/organiser/inbox', '/organiser/invoices', '/organiser/invoices/detail', '/organiser/group-orders', '/organiser/group-orders/detail',
      '/organiser/group-products', '/organiser/exhibitors',
    ]);
  });

  it('staff permissions open nothing outside the console (but the password change), and mean nothing to an exhibitor', () => {
    expect(pagesFor(subject({ is_organiser: 1, staff_permissions: [...ALL_STAFF_PERMISSIONS] })).filter((path) => !path.startsWith('/organiser/'))).toEqual(['/editPassword']);
    expect(pagesFor(subject({ staff_permissions: [...ALL_STAFF_PERMISSIONS] })).some((path) => path.startsWith('/organiser/'))).toBe(false);
  });
});
