/**
 * The navigation guard (SPEC.md §2). The session check is route middleware, not a loader: the
 * router runs all matched loaders in parallel, so a screen's own loader would otherwise call the
 * API before the guard had decided, without a token. Middleware runs first, parent to child.
 */
import { redirect, type MiddlewareFunction } from 'react-router-dom';
import { getToken } from '../../runtime/cookies';
import { isCancelled } from '../../runtime/http';
import { forgetSession } from '../../runtime/session';
import { loadUserInfo } from '../features/session/load-user-info';
import { clearCurrentUser, currentUser } from '../features/session/session-state';
import { loginPathFor } from './paths';

const returnPath = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Public screens that make no sense with a session: /login. */
export function guestOnly(): Response | null {
  return getToken() ? redirect('/') : null;
}

/** Screens inside the main layout: a token is required and the user is loaded once. */
export const requireSession: MiddlewareFunction = async ({ request }) => {
  if (!getToken()) throw redirect(loginPathFor(returnPath(request)));
  if (currentUser()) return;
  try {
    await loadUserInfo(request.signal);
  } catch (error) {
    if (isCancelled(error)) throw error;
    // The message is already on screen (toast); the session is unusable, start over at login.
    forgetSession();
    clearCurrentUser();
    throw redirect(loginPathFor(returnPath(request)));
  }
};
