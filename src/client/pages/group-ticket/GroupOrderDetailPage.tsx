/**
 * /groupManagement/groupTicket/groupOrderDetail?id=: one order (also where the provider's checkout
 * comes back to): what needs doing now (pay before the deadline, the organiser's confirmation date,
 * a rejection's reason), the order, its actions, its timeline, once paid its tickets to bind (the
 * group tickets' own screen, for buyers with or without ticket management), and its remittances
 * with their vouchers and decisions. Live 10002 about it reads it again, so a payment, a confirmation or a
 * rejection shows without reloading.
 */
import type { ReactNode } from 'react';
import { Grid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { GroupOrderStatus, REMITTANCE_VERIFY_WORKING_DAYS, type GroupOrderDetail } from '../../../shared/group';
import { OrderActions, OrderSection, OrderSummary, OrderTimeline, RemittanceList, deadlineRuns, groupOrderDescriptor, useNow } from '../../features/group';
import { GROUP_TICKETS, TicketKindProvider } from '../../features/tickets/ticket-kind';
import { TicketDetails } from '../../features/tickets/TicketDetails';
import { useShowTime } from '../../i18n/show-time';
import { OrderPage, type OrderPageBody } from './OrderPage';
import { PageNotice, type NoticeTone } from '../../components/PageNotice';

export function GroupOrderDetailPage() {
  return <OrderPage title="route.groupTicket.groupOrderDetail" testId="group-order-detail">{(body) => <OrderDetail {...body} />}</OrderPage>;
}

function OrderDetail({ order, show }: OrderPageBody) {
  const now = useNow(deadlineRuns(order.status));
  return (
    <Stack gap="6">
      <OrderNotice order={order} />
      <OrderActions order={order} actions={groupOrderDescriptor.list?.rowActions ?? []} onChanged={show} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <OrderSection title="groupPage.detail.order"><OrderSummary order={order} now={now} /></OrderSection>
        <OrderSection title="groupPage.detail.timeline"><OrderTimeline events={order.events} /></OrderSection>
      </Grid>
      {order.tickets ? (
        <OrderSection title="groupPage.detail.tickets">
          <Text color="fg.muted" fontSize="sm" mb="3" data-testid="order-tickets-bound">
            <FormattedMessage id="groupPage.detail.ticketsBound" values={{ bound: order.tickets.bound, total: order.tickets.total }} />
          </Text>
          <TicketKindProvider kind={GROUP_TICKETS}>
            <TicketDetails embedded={{ allocationId: order.tickets.allocation_id }} />
          </TicketKindProvider>
        </OrderSection>
      ) : null}
      <OrderSection title="groupPage.detail.remittances"><RemittanceList remittances={order.remittances} /></OrderSection>
    </Stack>
  );
}

/** The one thing the buyer should know about the order now. */
function OrderNotice({ order }: { order: GroupOrderDetail }) {
  const showTime = useShowTime();
  const notice = (tone: NoticeTone, title: ReactNode, description?: ReactNode) =>
    <PageNotice tone={tone} title={title} description={description} testId="order-notice" value={order.status} />;
  const deadline = order.deadline_at ? showTime.dateTime(order.deadline_at) : '—';
  switch (order.status) {
    case GroupOrderStatus.AWAITING_PAYMENT:
    case GroupOrderStatus.AWAITING_REMITTANCE:
      return notice('warning', <FormattedMessage id={`groupPage.notice.${order.status === GroupOrderStatus.AWAITING_PAYMENT ? 'awaitingPayment' : 'awaitingRemittance'}`} values={{ time: deadline }} />);
    case GroupOrderStatus.AWAITING_VERIFICATION:
      return notice('info', <FormattedMessage id="groupPage.notice.awaitingVerification" values={{ days: REMITTANCE_VERIFY_WORKING_DAYS, time: order.verify_due_at ? showTime.dateTime(order.verify_due_at) : '—' }} />);
    case GroupOrderStatus.VERIFICATION_FAILED:
      return notice('error', <FormattedMessage id="groupPage.notice.verificationFailed" values={{ time: deadline }} />, order.reason);
    case GroupOrderStatus.PAYMENT_COMPLETE:
    case GroupOrderStatus.TRANSACTION_COMPLETE:
      return notice('success', <FormattedMessage id="groupPage.notice.paid" values={{ time: order.paid_at ? showTime.dateTime(order.paid_at) : '—' }} />);
    default:
      return notice('info', <FormattedMessage id="groupPage.notice.cancelled" />);
  }
}
