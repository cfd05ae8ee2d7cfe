/**
 * /unbindOrder/list: the unbind orders. Awaiting payment: the time left to pay, pay (the provider's
 * checkout) and cancel. Live 10005/10006 move an order being unbound; 10007 (a new order) reloads.
 * Coming back from the checkout (`?order=<id>`), a toast tells how the payment went.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Badge, Box, Button, CloseButton, DataList, Drawer, HStack, Heading, NativeSelect, Portal, Progress, Skeleton, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useAtomValue, useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { OrderStatus, type BatchUnbindFinished, type BatchUnbindItem, type UnbindOrder } from '../../../shared/tickets';
import { RefreshButton, SchemaTable, usePagedList } from '../../../engine';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { clearLiveFlagAtom, liveStateAtom } from '../../features/live/live-state';
import { EnumBadge, enumOptions } from '../../features/tickets/EnumBadge';
import { countdown, positiveId, yuan, type Query } from '../../features/tickets/ticket-api';
import { cancelUnbindOrder, fetchUnbindOrder, fetchUnbindOrders, goToCheckout } from '../../features/unbind/unbind-api';
import { timeText } from '../../i18n/show-time';
import { useAddressParams } from '../../routes/use-address-params';

const isItem = (value: unknown): value is BatchUnbindItem => typeof value === 'object' && value !== null && typeof (value as BatchUnbindItem).order_id === 'number';

/** The ticket numbers shown in a cell before "+N". */
const SHOWN_TICKETS = 3;

export function UnbindOrderListPage() {
  const intl = useIntl();
  const [params, updateParams] = useAddressParams();
  const [status, setStatus] = useState('');
  const filters = useMemo((): Query => (status ? { status } : {}), [status]);
  const live = useAtomValue(liveStateAtom);
  const clearFlag = useSetAtom(clearLiveFlagAtom);
  const orders = usePagedList<UnbindOrder>(fetchUnbindOrders, filters, 20, live.newUnbindOrder ? live.recent[0] : undefined);
  const [details, setDetails] = useState<UnbindOrder | null>(null);
  const [cancelling, setCancelling] = useState<UnbindOrder | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const now = useNow();

  // Seeing the list is seeing the new order.
  useEffect(() => { if (live.newUnbindOrder) clearFlag('newUnbindOrder'); }, [live.newUnbindOrder, clearFlag]);

  // Unbinding progress of paid orders, by order id.
  const unbinding = useMemo(() => {
    const byOrder = new Map<number, { processed: number; total: number; done: boolean }>();
    for (const item of live.batchUnbind.items) if (isItem(item)) byOrder.set(item.order_id, { processed: item.processed, total: item.total, done: false });
    const finished = live.batchUnbind.finished as BatchUnbindFinished | null;
    if (finished && typeof finished === 'object' && typeof finished.order_id === 'number') byOrder.set(finished.order_id, { processed: finished.total, total: finished.total, done: true });
    return byOrder;
  }, [live.batchUnbind]);
  const { reload } = orders;
  const finishedOrder = (live.batchUnbind.finished as BatchUnbindFinished | null)?.order_id;
  // An order finished unbinding: its row shows the final state.
  useEffect(() => { if (finishedOrder !== undefined) reload(); }, [finishedOrder, reload]);

  // Back from the checkout: how did it go?
  const returned = positiveId(params.get('order'));
  const told = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (returned === undefined || told.current === returned) return;
    told.current = returned;
    fetchUnbindOrder(returned).then((order) => {
      const paid = order.status === OrderStatus.PAYMENT_COMPLETE || order.status === OrderStatus.TRANSACTION_COMPLETE;
      const cancelled = order.status === OrderStatus.CANCELLED;
      toaster.create({
        type: paid ? 'success' : cancelled ? 'info' : 'warning',
        title: intl.formatMessage({ id: paid ? 'unbindPage.return.paid' : cancelled ? 'unbindPage.return.cancelled' : 'unbindPage.return.unpaid' }, { order: order.order_no }),
        closable: true,
      });
      reload();
    }, () => undefined);
    updateParams((next) => next.delete('order'));
  }, [returned, updateParams, intl, reload]);

  const pay = async (order: UnbindOrder) => {
    setBusy(order.id);
    try {
      await goToCheckout(order.id);
    } catch {
      setBusy(null);
    }
  };

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(cancelling.id);
    try {
      await cancelUnbindOrder(cancelling.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'unbindPage.cancelled' }, { order: cancelling.order_no }), closable: true });
      setCancelling(null);
      reload();
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<ColumnDef<UnbindOrder>[]>(() => [
    { id: 'order_no', header: () => <FormattedMessage id="unbindPage.col.orderNo" />, cell: ({ row }) => <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap" data-testid="order-no">{row.original.order_no}</Text> },
    {
      id: 'tickets', header: () => <FormattedMessage id="unbindPage.col.tickets" />,
      cell: ({ row }) => (
        <Stack gap="1">
          <Text fontSize="xs" fontWeight="medium"><FormattedMessage id="unbindPage.ticketCount" values={{ count: row.original.ticket_count }} /></Text>
          <Wrap gap="1">
            {row.original.tickets.slice(0, SHOWN_TICKETS).map((ticket) => <Badge key={ticket.ticket_id} variant="outline" size="sm" fontFamily="mono">{ticket.ticket_no}</Badge>)}
            {row.original.tickets.length > SHOWN_TICKETS ? <Badge size="sm" variant="subtle">+{row.original.tickets.length - SHOWN_TICKETS}</Badge> : null}
          </Wrap>
        </Stack>
      ),
    },
    { id: 'amount', header: () => <FormattedMessage id="unbindPage.col.amount" />, cell: ({ row }) => <Text fontWeight="medium" whiteSpace="nowrap"><FormattedMessage id="unbindPage.yuan" values={{ amount: yuan(row.original.amount) }} /></Text> },
    {
      id: 'status', header: () => <FormattedMessage id="unbindPage.col.status" />,
      cell: ({ row }) => {
        const progress = unbinding.get(row.original.id);
        return (
          <Stack gap="1" minW="28" align="start">
            <EnumBadge set="orderStatus" value={row.original.status} testId="order-status" />
            {progress && !progress.done && row.original.status !== OrderStatus.TRANSACTION_COMPLETE ? (
              <Stack gap="0.5" data-testid="order-unbinding">
                <Text fontSize="xs" color="fg.muted"><FormattedMessage id="unbindPage.unbinding" values={{ processed: progress.processed, total: progress.total }} /></Text>
                <Progress.Root size="xs" value={progress.total ? (progress.processed / progress.total) * 100 : 0}><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>
              </Stack>
            ) : null}
          </Stack>
        );
      },
    },
    { id: 'created_at', header: () => <FormattedMessage id="unbindPage.col.createdAt" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{timeText(row.original.created_at, intl.locale)}</Text> },
    {
      id: 'deadline', header: () => <FormattedMessage id="unbindPage.col.deadline" />,
      cell: ({ row }) => {
        const order = row.original;
        if (order.status !== OrderStatus.AWAITING_PAYMENT) return <Text fontSize="xs" color="fg.muted">—</Text>;
        if (!order.pay_expires_at) return <Text fontSize="xs" color="fg.muted"><FormattedMessage id="unbindPage.notStarted" /></Text>;
        const left = countdown(order.pay_expires_at, now);
        return <Text fontSize="xs" fontFamily="mono" color={left.seconds < 120 ? 'red.600' : 'orange.600'} data-testid="order-countdown">{left.seconds > 0 ? left.text : intl.formatMessage({ id: 'unbindPage.expired' })}</Text>;
      },
    },
    { id: 'paid_at', header: () => <FormattedMessage id="unbindPage.col.paidAt" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{timeText(row.original.paid_at, intl.locale)}</Text> },
    {
      id: 'actions', header: () => <FormattedMessage id="unbindPage.col.actions" />,
      cell: ({ row }) => {
        const order = row.original;
        const awaiting = order.status === OrderStatus.AWAITING_PAYMENT;
        const expired = awaiting && order.pay_expires_at !== null && order.pay_expires_at * 1000 <= now;
        return (
          <HStack gap="1">
            {awaiting && !expired ? <Button size="xs" colorPalette="brand" loading={busy === order.id} onClick={() => void pay(order)} data-testid="order-pay"><FormattedMessage id="unbindPage.pay" /></Button> : null}
            {awaiting ? <Button size="xs" variant="outline" colorPalette="red" onClick={() => setCancelling(order)} data-testid="order-cancel"><FormattedMessage id="unbindPage.cancel" /></Button> : null}
            <Button size="xs" variant="ghost" onClick={() => setDetails(order)} data-testid="order-details"><FormattedMessage id="unbindPage.details" /></Button>
          </HStack>
        );
      },
    },
  ], [intl, now, unbinding, busy]);

  const rowId = useCallback((order: UnbindOrder) => String(order.id), []);

  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="unbind-orders">
      <HStack justify="space-between" align="start" mb="4" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.unbindOrder" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="unbindPage.intro" /></Text>
        </Stack>
        <HStack gap="2">
          <NativeSelect.Root size="sm" width="44">
            <NativeSelect.Field aria-label={intl.formatMessage({ id: 'unbindPage.col.status' })} value={status} onChange={(event) => setStatus(event.target.value)} data-testid="order-status-filter">
              <option value=""><FormattedMessage id="unbindPage.allStatus" /></option>
              {enumOptions('orderStatus').map((option) => <option key={option.value} value={option.value}>{intl.formatMessage({ id: option.label })}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <RefreshButton onClick={reload} testId="orders-refresh" />
        </HStack>
      </HStack>
      <SchemaTable columns={columns} list={orders} rowId={rowId}
        empty={<FormattedMessage id="unbindPage.empty" />} testId="orders-table" />

      <OrderDrawer orderId={details?.id ?? null} onClose={() => setDetails(null)} />
      <ConfirmDialog open={cancelling !== null} onOpenChange={(open) => { if (!open) setCancelling(null); }} busy={busy !== null && busy === cancelling?.id}
        title={<FormattedMessage id="unbindPage.cancelTitle" />}
        body={<FormattedMessage id="unbindPage.cancelBody" values={{ order: cancelling?.order_no ?? '' }} />}
        action={<FormattedMessage id="unbindPage.cancel" />} colorPalette="red" onConfirm={() => void cancel()} testId="cancel-dialog" actionTestId="cancel-confirm" />
    </Box>
  );
}

/** A clock for the countdowns, ticking each second. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function OrderDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  return (
    <Drawer.Root open={orderId !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="order-drawer">
            <Drawer.Header><Drawer.Title><FormattedMessage id="unbindPage.detailsTitle" /></Drawer.Title></Drawer.Header>
            <Drawer.Body>{orderId !== null ? <OrderDetails key={orderId} id={orderId} /> : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function OrderDetails({ id }: { id: number }) {
  const intl = useIntl();
  const [order, setOrder] = useState<UnbindOrder | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    fetchUnbindOrder(id).then((data) => { if (live) setOrder(data); }, () => { if (live) setOrder(null); });
    return () => { live = false; };
  }, [id]);
  if (order === undefined) return <Skeleton height="64" />;
  if (order === null) return <Text color="red.600"><FormattedMessage id="common.loadFailed" /></Text>;
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        <Item label="unbindPage.col.orderNo"><Text fontFamily="mono">{order.order_no}</Text></Item>
        <Item label="unbindPage.col.status"><EnumBadge set="orderStatus" value={order.status} /></Item>
        <Item label="unbindPage.unitFee"><FormattedMessage id="unbindPage.yuan" values={{ amount: yuan(order.unit_fee) }} /></Item>
        <Item label="unbindPage.col.amount"><FormattedMessage id="unbindPage.yuan" values={{ amount: yuan(order.amount) }} /></Item>
        <Item label="unbindPage.col.createdAt">{timeText(order.created_at, intl.locale)}</Item>
        <Item label="unbindPage.col.paidAt">{timeText(order.paid_at, intl.locale)}</Item>
        <Item label="unbindPage.completedAt">{timeText(order.completed_at, intl.locale)}</Item>
      </DataList.Root>
      <Table.Root size="sm" variant="outline" data-testid="order-tickets">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader><FormattedMessage id="ticketPage.col.ticketNo" /></Table.ColumnHeader>
            <Table.ColumnHeader><FormattedMessage id="ticketPage.col.holder" /></Table.ColumnHeader>
            <Table.ColumnHeader><FormattedMessage id="unbindPage.ticketState" /></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {order.tickets.map((ticket) => (
            <Table.Row key={ticket.ticket_id}>
              <Table.Cell fontFamily="mono" fontSize="xs">{ticket.ticket_no}</Table.Cell>
              <Table.Cell>{ticket.holder_name || '—'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={ticket.state === 1 ? 'brand' : 'gray'} variant="subtle" data-testid="order-ticket-state" data-value={ticket.state}>
                  <FormattedMessage id={ticket.state === 1 ? 'status.ticket.unbound_ok' : 'unbindPage.ticketPending'} />
                </Badge>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel><FormattedMessage id={label} /></DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
