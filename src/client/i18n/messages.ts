/**
 * The message catalogues, one chunk per language and part, so a visitor downloads only the language
 * in use, and the login page only the messages of the sign-in pages (src/shared/locale.ts); every
 * other screen loads the rest first. They are the very files the server translates its messages
 * from; the build hands them over already parsed (scripts/vite-precompiled-messages.ts).
 */
import type { MessageFormatElement } from 'react-intl';
import type { Locale } from '../../shared/locale';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const signInParts = import.meta.glob<Messages>('../../../locales/*.json', { query: '?part=sign-in', import: 'default' });
const restParts = import.meta.glob<Messages>('../../../locales/*.json', { query: '?part=rest', import: 'default' });

const loaded = new Map<string, Promise<Messages>>();

function loadPart(parts: Record<string, () => Promise<Messages>>, name: string, locale: Locale): Promise<Messages> {
  const key = `${name}:${locale}`;
  let promise = loaded.get(key);
  if (!promise) {
    const load = parts[`../../../locales/${locale}.json`];
    if (!load) return Promise.reject(new Error(`No messages for ${locale}`));
    promise = load();
    // A failed download must not be remembered, or the language could never be chosen again.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** The sign-in part alone, or (`complete`) every message of the language. */
export async function loadMessages(locale: Locale, complete: boolean): Promise<Messages> {
  const [signIn, rest] = await Promise.all([
    loadPart(signInParts, 'sign-in', locale),
    complete ? loadPart(restParts, 'rest', locale) : Promise.resolve({}),
  ]);
  return { ...signIn, ...rest } as Messages;
}

/** BCP 47 tag for Intl formatting and <html lang>. */
export const intlLocale = (locale: Locale): string => (locale === 'zh' ? 'zh-CN' : 'en');
