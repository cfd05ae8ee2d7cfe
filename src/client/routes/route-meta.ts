/**
 * The route-meta contract (ARCHITECTURE.md: one route tree drives router, menu, breadcrumb, tags
 * view and page title). It rides on each route's `handle`.
 */
import type { AuthorityId } from '../../shared/authorities';

export interface RouteMeta {
  /** Locale id of the route's title. */
  title: string;
  icon?: string;
  /** Not shown in the menu. */
  hidden?: boolean;
  /** Shown as a group even with a single child. */
  alwaysShow?: boolean;
  /** A tags-view tab that cannot be closed. */
  affix?: boolean;
  /** Sub-accounts need this authority to see the route. */
  authority?: AuthorityId;
}

export interface RouteHandle {
  meta: RouteMeta;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { meta?: { title?: unknown } }).meta?.title === 'string';
