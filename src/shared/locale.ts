/** The portal's two languages (SPEC.md §4: zh unless the user chose otherwise). */
export const LOCALES = ['zh', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh';

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/** Maps a cookie value or an Accept-Language header to one of our locales. */
export function pickLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  return DEFAULT_LOCALE;
}
