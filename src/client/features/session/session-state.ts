/**
 * Who is logged in and what they may open, once the guard has loaded it (SPEC.md §2: user info and
 * routes loaded once per session). Route loaders and the guard read it through the store; screens
 * through the derived atoms.
 */
import { atom } from 'jotai';
import { permits, type Area } from '../../../shared/access';
import type { UserInfo } from '../../../shared/api';
import type { RouteNode } from '../../../shared/route-meta';
import type { SessionAccess } from '../../../runtime/load-access';
import { buildMenu } from '../../../runtime/menu';
import { appStore } from '../../app/store';

export interface Session extends SessionAccess {
  /** The account's share of the route tree, hidden routes included. */
  routes: RouteNode[];
}

export const sessionAtom = atom<Session | null>(null);

export const userInfoAtom = atom<UserInfo | null>((get) => get(sessionAtom)?.user ?? null);

/** Whether the account may use an area: for actions of one screen that belong to another area. */
export const permitsAtom = atom((get) => {
  const session = get(sessionAtom);
  return (area: Area): boolean => session !== null && permits(area, session.subject);
});

export const menuAtom = atom((get) => buildMenu(get(sessionAtom)?.routes ?? []));

export const currentSession = (): Session | null => appStore.get(sessionAtom);
