/**
 * An order read-only, from schemas/group-order.json through the engine's details (amounts in yuan,
 * states as badges, times on the show's clock), with the ticket's name in the reader's language
 * and the time left to pay. Times the order has not reached are left out.
 */
import { Box, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import groupOrderScreen from 'virtual:schema/group-order';
import { SchemaDetails } from '../../../engine';
import { GroupOrderStatus, type GroupOrder } from '../../../shared/group';
import type { Locale } from '../../../shared/locale';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { OrderClock } from './Countdown';
import { deadlineRuns } from './order-rules';

/** The buyer's own orders need not name the buyer; the id is the order number's. */
const ALWAYS_LEFT_OUT = ['buyer_name', 'id'];
const MOMENTS = ['deadline_at', 'verify_due_at', 'paid_at'] as const;

export const groupOrderDescriptor = groupOrderScreen.descriptor;

export const ticketName = (order: Pick<GroupOrder, 'ticket_name' | 'ticket_name_en'>, locale: Locale): string =>
  localized(locale, order.ticket_name, order.ticket_name_en);

export function OrderSummary({ order, now }: { order: GroupOrder; now: number }) {
  const { locale } = useLocale();
  const omit = [...ALWAYS_LEFT_OUT, ...MOMENTS.filter((field) => order[field] === null)];
  return (
    <Box data-testid="order-summary">
      <SchemaDetails descriptor={groupOrderDescriptor} record={{ ...order, ticket_name: ticketName(order, locale) }} omit={omit} />
      {/* The clock that runs: the buyer's time to pay, or the organiser's to confirm. */}
      {deadlineRuns(order.status) || order.status === GroupOrderStatus.AWAITING_VERIFICATION ? (
        <HStack mt="3" gap="2">
          {deadlineRuns(order.status) ? <Text fontSize="sm" color="fg.muted"><FormattedMessage id="groupPage.clock.title" /></Text> : null}
          <OrderClock order={order} now={now} size="sm" />
        </HStack>
      ) : null}
    </Box>
  );
}
