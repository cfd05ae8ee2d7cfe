/**
 * Bindings per day across the show: one column per day, its height the day's share of the busiest,
 * the figure written above it and the day below, so the trend reads without the colours.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ShowBinding } from '../../../shared/console';
import { useShowTime } from '../../i18n/show-time';

const BAR_HEIGHT_PX = 96;

export function DailyBindings({ days }: { days: ShowBinding['days'] }) {
  const intl = useIntl();
  const showTime = useShowTime();
  const busiest = Math.max(1, ...days.map((day) => day.bound));
  return (
    <HStack align="end" gap="0.5" width="100%" overflowX="auto" pb="1" px={{ base: '3', md: '0' }} data-testid="daily-bindings"
      role="img" aria-label={intl.formatMessage({ id: 'console.exhibitors.daily.label' }, { days: days.length, total: days.reduce((sum, day) => sum + day.bound, 0) })}>
      {days.map((day, index) => (
        // Every day on a phone too, narrower: there every other day is named (the latest always), so the names do not collide.
        <Stack key={day.day} gap="1" align="center" flex="1" minW={{ base: '0', md: '9' }} data-testid="daily-binding" data-day={day.day} data-bound={day.bound}
          css={{ '& > :last-child': { visibility: { base: (days.length - 1 - index) % 2 === 0 ? 'visible' : 'hidden', md: 'visible' } } }}>
          <Text fontSize="xs" color="fg.muted">{intl.formatNumber(day.bound)}</Text>
          <Box width="60%" bg={day.bound > 0 ? 'green.500' : 'gray.200'} borderTopRadius="sm"
            height={`${Math.max(2, Math.round((day.bound / busiest) * BAR_HEIGHT_PX))}px`} />
          <Text fontSize="2xs" color="fg.muted" whiteSpace="nowrap">{showTime.days([day.day])}</Text>
        </Stack>
      ))}
    </HStack>
  );
}
