/** The tags view's operations (SPEC.md §2): refresh is a navigation; these are the list changes. */
import { describe, expect, it } from 'vitest';
import { addTag, affixTags, closeAllTags, closeOtherTags, closeTag, type TagView } from '../../../src/runtime/tags-view';
import { allowedFor, DEMO } from './access-fixtures';

const home: TagView = { path: '/exhibit-info/index', to: '/exhibit-info/index', title: 'route.exhibitInfo', affix: true };
const tag = (path: string, to = path): TagView => ({ path, to, title: path, affix: false });
const tags = [home, tag('/faq/index'), tag('/invoice/list'), tag('/notice/requiredReading')];

describe('affix tabs', () => {
  it('come from route meta, only for routes the account may open', () => {
    expect(affixTags(allowedFor(DEMO.exhibitor))).toEqual([home]);
    expect(affixTags(allowedFor(DEMO.sub))).toEqual([]);
  });

  it('never close', () => {
    expect(closeTag(tags, home.path, home.path)).toEqual({ tags });
  });
});

describe('addTag', () => {
  it('appends a new page once', () => {
    const once = addTag([home], tag('/faq/index'));
    expect(addTag(once, tag('/faq/index'))).toEqual([home, tag('/faq/index')]);
  });

  it('keeps the query and hash of the address, and a later visit of the page moves its tab there', () => {
    const detail = '/exhibitionMaterials/protocol/detail';
    const first = addTag([home], tag(detail, `${detail}?id=2`));
    expect(first).toEqual([home, tag(detail, `${detail}?id=2`)]);
    const later = addTag([...first, tag('/faq/index')], tag(detail, `${detail}?id=3#terms`));
    expect(later).toEqual([home, tag(detail, `${detail}?id=3#terms`), tag('/faq/index')]);
  });
});

describe('close', () => {
  it('a tab in the background: nothing else changes', () => {
    expect(closeTag(tags, '/faq/index', '/invoice/list')).toEqual({ tags: [home, tag('/invoice/list'), tag('/notice/requiredReading')] });
  });

  it('the tab on screen: the last remaining tab opens', () => {
    expect(closeTag(tags, '/notice/requiredReading', '/notice/requiredReading')).toEqual({
      tags: [home, tag('/faq/index'), tag('/invoice/list')], navigateTo: '/invoice/list',
    });
  });

  it('the last tab of all: home', () => {
    expect(closeTag([tag('/faq/index')], '/faq/index', '/faq/index', '/')).toEqual({ tags: [], navigateTo: '/' });
  });

  it('the tab on screen: the remaining tab opens at its full address', () => {
    const list = tag('/exhibitionMaterials/protocol/list', '/exhibitionMaterials/protocol/list?status=pending');
    expect(closeTag([home, list, tag('/faq/index')], '/faq/index', '/faq/index')).toEqual({ tags: [home, list], navigateTo: list.to });
  });

  it('an unknown tab: no change', () => {
    expect(closeTag(tags, '/nope', '/faq/index')).toEqual({ tags });
  });
});

describe('close others', () => {
  it('keeps the affix tabs and the chosen one', () => {
    expect(closeOtherTags(tags, '/invoice/list', '/invoice/list')).toEqual({ tags: [home, tag('/invoice/list')] });
  });

  it('opens the chosen one when another was on screen', () => {
    expect(closeOtherTags(tags, '/invoice/list', '/faq/index')).toEqual({ tags: [home, tag('/invoice/list')], navigateTo: '/invoice/list' });
    const detail = tag('/exhibitionMaterials/protocol/detail', '/exhibitionMaterials/protocol/detail?id=2');
    expect(closeOtherTags([home, detail, tag('/faq/index')], detail.path, '/faq/index')).toEqual({ tags: [home, detail], navigateTo: detail.to });
  });
});

describe('close all', () => {
  it('keeps the affix tabs and opens the last of them', () => {
    expect(closeAllTags(tags, '/faq/index')).toEqual({ tags: [home], navigateTo: home.path });
  });

  it('stays put when an affix tab is on screen', () => {
    expect(closeAllTags(tags, home.path)).toEqual({ tags: [home] });
  });

  it('goes home when there is no affix tab', () => {
    expect(closeAllTags([tag('/a')], '/a', '/')).toEqual({ tags: [], navigateTo: '/' });
  });
});
