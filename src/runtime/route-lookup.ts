/**
 * Questions the shell asks of a route tree by path: which routes lead to it (breadcrumb, menu
 * highlight), where a group path should land, and what the guard should do with a typed URL.
 */
import type { RouteNode } from '../shared/route-meta';

/** '/notice/' and '/notice' are the same screen. */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

/** The nodes from the top of the tree down to the one with this path; undefined when none has it. */
export function findTrail(routes: readonly RouteNode[], path: string): RouteNode[] | undefined {
  const wanted = normalizePath(path);
  for (const node of routes) {
    if (node.path === wanted) return [node];
    // Children's paths start with their parent's, so only one branch can hold the path.
    if (node.children && wanted.startsWith(`${node.path}/`)) {
      const rest = findTrail(node.children, wanted);
      if (rest) return [node, ...rest];
    }
  }
  return undefined;
}

/** Every node of the tree, parents before children, in menu order. */
export function flattenRoutes(routes: readonly RouteNode[]): RouteNode[] {
  return routes.flatMap((node) => [node, ...(node.children ? flattenRoutes(node.children) : [])]);
}

/** The first page under these routes, preferring one the menu shows; undefined for an empty tree. */
export function firstPagePath(routes: readonly RouteNode[]): string | undefined {
  const pages = flattenRoutes(routes).filter((node) => !node.children);
  const shown = (page: RouteNode): boolean => !(findTrail(routes, page.path) ?? []).some((node) => node.meta.hidden);
  return (pages.find(shown) ?? pages[0])?.path;
}

/** Where `/` leads: the preferred screen when the account may open it, else its first page. */
export function homePath(allowed: readonly RouteNode[], preferred: string): string | undefined {
  const trail = findTrail(allowed, preferred);
  if (trail && !trail.at(-1)?.children) return preferred;
  return firstPagePath(allowed);
}

export type PathVerdict =
  | { kind: 'page' }
  /** A group's own path: open its first page. */
  | { kind: 'redirect'; to: string }
  /** A route of the portal the account may not open (→ /401). */
  | { kind: 'forbidden' }
  /** No such route at all (→ /404). */
  | { kind: 'unknown' };

/** The guard's decision for a path, given the whole tree and the account's share of it. */
export function resolvePath(all: readonly RouteNode[], allowed: readonly RouteNode[], path: string): PathVerdict {
  const trail = findTrail(allowed, path);
  if (trail) {
    const node = trail.at(-1);
    if (!node?.children) return { kind: 'page' };
    const first = firstPagePath(node.children);
    return first ? { kind: 'redirect', to: first } : { kind: 'forbidden' };
  }
  return findTrail(all, path) ? { kind: 'forbidden' } : { kind: 'unknown' };
}
