import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useShowTime } from '../../i18n/show-time';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import type { ExpoConfigState } from './use-expo-config';

/** Name of the show as the page heading, with its dates and venue beneath. */
export function ExpoHeading({ state }: { state: ExpoConfigState }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const showTime = useShowTime();

  if (state.status === 'loading') {
    return (
      <Stack gap="2" align="center">
        <Skeleton height="8" width="72" />
        <Skeleton height="4" width="56" />
      </Stack>
    );
  }
  if (state.status === 'failed') return null;

  const { config } = state;
  const dates = showTime.dateRange(config.starts_at, config.ends_at);
  return (
    <Stack gap="1" align="center" textAlign="center">
      <Heading as="h1" size="2xl" data-testid="expo-name" letterSpacing="tight">
        {localized(locale, config.name, config.name_en)}
      </Heading>
      <Text fontSize="sm" color="gray.600" data-testid="expo-dates">
        {intl.formatMessage({ id: 'login.expoDates' }, { dates, venue: localized(locale, config.venue, config.venue_en) })}
      </Text>
    </Stack>
  );
}
