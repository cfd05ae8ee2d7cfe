/**
 * The sidebar menu as data, built from the account's routes (vue-element-admin's rules): hidden
 * routes are left out; a route with exactly one visible child shows that child in its place unless
 * it is `alwaysShow`; everything else with children is a group.
 */
import type { RouteNode } from '../shared/route-meta';

export interface MenuEntry {
  /** Path of the route the entry stands for; unique in the menu. */
  key: string;
  /** Locale id of the label. */
  title: string;
  icon?: string;
  /** Where a leaf entry links to; undefined for a group. */
  to?: string;
  children?: MenuEntry[];
  /** Route paths this leaf stands for: its own and those of the parents folded into it. */
  paths: string[];
}

const visible = (nodes: readonly RouteNode[] | undefined): RouteNode[] => (nodes ?? []).filter((node) => !node.meta.hidden);

function entryFor(node: RouteNode, folded: string[], inheritedIcon: string | undefined): MenuEntry {
  const icon = node.meta.icon ?? inheritedIcon;
  const shown = visible(node.children);
  const only = shown[0];
  if (only && shown.length === 1 && !node.meta.alwaysShow) {
    return entryFor(only, [...folded, node.path], icon);
  }
  if (shown.length === 0) {
    // A page, or a group whose children are all hidden: it opens as one page (the guard lands a
    // group path on its first page).
    return { key: node.path, title: node.meta.title, icon, to: node.path, paths: [...folded, node.path] };
  }
  return { key: node.path, title: node.meta.title, icon, children: shown.map((child) => entryFor(child, [], undefined)), paths: [...folded, node.path] };
}

export function buildMenu(routes: readonly RouteNode[]): MenuEntry[] {
  return visible(routes).map((node) => entryFor(node, [], undefined));
}

/**
 * The page a route opens as in the menu: its own for a page, the lone visible page a group folds
 * into; undefined for a group the menu shows as a group (it has no page of its own).
 */
export const menuPageOf = (node: RouteNode): string | undefined => entryFor(node, [], undefined).to;

export interface MenuSelection {
  /** Key of the highlighted leaf, undefined when the page belongs to no entry. */
  active?: string;
  /** Keys of the groups around it, outermost first: they open. */
  open: string[];
}

/**
 * The paths selectMenu reads for a page's trail (routes from the top down): the page's `activeMenu`
 * first, where it names one, so it is the last tried.
 */
export const menuTrail = (trail: readonly RouteNode[]): string[] => {
  const belongsTo = trail.at(-1)?.meta.activeMenu;
  return [...(belongsTo ? [belongsTo] : []), ...trail.map((node) => node.path)];
};

/**
 * Which entry to highlight for the page at the end of `trail` (paths from the top route down): the
 * deepest route of the trail that an entry stands for, so a hidden edit page lights up its list; for
 * a hidden page beside its list rather than under it (`/organiser/schemas/history`), the entry whose
 * path its own path extends.
 */
export function selectMenu(menu: readonly MenuEntry[], trail: readonly string[]): MenuSelection {
  const found = new Map<string, string[]>();
  const walk = (entries: readonly MenuEntry[], groups: string[]): void => {
    for (const entry of entries) {
      if (entry.children) walk(entry.children, [...groups, entry.key]);
      else for (const path of entry.paths) found.set(path, [...groups, entry.key]);
    }
  };
  walk(menu, []);
  for (const path of [...trail].reverse()) {
    const keys = found.get(path);
    if (keys) return { active: keys.at(-1), open: keys.slice(0, -1) };
  }
  const page = trail.at(-1) ?? '';
  for (let end = page.lastIndexOf('/'); end > 0; end = page.lastIndexOf('/', end - 1)) {
    const keys = found.get(page.slice(0, end));
    if (keys) return { active: keys.at(-1), open: keys.slice(0, -1) };
  }
  return { open: [] };
}
