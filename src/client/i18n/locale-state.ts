/**
 * The active language and its messages (SPEC.md §4: saved preference, else zh). Switching waits
 * for the other catalogue, then flips language and messages together, so no screen ever renders
 * message ids; the cookie tells the server to answer in the same language.
 */
import { atom } from 'jotai';
import { getLanguage, setLanguage } from '../../runtime/cookies';
import type { Locale } from '../../shared/locale';
import { intlLocale, loadMessages, type Messages } from './messages';

interface LocaleState {
  locale: Locale;
  messages: Messages;
  /** Every message of the language, not only the sign-in part (messages.ts). */
  complete: boolean;
}

const localeStateAtom = atom<LocaleState>({ locale: getLanguage(), messages: {}, complete: false });

export const localeAtom = atom((get) => get(localeStateAtom).locale);
export const messagesAtom = atom((get) => get(localeStateAtom).messages);

/** Set once a screen beyond sign-in was opened: from then on every language loads complete. */
let wantComplete = false;

export const changeLocaleAtom = atom(null, async (get, set, locale: Locale) => {
  const complete = wantComplete || get(localeStateAtom).complete;
  const messages = await loadMessages(locale, complete);
  setLanguage(locale);
  document.documentElement.lang = intlLocale(locale);
  set(localeStateAtom, { locale, messages, complete });
});

/** Loads the rest of the active language's messages, once, before a screen beyond sign-in renders. */
export const completeMessagesAtom = atom(null, async (get, set) => {
  wantComplete = true;
  for (;;) {
    const { locale, complete } = get(localeStateAtom);
    if (complete) return;
    const messages = await loadMessages(locale, true);
    // A language switch meanwhile: load again for the language now shown.
    if (get(localeStateAtom).locale === locale) {
      set(localeStateAtom, { locale, messages, complete: true });
      return;
    }
  }
});
