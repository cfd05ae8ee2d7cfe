/** The guard's questions by path (SPEC.md §2): /, groups, forbidden and unknown URLs. */
import { describe, expect, it } from 'vitest';
import { appRouteTree } from '../../../src/client/routes/route-tree';
import { findTrail, firstPagePath, homePath, normalizePath, resolvePath } from '../../../src/runtime/route-lookup';
import { allowedFor, DEMO, presence } from './access-fixtures';

const HOME = '/exhibit-info/index';

describe('homePath: where / leads', () => {
  it.each([
    ['exhibitor', DEMO.exhibitor, HOME],
    ['sub (no exhibition information)', DEMO.sub, '/notice/requiredReading'],
    ['sub2', DEMO.sub2, HOME],
    ['group', DEMO.group, '/groupManagement/groupTicket/list'],
    ['groupbuy', DEMO.groupbuy, '/groupManagement/groupTicket/list'],
  ] as const)('%s → %s', (_, who, expected) => {
    expect(homePath(allowedFor(who), HOME)).toBe(expected);
  });

  it('skips hidden screens when a shown one exists, and is undefined for nothing at all', () => {
    expect(homePath(allowedFor(DEMO.sub, presence({ hasNotice: 0 })), HOME)).toBe('/ticketBoothManagement/ticketBooth/list');
    expect(homePath([], HOME)).toBeUndefined();
  });

  it('prefers a shown page, but a tree of hidden pages still has a first page', () => {
    const hiddenOnly = [{ path: '/h', name: 'h', meta: { title: 'h', hidden: true }, children: [{ path: '/h/i', name: 'hi', meta: { title: 'i' } }] }];
    expect(firstPagePath(hiddenOnly)).toBe('/h/i');
  });
});

describe('resolvePath: the guard’s verdict', () => {
  const verdict = (who: keyof typeof DEMO, path: string) => resolvePath(appRouteTree, allowedFor(DEMO[who]), path);

  it('a page the account may open', () => {
    expect(verdict('exhibitor', '/faq/record')).toEqual({ kind: 'page' });
    expect(verdict('sub', '/unbindOrder/list/')).toEqual({ kind: 'page' });
  });

  it('a group path opens its first page', () => {
    expect(verdict('exhibitor', '/notice')).toEqual({ kind: 'redirect', to: '/notice/requiredReading' });
    expect(verdict('group', '/groupManagement')).toEqual({ kind: 'redirect', to: '/groupManagement/groupTicket/list' });
    expect(verdict('exhibitor', '/subaccount')).toEqual({ kind: 'redirect', to: '/subaccount/index' });
  });

  it('a route of the portal the account may not open is forbidden (→ /401)', () => {
    expect(verdict('sub2', '/ticketBoothManagement/ticketBooth/list')).toEqual({ kind: 'forbidden' });
    expect(verdict('groupbuy', '/groupManagement/ticketManagement/list')).toEqual({ kind: 'forbidden' });
    expect(verdict('sub', '/subaccount/index')).toEqual({ kind: 'forbidden' });
    expect(verdict('group', '/editPassword')).toEqual({ kind: 'forbidden' });
    expect(verdict('sub2', '/exhibitorManagement')).toEqual({ kind: 'forbidden' });
  });

  it('no such route is unknown (→ /404)', () => {
    expect(verdict('exhibitor', '/no/such/page')).toEqual({ kind: 'unknown' });
    expect(verdict('exhibitor', '/notice/nothing')).toEqual({ kind: 'unknown' });
  });
});

describe('findTrail and normalizePath', () => {
  it('gives the routes from the top down', () => {
    expect(findTrail(appRouteTree, '/exhibitionMaterials/exhibition/edit')?.map((node) => node.name)).toEqual(['exhibitionMaterials', 'exhibition', 'exhibitionEdit']);
    expect(findTrail(appRouteTree, '/exhibitionMaterialsX')).toBeUndefined();
  });

  it('drops trailing slashes but keeps /', () => {
    expect(normalizePath('/faq/index/')).toBe('/faq/index');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('//')).toBe('/');
  });
});
