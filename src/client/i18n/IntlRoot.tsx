import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../shared/locale';
import { localeAtom, messagesAtom } from './locale-state';
import { intlLocale } from './messages';
import { screenLabelsAtom, withLabels } from './screen-labels';

export function IntlRoot({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const files = useAtomValue(messagesAtom);
  // The labels published with the screens' versions lie over the files' messages (screen-labels.ts).
  const labels = useAtomValue(screenLabelsAtom);
  const messages = useMemo(() => withLabels(files, Object.values(labels), locale), [files, labels, locale]);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale={intlLocale(DEFAULT_LOCALE)} messages={messages}>
      {children}
    </IntlProvider>
  );
}
