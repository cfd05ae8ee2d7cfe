import { useIntl } from 'react-intl';

/** The show is held in Shanghai: its deadlines read the same wherever the exhibitor sits. */
export const SHOW_TIME_ZONE = 'Asia/Shanghai';

/** Formats Unix seconds as a date and time of the show's time zone (UTC+8), to the minute. */
export function useShowTime(): (seconds: number) => string {
  const intl = useIntl();
  return (seconds) => intl.formatDate(seconds * 1000, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: SHOW_TIME_ZONE });
}
