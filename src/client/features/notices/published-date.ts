import { useIntl } from 'react-intl';

/** Notices are dated in the show's own time zone, wherever the reader is. */
const SHOW_TIME_ZONE = 'Asia/Shanghai';

export function usePublishedDate(): (seconds: number) => string {
  const intl = useIntl();
  return (seconds) => intl.formatDate(seconds * 1000, { dateStyle: 'long', timeZone: SHOW_TIME_ZONE });
}
