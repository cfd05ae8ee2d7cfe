import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** Picks the English text in English (when there is one), the Chinese otherwise. */
export function useLocalized(): (zh: string, en: string | null | undefined) => string {
  const { locale } = useIntl();
  const english = locale.startsWith('en');
  return useCallback((zh, en) => (english && en ? en : zh), [english]);
}
