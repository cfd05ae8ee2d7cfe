/**
 * How long a remittance has waited for the organiser, against the promise (SPEC.md §9: confirmed
 * within 3 working days): the time since it was remitted and the promised time, red once that passed.
 * An order that does not wait on the organiser shows a dash.
 */
import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { GroupOrder } from '../../../shared/group';
import { useShowTime } from '../../i18n/show-time';
import { verificationWait } from './order-rules';

export function VerificationClock({ order, now }: { order: Pick<GroupOrder, 'status' | 'remitted_at' | 'verify_due_at'>; now: number }) {
  const showTime = useShowTime();
  const wait = verificationWait(order, now / 1000);
  if (!wait) return <Text as="span" color="fg.muted">—</Text>;
  const colour = wait.overdue ? 'red.700' : undefined;
  return (
    <Stack gap="0" data-testid="verification-wait" data-overdue={wait.overdue}>
      <Text fontSize="sm" whiteSpace="nowrap" color={colour} fontWeight={wait.overdue ? 'semibold' : undefined}>
        <FormattedMessage id="console.remittance.waited" values={{ days: wait.days, hours: wait.hours }} />
      </Text>
      {order.verify_due_at ? (
        <Text fontSize="xs" color={colour ?? 'fg.muted'}>
          <FormattedMessage id={wait.overdue ? 'console.remittance.overdueSince' : 'console.remittance.dueBy'} values={{ time: showTime.dateTime(order.verify_due_at) }} />
        </Text>
      ) : null}
    </Stack>
  );
}
