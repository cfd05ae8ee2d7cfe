/**
 * The active language and its messages (SPEC.md §4: saved preference, else zh). Switching waits
 * for the other catalogue, then flips language and messages together, so no screen ever renders
 * message ids; the cookie tells the server to answer in the same language.
 *
 * The messages are the files' with the ones staff published laid over them (messages.ts). When a new
 * version is published (live 10106) its messages replace the old ones: <IntlProvider> renders the new
 * wording in place, and nothing else on the page changes (what a form holds included).
 */
import { atom } from 'jotai';
import { getLanguage, setLanguage } from '../../runtime/cookies';
import type { Locale } from '../../shared/locale';
import type { PublishedMessages } from '../../shared/messages';
import { intlLocale, loadMessages, loadPublished, NO_PUBLISHED, withPublished, type Messages } from './messages';

interface LocaleState {
  locale: Locale;
  /** The files' messages loaded so far. */
  files: Messages;
  /** The published messages of the language. */
  published: PublishedMessages;
  /** The files' with the published laid over them: what <IntlProvider> gets. */
  messages: Messages;
  /** Every message of the language, not only the sign-in part (messages.ts). */
  complete: boolean;
}

const localeStateAtom = atom<LocaleState>({ locale: getLanguage(), files: {}, published: NO_PUBLISHED, messages: {}, complete: false });

export const localeAtom = atom((get) => get(localeStateAtom).locale);
export const messagesAtom = atom((get) => get(localeStateAtom).messages);
/** The version of the published messages the page shows (0: the files alone). */
export const publishedVersionAtom = atom((get) => get(localeStateAtom).published.version);

/** Set once a screen beyond sign-in was opened: from then on every language loads complete. */
let wantComplete = false;

const stateOf = (locale: Locale, files: Messages, published: PublishedMessages, complete: boolean): LocaleState =>
  ({ locale, files, published, messages: withPublished(files, published.messages, complete), complete });

export const changeLocaleAtom = atom(null, async (get, set, locale: Locale) => {
  const complete = wantComplete || get(localeStateAtom).complete;
  const [files, published] = await Promise.all([loadMessages(locale, complete), loadPublished(locale)]);
  setLanguage(locale);
  document.documentElement.lang = intlLocale(locale);
  set(localeStateAtom, stateOf(locale, files, published, complete));
});

/** Loads the rest of the active language's messages, once, before a screen beyond sign-in renders. */
export const completeMessagesAtom = atom(null, async (get, set) => {
  wantComplete = true;
  for (;;) {
    const { locale, complete } = get(localeStateAtom);
    if (complete) return;
    const files = await loadMessages(locale, true);
    // A language switch meanwhile: load again for the language now shown.
    const now = get(localeStateAtom);
    if (now.locale === locale) {
      set(localeStateAtom, stateOf(locale, files, now.published, true));
      return;
    }
  }
});

/** A version of the messages was published (live 10106): the page takes its messages, unless it has them or newer. */
export const publishedMessagesAtom = atom(null, async (get, set, version: number) => {
  const { locale, published } = get(localeStateAtom);
  if (version <= published.version) return;
  const next = await loadPublished(locale, version);
  const now = get(localeStateAtom);
  // A language switch meanwhile loaded the version in force itself; an older answer changes nothing.
  if (now.locale !== locale || next.version <= now.published.version) return;
  set(localeStateAtom, stateOf(locale, now.files, next, now.complete));
});
