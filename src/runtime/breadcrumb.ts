/** The breadcrumb of a page, from the routes that lead to it (SPEC.md §2: the top bar). */
import type { RouteNode } from '../shared/route-meta';

export interface Crumb {
  path: string;
  /** Locale id. */
  title: string;
  /** Only pages other than the current one link; a group has no page of its own. */
  link: boolean;
}

export function breadcrumbFor(trail: readonly RouteNode[]): Crumb[] {
  const crumbs: Crumb[] = [];
  trail.forEach((node, index) => {
    const crumb: Crumb = { path: node.path, title: node.meta.title, link: !node.children && index < trail.length - 1 };
    // A wrapper and its one page often share a title ("FAQ" › "FAQ"): say it once, keep the page.
    if (crumbs.at(-1)?.title === crumb.title) crumbs[crumbs.length - 1] = crumb;
    else crumbs.push(crumb);
  });
  return crumbs;
}
