/** The breadcrumb of a page, from the routes that lead to it (SPEC.md §2: the top bar). */
import { titleAt, type RouteNode } from '../shared/route-meta';
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

/** `search` is the page's query: an edit page adding a record goes by its `titleNew`. */
export function breadcrumbFor(trail: readonly RouteNode[], search = ''): Crumb[] {
  const crumbs: Crumb[] = [];
  trail.forEach((node, index) => {
    const last = index === trail.length - 1;
    const to = last ? undefined : menuPageOf(node);
    const title = last ? titleAt(node.meta, search) : node.meta.title;
    const crumb: Crumb = to ? { path: node.path, title, to } : { path: node.path, title };
    // A wrapper and its one page often share a title ("FAQ" › "FAQ"): say it once, keep the page.
    if (crumbs.at(-1)?.title === crumb.title) crumbs[crumbs.length - 1] = crumb;
    else crumbs.push(crumb);
  });
  return crumbs;
}
