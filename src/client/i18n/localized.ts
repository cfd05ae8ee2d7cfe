import type { Locale } from '../../shared/locale';

/**
 * Picks the record's text in the active language. Organisers sometimes leave the English column
 * empty; the Chinese text then beats a blank.
 */
export const localized = (locale: Locale, zh: string, en: string): string => (locale === 'en' ? en || zh : zh || en);
