/**
 * The navigation guard (SPEC.md §2). The session check is route middleware, not a loader: the
 * router runs all matched loaders in parallel, so a screen's own loader would otherwise call the
 * API before the guard had decided, without a token. Middleware runs first, parent to child, on
 * every navigation into the layout.
 *
 *   no token            → public routes only; /redirect/<path> forwards to <path>; else /login?redirect=
 *   token, first time   → user info and routes are loaded; a failure clears the token, shows why,
 *                         and goes to /login?redirect=
 *   token               → /        → the account's first screen (exhibition information if allowed)
 *                         a group  → its first screen
 *                         a route the account may not open → /401; no such route → /404
 */
import { redirect, type MiddlewareFunction } from 'react-router-dom';
import { getToken } from '../../runtime/cookies';
import { SIGN_IN_PATHS } from '../../shared/locale';
import { appStore } from '../app/store';
import { completeMessagesAtom } from '../i18n/locale-state';
import { homePath, normalizePath, resolvePath } from '../../runtime/route-lookup';
import { HOME_PATH, loginPathFor, NOT_FOUND_PATH, refreshTarget, UNAUTHORIZED_PATH } from './paths';
import { appRouteTree } from './route-tree';

/**
 * The login page ships only the sign-in part of the messages (i18n/messages.ts); any other screen
 * waits for the rest, so it never shows a message id.
 */
export const completeMessages: MiddlewareFunction = async ({ request }) => {
  if (!SIGN_IN_PATHS.has(normalizePath(new URL(request.url).pathname))) await appStore.set(completeMessagesAtom);
};

/** Public screens that make no sense with a session: /login. */
export function guestOnly(): Response | null {
  return getToken() ? redirect('/') : null;
}

export const requireSession: MiddlewareFunction = async ({ request }) => {
  const url = new URL(request.url);
  const path = normalizePath(url.pathname);
  const refresh = refreshTarget(path, url.search);
  const returnTo = `${url.pathname}${url.search}`;

  if (!getToken()) {
    // /redirect is public: it only forwards, and the target is guarded in turn.
    if (refresh !== undefined) throw redirect(refresh);
    throw redirect(loginPathFor(returnTo));
  }

  // Loaded on the first protected navigation: the login page's first load does without them.
  const [{ ensureSession }, { endLocalSession }] = await Promise.all([
    import('../features/session/load-session'),
    import('../features/session/session-lifecycle'),
  ]);
  let session;
  try {
    session = await ensureSession();
  } catch {
    // The reason is on screen already (load-session); this session cannot be used, start over.
    endLocalSession();
    throw redirect(loginPathFor(returnTo));
  }

  if (refresh !== undefined) return;
  if (path === '/') throw redirect(`${homePath(session.routes, HOME_PATH) ?? UNAUTHORIZED_PATH}${url.search}`);

  const verdict = resolvePath(appRouteTree, session.routes, path);
  if (verdict.kind === 'redirect') throw redirect(`${verdict.to}${url.search}`);
  if (verdict.kind === 'forbidden') throw redirect(UNAUTHORIZED_PATH);
  if (verdict.kind === 'unknown') throw redirect(NOT_FOUND_PATH);
};
