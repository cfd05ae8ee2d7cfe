/**
 * The paid orders an application may cover, in the portal's one table: number and kind, what was
 * bought in the reader's language, when it was paid, the amount in yuan and its invoice state.
 * Only orders no live application covers can be chosen; the others show their state and the way to
 * the application that holds them. The choice outlives the page.
 */
import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SchemaTable, formatYuan, type TableList } from '../../../engine';
import { invoiceDetailPath, type InvoiceableOrder } from '../../../shared/invoice';
import { isChoosable, orderKey } from '../../features/invoice/invoice-rules';
import { localized } from '../../../shared/locale';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';
import { EnumBadge } from '../../features/tickets/EnumBadge';

const PAGE_SIZE = 20;

export interface OrderPickerProps {
  orders: readonly InvoiceableOrder[];
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  reload: () => void;
}

export function OrderPicker({ orders, chosen, onChange, reload }: OrderPickerProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const showTime = useShowTime();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const pages = Math.max(1, Math.ceil(orders.length / limit));
  const shownPage = Math.min(page, pages);

  const list = useMemo((): TableList<InvoiceableOrder> => ({
    rows: orders.slice((shownPage - 1) * limit, shownPage * limit),
    total: orders.length,
    page: shownPage,
    limit,
    loading: false,
    failed: false,
    setPage,
    setLimit: (value) => { setLimit(value); setPage(1); },
    reload,
  }), [orders, shownPage, limit, reload]);

  const columns = useMemo((): ColumnDef<InvoiceableOrder>[] => [
    {
      id: 'order_no',
      header: () => <FormattedMessage id="invoice.page.col.orderNo" />,
      cell: ({ row }) => (
        <Stack gap="1" align="start">
          <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap" data-testid="order-no">{row.original.order_no}</Text>
          <Badge size="sm" variant="outline" data-testid="order-kind" data-kind={row.original.kind}><FormattedMessage id={`invoice.page.kind.${row.original.kind}`} /></Badge>
        </Stack>
      ),
    },
    {
      id: 'summary',
      header: () => <FormattedMessage id="invoice.page.col.summary" />,
      cell: ({ row }) => (
        <Stack gap="0.5">
          <Text fontSize="sm">{localized(locale, row.original.summary, row.original.summary_en)}</Text>
          <Text fontSize="xs" color="fg.muted" data-testid="order-paid-at">
            <FormattedMessage id="invoice.page.orders.paidAt" values={{ time: row.original.paid_at ? showTime.dateTime(row.original.paid_at) : '—' }} />
          </Text>
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: () => <FormattedMessage id="invoice.amount" />,
      cell: ({ row }) => <Text fontWeight="medium" whiteSpace="nowrap" textAlign="end" data-testid="order-amount">{formatYuan(row.original.amount, intl.locale)}</Text>,
    },
    {
      id: 'invoice_status',
      header: () => <FormattedMessage id="invoice.status" />,
      cell: ({ row }) => {
        const order = row.original;
        return (
          <HStack gap="2" wrap="wrap">
            <EnumBadge set="invoiceStatus" value={order.invoice_status} testId="order-invoice-status" />
            {!isChoosable(order) && order.invoice_id !== null ? (
              <Link asChild fontSize="xs" colorPalette="brand">
                <RouterLink to={invoiceDetailPath(order.invoice_id)} data-testid="order-invoice-link"><FormattedMessage id="invoice.page.orders.viewApplication" /></RouterLink>
              </Link>
            ) : null}
          </HStack>
        );
      },
    },
  ], [locale, showTime, intl.locale]);

  const selection = useMemo(() => ({ selected: chosen, onChange, canSelect: isChoosable }), [chosen, onChange]);

  return (
    <SchemaTable<InvoiceableOrder> columns={columns} list={list} rowId={orderKey} selection={selection}
      testId="invoice-orders" rowTestId="invoice-order" totalText={(total) => <FormattedMessage id="invoice.page.orders.total" values={{ total }} />} />
  );
}
