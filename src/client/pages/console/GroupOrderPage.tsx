/**
 * /organiser/group-orders/detail?id=: one group order as staff verify it. The voucher the buyer uploaded,
 * with the amount due beside the amount declared, next to the order (its lines, its clock) and its
 * timeline; below, every remittance with its decision. While the remittance awaits verification,
 * staff confirm it or reject it with a reason; the buyer's open order page follows live.
 */
import type { ReactNode } from 'react';
import { Alert, Button, Grid, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { GroupOrderStatus, OrganiserGroupApi, REMITTANCE_VERIFY_WORKING_DAYS, type GroupOrderDetail } from '../../../shared/group';
import { PageNotice, type NoticeTone } from '../../components/PageNotice';
import {
  CONSOLE_GROUP_ORDERS_PATH, OrderBadge, OrderSection, OrderSummary, OrderTimeline, RemittanceDecision, RemittanceList, VoucherPanel, orderIdParam, useNow, verificationWait,
} from '../../features/group';
import { ScreenEngine, useRecord } from '../../features/screens';
import { useShowTime } from '../../i18n/show-time';

export function GroupOrderPage() {
  const [params] = useSearchParams();
  const param = params.get('id') ?? undefined;
  const id = orderIdParam(param ?? null);
  const { state, show } = useRecord<GroupOrderDetail>(id === undefined ? null : OrganiserGroupApi.order(id), { quiet: true });
  const phase = id === undefined ? 'missing' : state.phase;
  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="console-group-order">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.group_order" /></Heading>
            {state.phase === 'ready' ? (
              <HStack gap="2" wrap="wrap">
                <Text fontFamily="mono" fontSize="sm" color="fg.muted" data-testid="order-no">{state.record.order_no}</Text>
                <OrderBadge value={state.record.status} testId="order-status" />
                {state.record.buyer ? (
                  <Text fontSize="sm" data-testid="order-buyer">
                    <FormattedMessage id="console.groupOrder.buyer" values={{ name: state.record.buyer.name, account: state.record.buyer.account }} />
                  </Text>
                ) : null}
              </HStack>
            ) : null}
          </Stack>
          <Button asChild size="sm" variant="outline"><RouterLink to={CONSOLE_GROUP_ORDERS_PATH}><FormattedMessage id="console.groupOrder.back" /></RouterLink></Button>
        </HStack>
        {phase === 'loading' ? <Skeleton height="48" /> : null}
        {phase === 'missing' || phase === 'failed' ? (
          <Alert.Root status={phase === 'missing' ? 'warning' : 'error'} data-testid="order-unavailable">
            <Alert.Indicator />
            <Alert.Title><FormattedMessage id={phase === 'missing' ? 'groupPage.order.missing' : 'common.loadFailed'} /></Alert.Title>
          </Alert.Root>
        ) : null}
        {state.phase === 'ready' && id !== undefined ? <OrderBody order={state.record} onDecided={show} /> : null}
      </Stack>
    </ScreenEngine>
  );
}

function OrderBody({ order, onDecided }: { order: GroupOrderDetail; onDecided: (order: GroupOrderDetail) => void }) {
  const now = useNow(false);
  return (
    <Stack gap="6">
      <StaffNotice order={order} now={now} />
      <RemittanceDecision order={order} onDecided={onDecided} />
      <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
        <OrderSection title="console.groupOrder.voucher"><VoucherPanel order={order} /></OrderSection>
        <Stack gap="6">
          <OrderSection title="groupPage.detail.order"><OrderSummary order={order} now={now} /></OrderSection>
          <OrderSection title="groupPage.detail.timeline"><OrderTimeline events={order.events} /></OrderSection>
        </Stack>
      </Grid>
      <OrderSection title="groupPage.detail.remittances"><RemittanceList remittances={order.remittances} /></OrderSection>
    </Stack>
  );
}

/** Where the order stands for staff: what waits on them and since when, or how it was decided. */
function StaffNotice({ order, now }: { order: GroupOrderDetail; now: number }) {
  const showTime = useShowTime();
  const notice = (tone: NoticeTone, title: ReactNode, description?: ReactNode) =>
    <PageNotice tone={tone} title={title} description={description} testId="order-notice" value={order.status} />;
  const at = (seconds: number | null) => (seconds ? showTime.dateTime(seconds) : '—');
  switch (order.status) {
    case GroupOrderStatus.AWAITING_VERIFICATION: {
      const wait = verificationWait(order, now / 1000);
      return notice(wait?.overdue ? 'error' : 'warning',
        <FormattedMessage id={wait?.overdue ? 'console.groupOrder.overdue' : 'console.groupOrder.awaiting'} values={{ since: at(order.remitted_at), time: at(order.verify_due_at), days: REMITTANCE_VERIFY_WORKING_DAYS }} />);
    }
    case GroupOrderStatus.VERIFICATION_FAILED:
      return notice('error', <FormattedMessage id="console.groupOrder.rejected" />, order.reason);
    case GroupOrderStatus.PAYMENT_COMPLETE:
    case GroupOrderStatus.TRANSACTION_COMPLETE:
      return notice('success', <FormattedMessage id="console.groupOrder.paid" values={{ time: at(order.paid_at) }} />);
    case GroupOrderStatus.CANCELLED:
      return notice('info', <FormattedMessage id="groupPage.notice.cancelled" />);
    default:
      return notice('info', <FormattedMessage id="console.groupOrder.withBuyer" />);
  }
}
