/**
 * The message catalogues, one chunk per language and part, so a visitor downloads only the language
 * in use, and the login page only the messages of the sign-in pages (src/shared/locale.ts); every
 * other screen loads the rest first. They are the very files the server translates its messages
 * from; the build hands them over already parsed (scripts/vite-precompiled-messages.ts).
 *
 * Over them lie the messages staff published while the show runs (issue 21): GET /api/i18n/:locale,
 * parsed by the server as the build parses the files, loaded with them and again for each version
 * published (live 10106).
 */
import type { MessageFormatElement } from 'react-intl';
import { getClientId } from '../../runtime/client-id';
import { createHttp } from '../../runtime/http';
import { isSignInMessage, type Locale } from '../../shared/locale';
import { publishedMessagesPath, type PublishedMessages } from '../../shared/messages';

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

/**
 * The published messages are public, and any page may load them (the sign-in pages too): a layer of
 * its own that sends no session and shows nothing — a failure leaves the files' messages in place.
 */
const publicHttp = createHttp({
  getToken: () => undefined, clearToken: () => {}, getClientId, onError: () => {}, onSessionEnd: () => {},
  prefixUrl: `${globalThis.location?.origin ?? ''}/api`,
});

/** What a page lays over the files when nothing is published, or it could not be read. */
export const NO_PUBLISHED: PublishedMessages = { version: 0, messages: {} };

const published = new Map<string, Promise<PublishedMessages>>();

/**
 * The published messages of a language: the version in force, or (`version`) that one — cached by
 * the browser for good, since a version never changes. Never rejects: a failure is the files alone.
 */
export function loadPublished(locale: Locale, version?: number): Promise<PublishedMessages> {
  const key = `${locale}:${version ?? 'now'}`;
  let promise = published.get(key);
  if (!promise) {
    const search = version === undefined ? undefined : { v: version };
    promise = publicHttp.get<PublishedMessages>(publishedMessagesPath(locale), search, { quiet: true }).catch((error: unknown) => {
      console.warn('[i18n] published messages not loaded; the files\' messages stay', error);
      return NO_PUBLISHED;
    });
    // Only a version is kept: "the version in force" is asked again next time.
    void promise.finally(() => { if (version === undefined) published.delete(key); });
    published.set(key, promise);
  }
  return promise;
}

/**
 * The files' messages with the published ones laid over them; without `complete`, only those of the
 * sign-in part (the page has loaded no other).
 */
export function withPublished(files: Messages, overrides: PublishedMessages['messages'], complete: boolean): Messages {
  const laid = Object.entries(overrides).filter(([id]) => complete || isSignInMessage(id));
  if (laid.length === 0) return files;
  return { ...files, ...Object.fromEntries(laid) } as Messages;
}

/** BCP 47 tag for Intl formatting and <html lang>. */
export const intlLocale = (locale: Locale): string => (locale === 'zh' ? 'zh-CN' : 'en');
