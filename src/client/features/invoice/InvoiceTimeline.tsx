/**
 * How an application moved, in the style of a group order's history: each move from one state to
 * the next, what it was (applied, taken, exported, issued, failed, red-flushed…), by whom (the
 * applicant, the organiser, the tax system), when, why, and for how much when a red-flush names an
 * amount. Reasons the server writes as codes are worded; the organiser's own words are shown as written.
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatYuan } from '../../../engine';
import { EnumBadge } from '../tickets';
import { isFailure } from './invoice-rules';
import { InvoiceStatus, type InvoiceEvent } from '../../../shared/invoice';
import { useShowTime } from '../../i18n/show-time';

export function InvoiceTimeline({ events }: { events: readonly InvoiceEvent[] }) {
  const intl = useIntl();
  const showTime = useShowTime();
  if (events.length === 0) return <Text color="fg.muted" fontSize="sm"><FormattedMessage id="invoice.page.timeline.empty" /></Text>;
  const coded = (reason: string): boolean => Object.prototype.hasOwnProperty.call(intl.messages, `invoice.reason.${reason}`);
  return (
    <Stack as="ol" gap="0" listStyleType="none" data-testid="invoice-timeline">
      {events.map((event, index) => (
        <HStack as="li" key={`${event.at}-${index}`} align="stretch" gap="3" data-testid="invoice-event" data-action={event.action} data-status={event.to}>
          {/* The line between moves, with a dot at each; the latest is the application's state. */}
          <Stack align="center" gap="0" width="3" flexShrink={0}>
            <Box boxSize="2.5" rounded="full" bg={index === events.length - 1 ? 'brand.solid' : 'gray.300'} mt="1.5" />
            {index < events.length - 1 ? <Box flex="1" width="1px" bg="gray.200" /> : null}
          </Stack>
          <Stack gap="1" pb="4" minW="0">
            <HStack gap="1.5" wrap="wrap">
              <Text fontSize="sm" fontWeight="medium"><FormattedMessage id={`invoice.page.action.${event.action}`} /></Text>
              <EnumBadge set="invoiceStatus" value={event.from} />
              <Text as="span" color="fg.muted" aria-hidden="true">→</Text>
              <EnumBadge set="invoiceStatus" value={event.to} testId="invoice-event-to" />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {showTime.dateTime(event.at)} · <FormattedMessage id={`invoice.page.actor.${event.by}`} />
            </Text>
            {event.amount !== null ? (
              <Text fontSize="sm" data-testid="invoice-event-amount">
                <FormattedMessage id="invoice.page.timeline.amount" values={{ amount: formatYuan(event.amount, intl.locale) }} />
              </Text>
            ) : null}
            {event.reason ? (
              <Text fontSize="sm" color={isFailure(event.to) || event.to === InvoiceStatus.UPLOAD_FAILED ? 'red.600' : 'fg.muted'} overflowWrap="anywhere" data-testid="invoice-event-reason">
                <FormattedMessage id="invoice.page.timeline.reason" values={{ reason: coded(event.reason) ? intl.formatMessage({ id: `invoice.reason.${event.reason}` }) : event.reason }} />
              </Text>
            ) : null}
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}
