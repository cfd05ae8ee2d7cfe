/**
 * Shortcuts as the dashboard draws them: each pinned alias resolved to a screen the account may open
 * now (its share of the route tree, presence rules included), and the screens it may still pin.
 */
import { SHORTCUT_TYPES, type Shortcut, type ShortcutType } from '../shared/shortcuts';
import type { RouteNode } from '../shared/route-meta';
import { flattenRoutes } from './route-lookup';

export interface ShortcutLink {
  shortcut: Shortcut;
  path: string;
  /** The route's title id. */
  title: string;
}

const pagesByName = (routes: readonly RouteNode[]): Map<string, RouteNode> =>
  new Map(flattenRoutes(routes).filter((node) => !node.children).map((node) => [node.name, node]));

/** The shortcuts whose screen the account may open, in their order; others are left out, not shown broken. */
export function shortcutLinks(routes: readonly RouteNode[], shortcuts: readonly Shortcut[]): ShortcutLink[] {
  const pages = pagesByName(routes);
  return shortcuts.flatMap((shortcut) => {
    const node = pages.get(shortcut.template);
    return node ? [{ shortcut, path: node.path, title: node.meta.title }] : [];
  });
}

export interface PinnableScreen {
  type: ShortcutType;
  title: string;
}

/** The catalogue's screens the account may open and has not pinned yet, in catalogue order. */
export function pinnableScreens(routes: readonly RouteNode[], shortcuts: readonly Shortcut[]): PinnableScreen[] {
  const pages = pagesByName(routes);
  const pinned = new Set(shortcuts.map((shortcut) => shortcut.type_id));
  return SHORTCUT_TYPES.flatMap((type) => {
    const node = pages.get(type.alias);
    return node && !pinned.has(type.id) ? [{ type, title: node.meta.title }] : [];
  });
}
