/**
 * How route meta rides on the router: each route's `handle`. The meta type itself is the shared
 * contract (shared/route-meta.ts) that the runtime's filtering, menu and breadcrumb read.
 */
import type { RouteMeta } from '../../shared/route-meta';

export type { RouteMeta };

export interface RouteHandle {
  meta: RouteMeta;
}

export const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { meta?: { title?: unknown } }).meta?.title === 'string';
