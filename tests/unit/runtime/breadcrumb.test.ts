import { describe, expect, it } from 'vitest';
import { appRouteTree } from '../../../src/client/routes/route-tree';
import { breadcrumbFor } from '../../../src/runtime/breadcrumb';
import { findTrail } from '../../../src/runtime/route-lookup';

const crumbs = (path: string) => breadcrumbFor(findTrail(appRouteTree, path) ?? []);

describe('breadcrumbFor', () => {
  it('says a wrapper and its one page once', () => {
    expect(crumbs('/exhibit-info/index')).toEqual([{ path: '/exhibit-info/index', title: 'route.exhibitInfo', link: false }]);
    expect(crumbs('/ticketBoothManagement/ticketBooth/list')).toEqual([
      { path: '/ticketBoothManagement/ticketBooth', title: 'route.ticketBooth', link: false },
      { path: '/ticketBoothManagement/ticketBooth/list', title: 'route.ticketBooth.list', link: false },
    ]);
  });

  it('links the pages above the current one, not the groups', () => {
    expect(crumbs('/faq/record')).toEqual([
      { path: '/faq', title: 'route.faq', link: false },
      { path: '/faq/record', title: 'route.faq.record', link: false },
    ]);
    expect(crumbs('/exhibitionMaterials/exhibition/edit')).toEqual([
      { path: '/exhibitionMaterials', title: 'route.exhibitionMaterials', link: false },
      { path: '/exhibitionMaterials/exhibition', title: 'route.exhibition', link: false },
      { path: '/exhibitionMaterials/exhibition/edit', title: 'route.exhibition.edit', link: false },
    ]);
  });

  it('links a page that has a deeper page under the same title chain', () => {
    const page = { path: '/a', name: 'a', meta: { title: 'A' } };
    const deeper = { path: '/a/b', name: 'b', meta: { title: 'B' } };
    expect(breadcrumbFor([page, deeper])).toEqual([{ path: '/a', title: 'A', link: true }, { path: '/a/b', title: 'B', link: false }]);
  });

  it('is empty for no trail', () => {
    expect(breadcrumbFor([])).toEqual([]);
  });
});
