/**
 * Translation for code outside React (route loaders, the http callbacks), reading the same
 * language and messages as <IntlProvider>.
 */
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { appStore } from '../app/store';
import { localeAtom, messagesAtom } from './locale-state';
import { intlLocale, type Messages } from './messages';

const cache = createIntlCache();
let current: { messages: Messages; intl: IntlShape } | undefined;

export function translate(id: string, values?: Record<string, string | number>): string {
  const messages = appStore.get(messagesAtom);
  if (current?.messages !== messages) {
    current = { messages, intl: createIntl({ locale: intlLocale(appStore.get(localeAtom)), messages }, cache) };
  }
  return current.intl.formatMessage({ id }, values);
}
