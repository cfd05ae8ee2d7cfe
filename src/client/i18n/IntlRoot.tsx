import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { localeAtom, messagesAtom } from './locale-state';
import { intlLocale } from './messages';

export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const messages = useAtomValue(messagesAtom);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale={intlLocale(DEFAULT_LOCALE)} messages={messages}>
      {children}
    </IntlProvider>
  );
}
