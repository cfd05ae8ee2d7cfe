/** Paths the shell itself navigates to (SPEC.md §2). */
export const LOGIN_PATH = '/login';
export const HOME_PATH = '/exhibit-info/index';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';

export const loginPathFor = (returnTo: string): string =>
  returnTo && returnTo !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_PATH;

/**
 * Where to go after logging in. Only same-site paths are followed: `?redirect=//evil.example`
 * or an absolute URL must not turn the login page into an open redirect.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return HOME_PATH;
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`)) return HOME_PATH;
  return target;
}
