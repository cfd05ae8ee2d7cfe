/** The sidebar menu's shape and highlight (vue-element-admin's rules, runtime/menu.ts). */
import { describe, expect, it } from 'vitest';
import type { RouteNode } from '../../../src/shared/route-meta';
import { buildMenu, selectMenu } from '../../../src/runtime/menu';
import { findTrail } from '../../../src/runtime/route-lookup';
import { allowedFor, DEMO } from './access-fixtures';

const node = (path: string, meta: Partial<RouteNode['meta']> = {}, children?: RouteNode[]): RouteNode =>
  ({ path, name: path, meta: { title: `t${path}`, ...meta }, ...(children ? { children } : {}) });

describe('buildMenu', () => {
  it('leaves hidden routes out and shows a lone visible child in its parent’s place', () => {
    const menu = buildMenu([node('/faq', { icon: 'help' }, [node('/faq/index'), node('/faq/record', { hidden: true })]), node('/secret', { hidden: true })]);
    expect(menu).toEqual([{ key: '/faq/index', title: 't/faq/index', icon: 'help', to: '/faq/index', paths: ['/faq', '/faq/index'] }]);
  });

  it('keeps an alwaysShow parent as a group even with one child', () => {
    const menu = buildMenu([node('/g', { alwaysShow: true }, [node('/g/a')])]);
    expect(menu).toEqual([{ key: '/g', title: 't/g', icon: undefined, paths: ['/g'], children: [{ key: '/g/a', title: 't/g/a', icon: undefined, to: '/g/a', paths: ['/g/a'] }] }]);
  });

  it('folds through several levels of lone children', () => {
    const menu = buildMenu([node('/a', { icon: 'ticket' }, [node('/a/b', {}, [node('/a/b/c'), node('/a/b/d')])])]);
    expect(menu[0]?.key).toBe('/a/b');
    expect(menu[0]?.icon).toBe('ticket');
    expect(menu[0]?.children?.map((entry) => entry.key)).toEqual(['/a/b/c', '/a/b/d']);
  });

  it('shows a group whose children are all hidden as one page', () => {
    expect(buildMenu([node('/g', {}, [node('/g/a', { hidden: true })])])).toEqual([{ key: '/g', title: 't/g', icon: undefined, to: '/g', paths: ['/g'] }]);
  });
});

describe('selectMenu on the real tree', () => {
  const select = (path: string) => {
    const routes = allowedFor(DEMO.exhibitor);
    return selectMenu(buildMenu(routes), (findTrail(routes, path) ?? []).map((route) => route.path));
  };

  it('highlights the page and opens its groups', () => {
    expect(select('/notice/exhibitionRelatedMaterials')).toEqual({ active: '/notice/exhibitionRelatedMaterials', open: ['/notice'] });
    expect(select('/exhibit-info/index')).toEqual({ active: '/exhibit-info/index', open: [] });
  });

  it('lights up the list of a hidden edit page', () => {
    expect(select('/exhibitionMaterials/exhibition/edit')).toEqual({ active: '/exhibitionMaterials/exhibition/list', open: ['/exhibitionMaterials'] });
    expect(select('/faq/record')).toEqual({ active: '/faq/index', open: [] });
  });

  it('lights up the list of a hidden page beside it, by the path it extends', () => {
    const routes = [node('/organiser', {}, [node('/organiser/schemas'), node('/organiser/schemasx'), node('/organiser/schemas/history', { hidden: true })])];
    const trail = (path: string) => (findTrail(routes, path) ?? []).map((route) => route.path);
    expect(selectMenu(buildMenu(routes), trail('/organiser/schemas/history'))).toEqual({ active: '/organiser/schemas', open: ['/organiser'] });
  });

  it('highlights nothing for a page outside the menu', () => {
    expect(select('/editPassword')).toEqual({ open: [] });
  });
});
