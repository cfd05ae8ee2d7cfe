/**
 * Everything the portal keeps in cookies (SPEC.md §4, §9): the session token, a copy of the user
 * info, and the language, size and sidebar preferences. Cookie names are fixed by the spec.
 * js-cookie is a no-op without `document`, so these helpers are safe to call in node tests.
 */
import Cookies from 'js-cookie';
import type { UserInfo } from '../shared/api';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../shared/locale';

export const COOKIE = {
  token: 'Admin-Token',
  userInfo: 'Admin-UserInfo',
  language: 'language',
  size: 'size',
  sidebarStatus: 'sidebarStatus',
} as const;

/** Preferences outlive the session; a year is the usual span for such settings. */
const PREFERENCE_DAYS = 365;

const baseAttributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

// ---- session token -------------------------------------------------------------------------

export const getToken = (): string | undefined => Cookies.get(COOKIE.token) || undefined;

/** `expiresAt` is the token's own expiry in Unix seconds, so the cookie dies with the token. */
export function setToken(token: string, expiresAt?: number): void {
  const expires = expiresAt ? new Date(expiresAt * 1000) : undefined;
  Cookies.set(COOKIE.token, token, { ...baseAttributes(), expires });
}

export const removeToken = (): void => Cookies.remove(COOKIE.token, { path: '/' });

// ---- user info -----------------------------------------------------------------------------

/**
 * The cookie travels with every request, so it holds only what the shell shows before the user
 * info call answers; contact details (phone, e-mail) stay out of it.
 */
export type StoredUserInfo = Omit<UserInfo, 'email' | 'phone'>;

export function getStoredUserInfo(): StoredUserInfo | undefined {
  const raw = Cookies.get(COOKIE.userInfo);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as StoredUserInfo) : undefined;
  } catch {
    return undefined;
  }
}

export function setStoredUserInfo(info: UserInfo): void {
  const { email: _email, phone: _phone, ...kept } = info;
  Cookies.set(COOKIE.userInfo, JSON.stringify(kept), baseAttributes());
}

export const removeStoredUserInfo = (): void => Cookies.remove(COOKIE.userInfo, { path: '/' });

// ---- preferences ---------------------------------------------------------------------------

export const getLanguage = (): Locale => {
  const value = Cookies.get(COOKIE.language);
  return isLocale(value) ? value : DEFAULT_LOCALE;
};

/** The server reads this cookie too, so its messages follow the user's choice. */
export const setLanguage = (locale: Locale): void => {
  Cookies.set(COOKIE.language, locale, { ...baseAttributes(), expires: PREFERENCE_DAYS });
};

export const SIZES = ['large', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'medium';

/**
 * What a size does: the root font size every Chakra token is a multiple of (rem), so text, fields,
 * buttons, spacing and tables grow or shrink together, as element-ui's sizes do.
 */
export const SIZE_ROOT_PX: Record<Size, number> = { large: 18, medium: 16, small: 15, mini: 14 };

export const getSize = (): Size => {
  const value = Cookies.get(COOKIE.size);
  return SIZES.includes(value as Size) ? (value as Size) : DEFAULT_SIZE;
};

export const setSize = (size: Size): void => {
  Cookies.set(COOKIE.size, size, { ...baseAttributes(), expires: PREFERENCE_DAYS });
};

/** Open unless the user closed it last time ('0'); the spec stores 1 or 0. */
export const getSidebarOpened = (): boolean => Cookies.get(COOKIE.sidebarStatus) !== '0';

export const setSidebarOpened = (opened: boolean): void => {
  Cookies.set(COOKIE.sidebarStatus, opened ? '1' : '0', { ...baseAttributes(), expires: PREFERENCE_DAYS });
};
