/**
 * What an order's clock says: the time left to pay while its deadline runs (red in the last
 * minutes), when the organiser promised to confirm a remittance under verification, else nothing.
 */
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { GroupOrderStatus, type GroupOrder } from '../../../shared/group';
import { useShowTime } from '../../i18n/show-time';
import { deadlineRuns, timeLeft } from './order-rules';

/** Under this many seconds left, the countdown turns red. */
const HURRY_SECONDS = 5 * 60;

export function OrderClock({ order, now, size = 'xs' }: { order: Pick<GroupOrder, 'status' | 'deadline_at' | 'verify_due_at'>; now: number; size?: 'xs' | 'sm' | 'md' }) {
  const showTime = useShowTime();
  if (deadlineRuns(order.status) && order.deadline_at) {
    const left = timeLeft(order.deadline_at, now);
    if (left.seconds === 0) return <Text fontSize={size} color="red.600" data-testid="order-countdown" data-left="0"><FormattedMessage id="groupPage.clock.expired" /></Text>;
    return (
      <Text fontSize={size} color={left.seconds < HURRY_SECONDS ? 'red.600' : 'orange.700'} fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="order-countdown" data-left={left.seconds}
        title={showTime.dateTime(order.deadline_at)}>
        <FormattedMessage id="groupPage.clock.left" values={{ days: left.days, clock: left.clock }} />
      </Text>
    );
  }
  if (order.status === GroupOrderStatus.AWAITING_VERIFICATION && order.verify_due_at) {
    return (
      <Text fontSize={size} color="purple.600" data-testid="order-verify-due">
        <FormattedMessage id="groupPage.clock.verifyBy" values={{ time: showTime.dateTime(order.verify_due_at) }} />
      </Text>
    );
  }
  return <Text fontSize={size} color="fg.muted">—</Text>;
}
