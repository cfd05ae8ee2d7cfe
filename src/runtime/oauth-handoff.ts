/**
 * A third-party login (the organiser's single sign-on, a social account) ends in a window the portal
 * opened; that window lands on /auth-redirect with the provider's answer in its query. As in
 * vue-element-admin, the answer is handed to the opener through localStorage under one key (the
 * opener hears it as a `storage` event) and the window closes itself.
 */
export const OAUTH_RESULT_KEY = 'x-admin-oauth-code';

/** Stores the query (without its "?") for the opener; false when there is nothing to hand over or no storage. */
export function handOffOAuthResult(search: string, storage: Pick<Storage, 'setItem'> | undefined): boolean {
  const result = search.startsWith('?') ? search.slice(1) : search;
  if (!result || !storage) return false;
  try {
    storage.setItem(OAUTH_RESULT_KEY, result);
    return true;
  } catch {
    // Storage full or refused (private mode): the page says so instead.
    return false;
  }
}

/** The opener's side: the handed-over query, read once and removed so it is never used twice. */
export function takeOAuthResult(storage: Pick<Storage, 'getItem' | 'removeItem'>): URLSearchParams | undefined {
  const result = storage.getItem(OAUTH_RESULT_KEY);
  if (result === null) return undefined;
  storage.removeItem(OAUTH_RESULT_KEY);
  return new URLSearchParams(result);
}
