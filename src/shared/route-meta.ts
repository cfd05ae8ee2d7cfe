/**
 * The route-meta contract (ARCHITECTURE.md: one route tree drives router, menu, breadcrumb, tags
 * view and page title). The client declares the tree; the runtime filters and reads it through
 * these types only, so the same rules can be tested without React.
 */
import type { Area } from './access';
import type { StaffPermissionId } from './staff';

/** Account rules a route may need beyond its area (SPEC.md §6, the avatar dropdown). */
export type AccountRule = 'changePassword';

export interface RouteMeta {
  /** Locale id of the route's title: menu, breadcrumb, tags view and page title. */
  title: string;
  /** Locale id of the title when the page opens without an `id` in its query: an edit page adding a record. */
  titleNew?: string;
  /** Name of a shell icon; shown in the menu. */
  icon?: string;
  /** Not shown in the menu (still reachable, still guarded). */
  hidden?: boolean;
  /**
   * For a hidden page: the path of the menu entry it belongs to, highlighted while it is open
   * (vue-element-admin's `activeMenu`), where neither its trail nor its path leads to one.
   */
  activeMenu?: string;
  /** Shown as a group even with a single child. */
  alwaysShow?: boolean;
  /** A tags-view tab that is always there and cannot be closed. */
  affix?: boolean;
  /** The part of the product the route belongs to; children inherit it (SPEC.md §6 via `permits`). */
  area?: Area;
  /** An account rule the route needs as well. */
  rule?: AccountRule;
  /** A console page: the staff permission it needs (src/shared/staff.ts), the one its endpoints need. */
  staff?: StaffPermissionId;
  /** Roles allowed besides 'admin', which passes every route (SPEC.md §6). */
  roles?: readonly string[];
}

/** The title a page goes by at this address: `titleNew` while it adds a record (no `?id=`). */
export function titleAt(meta: RouteMeta, search: string): string {
  return meta.titleNew && !new URLSearchParams(search).get('id') ? meta.titleNew : meta.title;
}

/**
 * One node of the route tree. `path` is absolute, so every consumer (menu link, breadcrumb, guard)
 * can use it as is; `name` is unique and is the key of the presence rules of access.ts.
 */
export interface RouteNode {
  path: string;
  name: string;
  meta: RouteMeta;
  children?: readonly RouteNode[];
}
