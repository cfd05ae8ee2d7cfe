/**
 * The message catalogues, one chunk per language, so a visitor downloads only the language in use.
 * They are the very files the server translates its messages from; the build hands them over
 * already parsed (scripts/vite-precompiled-messages.ts), tests as plain strings.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/locale';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const catalogues = import.meta.glob<Messages>('../../../locales/*.json', { import: 'default' });

const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let promise = loaded.get(locale);
  if (!promise) {
    const load = catalogues[`../../../locales/${locale}.json`];
    if (!load) return Promise.reject(new Error(`No messages for ${locale}`));
    promise = load();
    // A failed download must not be remembered, or the language could never be chosen again.
    promise.catch(() => loaded.delete(locale));
    loaded.set(locale, promise);
  }
  return promise;
}

/** BCP 47 tag for Intl formatting and <html lang>. */
export const intlLocale = (locale: Locale): string => (locale === 'zh' ? 'zh-CN' : 'en');
