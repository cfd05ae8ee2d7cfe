/**
 * /groupManagement/groupTicket/list: the buyer's group orders (schemas/group-order.json's columns,
 * amounts in yuan), filtered by state (kept in the address, ?status=), each with the time left to
 * pay or the organiser's confirmation date, and only the actions the order offers now. Live 10002 (an
 * order paid, confirmed, rejected or expired without the buyer) reads the page again.
 */
import { useCallback, useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ACTIONS_COLUMN, RefreshButton, SchemaTable, usePagedList } from '../../../engine';
import type { GroupOrder } from '../../../shared/group';
import {
  GROUP_BUY_PATH, OrderActionButtons, OrderBadge, OrderClock, OrderStatusFilter, isOrderStatus, fetchGroupOrders, groupOrderDescriptor, ticketName, useGroupOrderLive, useNow, useOrderActions,
} from '../../features/group';
import { ScreenEngine } from '../../features/screens';
import { useLocale } from '../../i18n/use-locale';
import { useAddressParams } from '../../routes/use-address-params';


export function GroupOrderListPage() {
  return <ScreenEngine><OrderList /></ScreenEngine>;
}

function OrderList() {
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [params, updateParams] = useAddressParams();
  const status = params.get('status') ?? '';
  const filters = useMemo((): Record<string, string> => (isOrderStatus(status) ? { status } : {}), [status]);
  const { message } = useGroupOrderLive();
  const orders = usePagedList<GroupOrder>(fetchGroupOrders, filters, 20, message);
  const { reload } = orders;
  const flow = useOrderActions(reload);
  const now = useNow();

  const chooseStatus = (value: string) => {
    updateParams((next) => { if (value) next.set('status', value); else next.delete('status'); });
  };

  const cells = useMemo(() => ({
    order_no: (order: GroupOrder) => <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap" data-testid="order-no">{order.order_no}</Text>,
    ticket_name: (order: GroupOrder) => ticketName(order, locale),
    status: (order: GroupOrder) => <OrderBadge value={order.status} testId="order-status" />,
    deadline_at: (order: GroupOrder) => <OrderClock order={order} now={now} />,
  }), [locale, now]);
  // Only what each order offers now: five buttons on every row would push its state and deadline out of sight.
  const rowActions = groupOrderDescriptor.list?.rowActions;
  const columns = useMemo((): ColumnDef<GroupOrder>[] => [{
    id: ACTIONS_COLUMN,
    cell: ({ row }) => <OrderActionButtons order={row.original} actions={rowActions ?? []} flow={flow} compact />,
  }], [rowActions, flow]);
  const rowId = useCallback((order: GroupOrder) => String(order.id), []);

  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="group-orders">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" flex="1" minW="64">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="groupOrder.list.title" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="groupPage.list.intro" /></Text>
        </Stack>
        <Button size="sm" colorPalette="brand" onClick={() => navigate(GROUP_BUY_PATH)} data-testid="group-buy"><FormattedMessage id="groupPage.list.buy" /></Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <OrderStatusFilter status={status} onChange={chooseStatus} />
        <RefreshButton onClick={reload} testId="orders-refresh" />
      </HStack>
      <SchemaTable descriptor={groupOrderDescriptor} list={orders} rowId={rowId} cells={cells} columns={columns} testId="orders-table"
        empty={<FormattedMessage id="groupPage.list.empty" />} />
      {flow.dialog}
    </Stack>
  );
}
