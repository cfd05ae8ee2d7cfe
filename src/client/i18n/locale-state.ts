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
}

const localeStateAtom = atom<LocaleState>({ locale: getLanguage(), messages: {} });

export const localeAtom = atom((get) => get(localeStateAtom).locale);
export const messagesAtom = atom((get) => get(localeStateAtom).messages);

export const changeLocaleAtom = atom(null, async (_get, set, locale: Locale) => {
  const messages = await loadMessages(locale);
  setLanguage(locale);
  document.documentElement.lang = intlLocale(locale);
  set(localeStateAtom, { locale, messages });
});
