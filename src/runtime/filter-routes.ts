/**
 * Which routes an account may see (SPEC.md §6), as one pure function of the route tree, the
 * account and what exists. The rules themselves live in shared/access.ts (`permits`, the presence
 * rules, the avatar rules), the very ones the server enforces; this module only walks the tree.
 */
import { PRESENCE_RULES, canChangePassword, permits, staffMay, type Area, type Presence, type Subject } from '../shared/access';
import type { AccountRule, RouteNode } from '../shared/route-meta';

/** SPEC.md §6: 'admin' is the main exhibitor role and passes every role check. */
export const ADMIN_ROLE = 'admin';

const ACCOUNT_RULES: Readonly<Record<AccountRule, (who: Subject) => boolean>> = {
  changePassword: canChangePassword,
};

export interface AccessInput {
  subject: Subject;
  presence: Presence;
  /** Roles of the user info; the server gives every portal account 'admin'. */
  roles?: readonly string[];
}

function nodeAllowed(node: RouteNode, area: Area | undefined, input: AccessInput): boolean {
  if (area !== undefined && !permits(area, input.subject)) return false;
  // Own properties only: a route named "toString" must not find Object.prototype's.
  const presence = Object.hasOwn(PRESENCE_RULES, node.name) ? PRESENCE_RULES[node.name] : undefined;
  if (presence && !presence(input.presence)) return false;
  if (node.meta.rule && !ACCOUNT_RULES[node.meta.rule](input.subject)) return false;
  if (node.meta.staff !== undefined && !staffMay(node.meta.staff, input.subject)) return false;
  const roles = input.roles ?? [ADMIN_ROLE];
  if (node.meta.roles && !roles.includes(ADMIN_ROLE) && !node.meta.roles.some((role) => roles.includes(role))) return false;
  return true;
}

function filterLevel(routes: readonly RouteNode[], inherited: Area | undefined, input: AccessInput): RouteNode[] {
  const allowed: RouteNode[] = [];
  for (const node of routes) {
    const area = node.meta.area ?? inherited;
    if (!nodeAllowed(node, area, input)) continue;
    if (!node.children) {
      allowed.push(node);
      continue;
    }
    const children = filterLevel(node.children, area, input);
    // A group with nothing left to open goes too (SPEC.md §6: /groupManagement without either flag).
    if (children.length > 0) allowed.push({ ...node, children });
  }
  return allowed;
}

/** The routes the account may open, hidden ones included (hidden is a menu matter, not access). */
export function filterRoutes(routes: readonly RouteNode[], input: AccessInput): RouteNode[] {
  return filterLevel(routes, undefined, input);
}
