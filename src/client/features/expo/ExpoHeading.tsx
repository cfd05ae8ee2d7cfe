import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { localized } from '../../i18n/localized';
import { useLocale } from '../../i18n/use-locale';
import type { ExpoConfigState } from './use-expo-config';

/** The show is held in Shanghai; its dates read the same wherever the exhibitor sits. */
const EXPO_TIME_ZONE = 'Asia/Shanghai';

/** Name of the show as the page heading, with its dates and venue beneath. */
export function ExpoHeading({ state }: { state: ExpoConfigState }) {
  const intl = useIntl();
  const { locale } = useLocale();

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
  const dates = intl.formatDateTimeRange(config.starts_at * 1000, config.ends_at * 1000, {
    dateStyle: 'long',
    timeZone: EXPO_TIME_ZONE,
  });
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
