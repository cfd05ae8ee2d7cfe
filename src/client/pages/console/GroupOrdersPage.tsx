/**
 * /organiser/group-orders: every buyer's group orders for staff, remittances to verify first (the one
 * due soonest first, how long each has waited against the 3-working-day promise, red once overdue),
 * then the rest newest first. Filtered by state, sales channel, price type and by order number or buyer (kept in the address),
 * exported as filtered; each order opens at /organiser/group-orders/detail?id=.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ACTIONS_COLUMN, ExportButton, FilterArea, SchemaTable, usePagedList } from '../../../engine';
import { useInboxChanges } from '../../features/console';
import { GroupOrderStatus, REMITTANCE_VERIFY_WORKING_DAYS, type GroupOrder } from '../../../shared/group';
import { useStartExport } from '../../features/export';
import {
  OrderBadge, OrderStatusFilter, PriceFilter, VerificationClock, isPriceFilterValue, consoleGroupOrderPath, isOrderStatus, fetchOrganiserOrders, groupOrderDescriptor, startOrganiserOrderExport, ticketName,
} from '../../features/group';
import { ScreenEngine } from '../../features/screens';
import { useLocale } from '../../i18n/use-locale';
import { useAddressParams } from '../../routes/use-address-params';

/** The order's own columns of schemas/group-order.json; the buyer, the wait and the way in are the console's. */
const FIELDS = ['order_no', 'ticket_name', 'price_type', 'quantity', 'amount', 'payment_method', 'status'];
/** The list's filters, each kept in the address under its name. */
const ORDER_FILTERS = ['status', 'keyword', 'channel', 'price_type'] as const;
type OrderFilter = typeof ORDER_FILTERS[number];

export function GroupOrdersPage() {
  return <ScreenEngine><Orders /></ScreenEngine>;
}

function Orders() {
  const intl = useIntl();
  const { locale } = useLocale();
  const [params, updateParams] = useAddressParams();
  const status = params.get('status') ?? '';
  const keyword = params.get('keyword') ?? '';
  const channel = params.get('channel') ?? '';
  const priceType = params.get('price_type') ?? '';
  const [typed, setTyped] = useState(keyword);
  const filters = useMemo((): Record<string, string> => ({
    ...(isOrderStatus(status) ? { status } : {}),
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    ...(isPriceFilterValue('channel', channel) ? { channel } : {}),
    ...(isPriceFilterValue('type', priceType) ? { price_type: priceType } : {}),
  }), [status, keyword, channel, priceType]);
  // A remittance sent or decided elsewhere arrives on the staff's live stream.
  const orders = usePagedList<GroupOrder>(fetchOrganiserOrders, filters, 20, useInboxChanges());
  const { exporting, startExport } = useStartExport(useCallback(() => startOrganiserOrderExport(filters), [filters]));
  // The wait is measured when the list is read: a reload measures it again.
  const [now, setNow] = useState(() => Date.now());
  const { reload: reloadOrders } = orders;
  const reload = useCallback(() => { setNow(Date.now()); reloadOrders(); }, [reloadOrders]);

  const setFilter = (name: OrderFilter, value: string) => {
    updateParams((next) => { if (value.trim()) next.set(name, value.trim()); else next.delete(name); });
  };
  const clearFilters = () => {
    setTyped('');
    updateParams((next) => { for (const name of ORDER_FILTERS) next.delete(name); });
  };


  const cells = useMemo(() => ({
    order_no: (order: GroupOrder) => (
      <RouterLink to={consoleGroupOrderPath(order.id)} data-testid="order-link">
        <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="nowrap" color="brand.fg" textDecoration="underline">{order.order_no}</Text>
      </RouterLink>
    ),
    ticket_name: (order: GroupOrder) => ticketName(order, locale),
    status: (order: GroupOrder) => <OrderBadge value={order.status} testId="order-status" />,
  }), [locale]);
  const columns = useMemo((): ColumnDef<GroupOrder>[] => [
    {
      id: 'buyer', header: () => <FormattedMessage id="groupOrder.buyer" />,
      cell: ({ row }) => (
        <Stack gap="0" data-testid="order-buyer">
          <Text fontSize="sm">{row.original.buyer?.name ?? '—'}</Text>
          <Text fontSize="xs" color="fg.muted">{row.original.buyer?.account}</Text>
        </Stack>
      ),
    },
    { id: 'waiting', header: () => <FormattedMessage id="console.remittance.waiting" />, cell: ({ row }) => <VerificationClock order={row.original} now={now} /> },
    {
      id: ACTIONS_COLUMN,
      cell: ({ row }) => (
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <RouterLink to={consoleGroupOrderPath(row.original.id)}><FormattedMessage id={row.original.status === GroupOrderStatus.AWAITING_VERIFICATION ? 'console.remittance.verify' : 'common.view'} /></RouterLink>
        </Button>
      ),
    },
  ], [now]);
  const rowId = useCallback((order: GroupOrder) => String(order.id), []);

  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="console-group-orders">
      <Stack gap="1">
        <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.group_orders" /></Heading>
        <Text color="fg.muted" fontSize="sm"><FormattedMessage id="console.groupOrders.intro" values={{ days: REMITTANCE_VERIFY_WORKING_DAYS }} /></Text>
      </Stack>
      <FilterArea
        keyword={(
          <Input size="sm" width="64" value={typed} onChange={(event) => setTyped(event.target.value)} data-testid="order-keyword"
            placeholder={intl.formatMessage({ id: 'console.groupOrders.keyword' })} aria-label={intl.formatMessage({ id: 'console.groupOrders.keyword' })}
            onKeyDown={(event) => { if (event.key === 'Enter') setFilter('keyword', typed); }} />
        )}
        active={[status, channel, priceType].filter(Boolean).length}
        onSearch={() => setFilter('keyword', typed)}
        searchTestId="order-search"
        onRefresh={reload}
        actions={<ExportButton loading={exporting} empty={!orders.loading && !orders.failed && orders.total === 0} onClick={startExport} testId="orders-export" />}
      >
        <OrderStatusFilter status={status} width="48" onChange={(value: string) => setFilter('status', value)} />
        <PriceFilter kind="channel" value={channel} onChange={(value) => setFilter('channel', value)} />
        <PriceFilter kind="type" value={priceType} onChange={(value) => setFilter('price_type', value)} />
      </FilterArea>
      <SchemaTable descriptor={groupOrderDescriptor} fields={FIELDS} list={orders} rowId={rowId} cells={cells} columns={columns} testId="console-orders-table"
        empty={<FormattedMessage id="console.groupOrders.empty" />}
        onClearFilters={Object.keys(filters).length > 0 ? clearFilters : undefined} />
    </Stack>
  );
}

