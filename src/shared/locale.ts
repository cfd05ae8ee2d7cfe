/** The portal's two languages (SPEC.md §4: zh unless the user chose otherwise). */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

/**
 * Picks a record's text in the reader's language. Organisers sometimes leave the English column
 * empty; the Chinese text then beats a blank.
 */
export const localized = (locale: Locale, zh: string, en: string): string => (locale === 'en' ? en || zh : zh || en);

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Maps a cookie value or an Accept-Language header to one of our locales. */
export function pickLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}

/**
 * The messages the sign-in pages need (login, forgotten password, /check, /bind, errors, titles):
 * the client ships them as their own small catalogue part so the login page stays light; every
 * other screen loads the rest first.
 */
const SIGN_IN_MESSAGE_PREFIXES: ReadonlySet<string> = new Set(['app', 'login', 'account', 'api', 'common', 'error', 'lang', 'route', 'session']);
export const isSignInMessage = (id: string): boolean => SIGN_IN_MESSAGE_PREFIXES.has(id.slice(0, id.indexOf('.')));

/** Paths that render with the sign-in part of the messages alone. */
export const SIGN_IN_PATHS: ReadonlySet<string> = new Set(['/login', '/forget', '/check', '/bind']);
