/**
 * The tags view (SPEC.md §2): a tab per visited page, with refresh, close, close others and close
 * all; affix tabs (route meta `affix`) are always there and never close. Pure functions over the
 * list, each telling the caller where to go when the tab on screen went away.
 */
import type { RouteNode } from '../shared/route-meta';
import { flattenRoutes } from './route-lookup';

export interface TagView {
  /** The page (route path) the tab stands for: one tab per page. */
  path: string;
  /**
   * Where the tab leads: the page's address as last visited, query and hash included — a detail
   * page is nothing without its `?id=`.
   */
  to: string;
  /** Locale id, so the tabs follow a language switch. */
  title: string;
  affix: boolean;
}

export interface TagsChange {
  tags: TagView[];
  /** Set when the tab on screen was closed: the address to show instead. */
  navigateTo?: string;
}

/** The fixed tabs of the account's routes, in menu order. */
export const affixTags = (routes: readonly RouteNode[]): TagView[] =>
  flattenRoutes(routes)
    .filter((node) => node.meta.affix && !node.children)
    .map((node) => ({ path: node.path, to: node.path, title: node.meta.title, affix: true }));

/**
 * A visited page joins the end of the list, once; visiting a page that has its tab already (another
 * record of a detail page, another filter of a list) keeps the tab's place and makes it lead there.
 */
export function addTag(tags: readonly TagView[], tag: TagView): TagView[] {
  if (!tags.some((existing) => existing.path === tag.path)) return [...tags, tag];
  return tags.map((existing) => (existing.path === tag.path ? { ...existing, to: tag.to } : existing));
}

/** Where to go when the tab on screen disappears: the last tab left, else home. */
const fallback = (tags: readonly TagView[], home: string): string => tags.at(-1)?.to ?? home;

export function closeTag(tags: readonly TagView[], path: string, activePath: string, home = '/'): TagsChange {
  const closing = tags.find((tag) => tag.path === path);
  if (!closing || closing.affix) return { tags: [...tags] };
  const left = tags.filter((tag) => tag.path !== path);
  return path === activePath ? { tags: left, navigateTo: fallback(left, home) } : { tags: left };
}

/** Keeps the affix tabs and the chosen one, which comes on screen if it was not. */
export function closeOtherTags(tags: readonly TagView[], path: string, activePath: string): TagsChange {
  const left = tags.filter((tag) => tag.affix || tag.path === path);
  const chosen = left.find((tag) => tag.path === path);
  return path === activePath || !chosen ? { tags: left } : { tags: left, navigateTo: chosen.to };
}

/** Keeps the affix tabs only; if the page on screen was not one of them, the last of them opens. */
export function closeAllTags(tags: readonly TagView[], activePath: string, home = '/'): TagsChange {
  const left = tags.filter((tag) => tag.affix);
  return left.some((tag) => tag.path === activePath) ? { tags: left } : { tags: left, navigateTo: fallback(left, home) };
}
