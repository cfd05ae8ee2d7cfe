/** How an order moved: each state it reached, when, by whom (buyer, organiser, system, provider) and why. */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { CODED_ORDER_REASONS, type GroupOrderEvent } from '../../../shared/group';
import { useShowTime } from '../../i18n/show-time';
import { OrderBadge } from './OrderBadge';

const CODED_REASONS: ReadonlySet<string> = new Set(CODED_ORDER_REASONS);

export function OrderTimeline({ events }: { events: readonly GroupOrderEvent[] }) {
  const showTime = useShowTime();
  if (events.length === 0) return <Text color="fg.muted" fontSize="sm"><FormattedMessage id="groupPage.timeline.empty" /></Text>;
  return (
    <Stack as="ol" gap="0" listStyleType="none" data-testid="order-timeline">
      {events.map((event, index) => (
        <HStack as="li" key={`${event.at}-${index}`} align="stretch" gap="3" data-testid="order-event" data-status={event.status}>
          {/* The line between moves, with a dot at each. */}
          <Stack align="center" gap="0" width="3" flexShrink={0}>
            <Box boxSize="2.5" rounded="full" bg={index === events.length - 1 ? 'brand.solid' : 'gray.300'} mt="1.5" />
            {index < events.length - 1 ? <Box flex="1" width="1px" bg="gray.200" /> : null}
          </Stack>
          <Stack gap="1" pb="4">
            <Box><OrderBadge value={event.status} /></Box>
            <Text fontSize="sm" color="fg.muted">
              {showTime.dateTime(event.at)} · <FormattedMessage id={`groupPage.actor.${event.by}`} />
            </Text>
            {event.reason ? (
              <Text fontSize="sm" color={CODED_REASONS.has(event.reason) ? 'fg.muted' : 'red.600'} data-testid="order-event-reason">
                {CODED_REASONS.has(event.reason)
                  ? <FormattedMessage id={`groupPage.timeline.${event.reason}`} />
                  : <FormattedMessage id="groupPage.timeline.reason" values={{ reason: event.reason }} />}
              </Text>
            ) : null}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
