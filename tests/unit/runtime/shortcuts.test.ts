import { describe, expect, it } from 'vitest';
import { appRouteTree } from '../../../src/client/routes/route-tree';
import { filterRoutes } from '../../../src/runtime/filter-routes';
import { flattenRoutes } from '../../../src/runtime/route-lookup';
import { pinnableScreens, shortcutLinks } from '../../../src/runtime/shortcuts';
import { SHORTCUT_TYPES, toShortcut } from '../../../src/shared/shortcuts';
import type { Subject } from '../../../src/shared/access';

const main: Subject = { account_type: 1, is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0, authorities: [], group_switch: 1 };
const everything = { hasCategory: 1, hasNotice: 1 };
const routesOf = (subject: Subject, presence = everything) => filterRoutes(appRouteTree, { subject, presence, roles: ['admin'] });
const pinned = (...aliases: string[]) => aliases.map((alias, i) => toShortcut(i + 1, SHORTCUT_TYPES.find((type) => type.alias === alias)!));

describe('the shortcut catalogue', () => {
  it('names pages of the route tree, in the area the route belongs to, with unique ids and aliases', () => {
    const pages = new Map(flattenRoutes(appRouteTree).filter((node) => !node.children).map((node) => [node.name, node]));
    for (const type of SHORTCUT_TYPES) expect(pages.has(type.alias), type.alias).toBe(true);
    expect(new Set(SHORTCUT_TYPES.map((type) => type.id)).size).toBe(SHORTCUT_TYPES.length);
    expect(new Set(SHORTCUT_TYPES.map((type) => type.alias)).size).toBe(SHORTCUT_TYPES.length);
    // The area the server checks is the one the client's menu applies: a main account with a group flag
    // off cannot open group screens, and neither is either side pinnable for it.
    const screens = pinnableScreens(routesOf(main), []).map((screen) => screen.type.area);
    expect(screens).not.toContain('groupBuying');
    expect(screens).toContain('boothTickets');
  });

  it('takes name and template from the alias and the type id from the id', () => {
    const type = SHORTCUT_TYPES[0]!;
    expect(toShortcut(7, type)).toEqual({ id: 7, name: type.alias, template: type.alias, type_id: type.id });
  });
});

describe('shortcut links and pinnable screens', () => {
  it('resolves pinned aliases to paths and titles in their order', () => {
    const links = shortcutLinks(routesOf(main), pinned('invoiceList', 'ticketBoothList'));
    expect(links.map((link) => [link.path, link.title])).toEqual([
      ['/invoice/list', 'route.invoice.list'],
      ['/ticketBoothManagement/ticketBooth/list', 'route.ticketBooth.list'],
    ]);
  });

  it('leaves out a screen the account cannot open now (notices gone, an authority taken)', () => {
    expect(shortcutLinks(routesOf(main, { hasCategory: 1, hasNotice: 0 }), pinned('requiredReading', 'faqIndex')).map((link) => link.path))
      .toEqual(['/faq/index']);
    const sub: Subject = { ...main, is_sub_account: 1, authorities: [1] };
    expect(shortcutLinks(routesOf(sub), pinned('ticketBoothList'))).toEqual([]);
  });

  it('offers the screens not yet pinned, in catalogue order', () => {
    const screens = pinnableScreens(routesOf(main), pinned('requiredReading'));
    expect(screens[0]?.type.alias).toBe('exhibitionRelatedMaterials');
    expect(screens.some((screen) => screen.type.alias === 'requiredReading')).toBe(false);
  });
});
