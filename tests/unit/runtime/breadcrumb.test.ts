import { describe, expect, it } from 'vitest';
import { appRouteTree } from '../../../src/client/routes/route-tree';
import { breadcrumbFor } from '../../../src/runtime/breadcrumb';
import { findTrail } from '../../../src/runtime/route-lookup';

const crumbs = (path: string, search = '') => breadcrumbFor(findTrail(appRouteTree, path) ?? [], search);

describe('breadcrumbFor', () => {
  it('says a wrapper and its one page once', () => {
    expect(crumbs('/exhibit-info/index')).toEqual([{ path: '/exhibit-info/index', title: 'route.exhibitInfo' }]);
    expect(crumbs('/ticketBoothManagement/ticketBooth/list')).toEqual([
      { path: '/ticketBoothManagement/ticketBooth', title: 'route.ticketBooth' },
      { path: '/ticketBoothManagement/ticketBooth/list', title: 'route.ticketBooth.list' },
    ]);
  });

  it('links a parent to the page the menu opens it as', () => {
    expect(crumbs('/exhibitionMaterials/protocol/detail')).toEqual([
      { path: '/exhibitionMaterials', title: 'route.exhibitionMaterials' },
      { path: '/exhibitionMaterials/protocol', title: 'route.protocol', to: '/exhibitionMaterials/protocol/list' },
      { path: '/exhibitionMaterials/protocol/detail', title: 'route.protocol.detail' },
    ]);
    expect(crumbs('/faq/record')).toEqual([
      { path: '/faq', title: 'route.faq', to: '/faq/index' },
      { path: '/faq/record', title: 'route.faq.record' },
    ]);
    expect(crumbs('/exhibitorManagement/product/edit', '?id=7')).toEqual([
      { path: '/exhibitorManagement', title: 'route.exhibitorManagement' },
      { path: '/exhibitorManagement/product', title: 'route.product', to: '/exhibitorManagement/product/list' },
      { path: '/exhibitorManagement/product/edit', title: 'route.product.edit' },
    ]);
  });

  it('names an edit page opened without a record as adding one', () => {
    expect(crumbs('/exhibitorManagement/product/edit').at(-1)).toEqual({ path: '/exhibitorManagement/product/edit', title: 'route.product.add' });
    expect(crumbs('/exhibitorManagement/activity/edit', '?id=').at(-1)?.title).toBe('route.activity.add');
    expect(crumbs('/exhibitorManagement/activity/edit', '?id=3&from=list').at(-1)?.title).toBe('route.activity.edit');
    expect(crumbs('/exhibitionMaterials/exhibition/edit').at(-1)?.title).toBe('report.add');
    expect(crumbs('/exhibitionMaterials/exhibition/edit', '?id=4').at(-1)?.title).toBe('report.edit');
    // A page without an adding title keeps its one title.
    expect(crumbs('/invoice/detail').at(-1)?.title).toBe('route.invoice.detail');
  });

  it('leaves a group with no page of its own as plain text', () => {
    // "Exhibition materials" always shows as a group; booth tickets fold into a group of three pages.
    expect(crumbs('/exhibitionMaterials/exhibition/edit')[0]).toEqual({ path: '/exhibitionMaterials', title: 'route.exhibitionMaterials' });
    expect(crumbs('/ticketBoothManagement/ticketBooth/logDetails')).toEqual([
      { path: '/ticketBoothManagement/ticketBooth', title: 'route.ticketBooth' },
      { path: '/ticketBoothManagement/ticketBooth/logDetails', title: 'route.ticketBooth.logDetails' },
    ]);
  });

  it('links a page that has a deeper page under it, never the current one', () => {
    const page = { path: '/a', name: 'a', meta: { title: 'A' } };
    const deeper = { path: '/a/b', name: 'b', meta: { title: 'B' } };
    expect(breadcrumbFor([page, deeper])).toEqual([{ path: '/a', title: 'A', to: '/a' }, { path: '/a/b', title: 'B' }]);
  });

  it('is empty for no trail', () => {
    expect(breadcrumbFor([])).toEqual([]);
  });
});
