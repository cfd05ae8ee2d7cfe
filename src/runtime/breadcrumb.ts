/** The breadcrumb of a page, from the routes that lead to it (SPEC.md §2: the top bar). */
import type { RouteNode } from '../shared/route-meta';
import { menuPageOf } from './menu';

export interface Crumb {
  path: string;
  /** Locale id. */
  title: string;
  /**
   * Where the crumb links: a parent's page as the menu opens it (an agreement's "Pre-show agreements"
   * leads to their list). Undefined for the current page and for a group with no page of its own.
   */
  to?: string;
}

export function breadcrumbFor(trail: readonly RouteNode[]): Crumb[] {
  const crumbs: Crumb[] = [];
  trail.forEach((node, index) => {
    const to = index < trail.length - 1 ? menuPageOf(node) : undefined;
    const crumb: Crumb = to ? { path: node.path, title: node.meta.title, to } : { path: node.path, title: node.meta.title };
    // A wrapper and its one page often share a title ("FAQ" › "FAQ"): say it once, keep the page.
    if (crumbs.at(-1)?.title === crumb.title) crumbs[crumbs.length - 1] = crumb;
    else crumbs.push(crumb);
  });
  return crumbs;
}
