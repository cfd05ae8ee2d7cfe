/**
 * The app's single request layer: the framework-free runtime wired to cookies, the toaster and a
 * page reload. Every screen and loader imports `http` from here.
 */
import { getToken, removeStoredUserInfo, removeToken } from '../../runtime/cookies';
import { getClientId } from '../../runtime/client-id';
import { createHttp } from '../../runtime/http';
import { showError } from './toaster';

export const http = createHttp({
  getToken,
  clearToken: () => {
    removeToken();
    removeStoredUserInfo();
  },
  getClientId,
  onError: showError,
  // A reload drops every piece of in-memory state of the old session; the guard then sends the
  // user to the login page with a redirect back.
  onSessionEnd: () => window.location.reload(),
});
