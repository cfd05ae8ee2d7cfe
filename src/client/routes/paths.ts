/** Paths the shell itself navigates to (SPEC.md §2). */
export const LOGIN_PATH = '/login';
/** The screen `/` opens when the account may see it; otherwise its first screen (route-lookup). */
export const HOME_PATH = '/exhibit-info/index';
export const NOT_FOUND_PATH = '/404';
export const UNAUTHORIZED_PATH = '/401';
/** Public: a booth ticket's share link (`?token=`), bound by its holder without logging in. */
export const TICKET_SHARE_PATH = '/ticketShare';
export const EDIT_PASSWORD_PATH = '/editPassword';
export const SUB_ACCOUNT_PATH = '/subaccount/index';
/** The sub-account page with its add dialog open (the avatar menu's "Add sub-account"). */
export const ADD_SUB_ACCOUNT_PATH = `${SUB_ACCOUNT_PATH}?add=1`;
/** `/redirect/<path>` shows <path> afresh: the tags view's refresh. */
export const REDIRECT_PREFIX = '/redirect';

export const loginPathFor = (returnTo: string): string =>
  returnTo && returnTo !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(returnTo)}` : LOGIN_PATH;

/** `/redirect/faq/index?x=1` → `/faq/index?x=1`; undefined for any other path. */
export function refreshTarget(pathname: string, search = ''): string | undefined {
  if (pathname !== REDIRECT_PREFIX && !pathname.startsWith(`${REDIRECT_PREFIX}/`)) return undefined;
  return `/${pathname.slice(REDIRECT_PREFIX.length).replace(/^\/+/, '')}${search}`;
}

/**
 * Where to go after logging in. Only same-site paths are followed: `?redirect=//evil.example`
 * or an absolute URL must not turn the login page into an open redirect. `/` lets the guard pick
 * the account's first screen.
 */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === LOGIN_PATH || target.startsWith(`${LOGIN_PATH}?`)) return '/';
  return target;
}
