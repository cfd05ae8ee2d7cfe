/** Times in the engine's tables and details: the shared formatter, in the form's language, on the show's clock the app hands in. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_SHOW_TIME_ZONE, showTimeFormatter, type ShowTimeFormatter } from '../shared/show-time';
import { useEngine } from './services';

export function useShowTime(): ShowTimeFormatter {
  const { locale } = useIntl();
  const { timeZone = DEFAULT_SHOW_TIME_ZONE } = useEngine();
  return useMemo(() => showTimeFormatter({ locale, timeZone }), [locale, timeZone]);
}
