/**
 * The app's single request layer: the framework-free runtime wired to cookies, the toaster and a
 * page reload. Every screen and loader imports `http` from here.
 */
import { getToken, removeStoredUserInfo, removeToken } from '../../runtime/cookies';
import { getClientId } from '../../runtime/client-id';
import { createHttp } from '../../runtime/http';
import { currentSession } from '../features/session/session-state';
import { showError } from './toaster';

export const http = createHttp({
  getToken,
  clearToken: () => {
    removeToken();
    removeStoredUserInfo();
  },
  getClientId,
  onError: showError,
  onSessionEnd: () => {
    // A reload drops every piece of in-memory state of the old session; the guard then sends the
    // user to the login page with a redirect back. While the guard is still loading the session
    // there is no such state, and the guard itself goes to login: a reload would only wipe the
    // message that says why.
    if (currentSession()) window.location.reload();
  },
});
