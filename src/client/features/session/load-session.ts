/**
 * Loads the session for the guard, once (SPEC.md §2): user info, exhibitor, authorities, categories,
 * notices and group switch, then the account's routes. Concurrent navigations share one load, and a
 * navigation that is abandoned does not abandon it.
 */
import { isCancelled, wasShown } from '../../../runtime/http';
import { filterRoutes } from '../../../runtime/filter-routes';
import { loadSessionAccess, SessionLoadError } from '../../../runtime/load-access';
import { setStoredUserInfo } from '../../../runtime/cookies';
import { http } from '../../app/http';
import { appStore } from '../../app/store';
import { showError } from '../../app/toaster';
import { translate } from '../../i18n/translate';
import { appRouteTree } from '../../routes/route-tree';
import { sessionAtom, type Session } from './session-state';
import { onSessionStart } from './session-lifecycle';

const PROBLEM_MESSAGES: Record<SessionLoadError['problem'], string> = {
  'info-empty': 'session.infoEmpty',
  'roles-missing': 'session.rolesMissing',
};

let pending: Promise<Session> | undefined;

async function load(): Promise<Session> {
  const access = await loadSessionAccess(http, {
    log: (message, error) => console.warn(`[session] ${message}`, error),
  });
  const session: Session = {
    ...access,
    routes: filterRoutes(appRouteTree, { subject: access.subject, presence: access.presence, roles: access.user.roles }),
  };
  appStore.set(sessionAtom, session);
  setStoredUserInfo(access.user);
  onSessionStart(session);
  return session;
}

/** Shows why the session could not start, unless the request layer has shown it already (§8). */
function explain(error: unknown): void {
  if (error instanceof SessionLoadError) showError(translate(PROBLEM_MESSAGES[error.problem]));
  else if (wasShown(error) || isCancelled(error)) return;
  else showError((error instanceof Error && error.message) || translate('session.hasError'));
}

export async function ensureSession(): Promise<Session> {
  const current = appStore.get(sessionAtom);
  if (current) return current;
  pending ??= load().then(
    (session) => {
      pending = undefined;
      return session;
    },
    (error: unknown) => {
      pending = undefined;
      explain(error);
      throw error;
    },
  );
  return pending;
}
