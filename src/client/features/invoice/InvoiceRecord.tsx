/**
 * One invoice application as both sides read it: the application (schemas/invoice.json through the
 * engine's details: amounts in yuan, the invoice number and day once issued, the red-flushed amount
 * once there is one, the red invoice's number), the e-invoice once attached, the header as it stood
 * when applied, the orders it covers, and its history. The applicant's detail page and the
 * organiser's console both draw it; what each adds (where it stands for them, the resubmission,
 * staff's actions) sits above it.
 */
import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import invoiceScreen from 'virtual:schema/invoice';
import { SchemaDetails, SchemaTable, formatYuan, type TableList } from '../../../engine';
import type { InvoiceDetail } from '../../../shared/invoice';
import { invoiceHeaderScreen } from './InvoiceHeaderForm';
import { Section } from './InvoiceFrame';
import { InvoiceTimeline } from './InvoiceTimeline';
import { orderKey } from './invoice-rules';

export type CoveredOrder = InvoiceDetail['orders'][number];

/** Shown elsewhere (the header section, the title's badge) or not a field of the reader's. */
const LEFT_OUT = ['title', 'tax_no', 'invoice_type', 'email', 'status', 'id'];

export interface InvoiceRecordProps {
  invoice: InvoiceDetail;
  /** Where an order's number leads, if anywhere (the applicant opens their group orders). */
  orderLink?: (order: CoveredOrder) => string | undefined;
  /** What the e-invoice section says before a file is attached (a message id). */
  noFile?: string;
}

export function InvoiceRecord({ invoice, orderLink, noFile = 'invoice.page.file.none' }: InvoiceRecordProps) {
  // Fields not reached yet (no invoice number before it is issued) and a red-flushed amount of nothing
  // are left out; the applicant is named only where the answer names one (the organiser's).
  const omit = [
    ...LEFT_OUT,
    ...(['invoice_number', 'invoiced_on'] as const).filter((field) => invoice[field] === null),
    ...(invoice.red_flushed_amount > 0 ? [] : ['red_flushed_amount']),
    ...(invoice.applicant ? [] : ['applicant_name']),
  ];
  const record = {
    ...invoice,
    ...(invoice.applicant ? { applicant_name: applicantText(invoice.applicant) } : {}),
  } as unknown as Record<string, unknown>;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
      <Stack gap="6" minW="0">
        <Section title="invoice.page.section.application" testId="invoice-application">
          <SchemaDetails descriptor={invoiceScreen.descriptor} record={record} omit={omit} />
          {invoice.red_invoice_number ? (
            <Text fontSize="sm" mt="3" data-testid="invoice-red-number">
              <FormattedMessage id="invoice.page.redInvoiceNumber" values={{ number: invoice.red_invoice_number }} />
            </Text>
          ) : null}
        </Section>
        <Section title="invoice.page.section.file" testId="invoice-file">
          <InvoiceFile invoice={invoice} noFile={noFile} />
        </Section>
        <Section title="invoice.page.section.header" testId="invoice-header">
          <SchemaDetails descriptor={invoiceHeaderScreen.descriptor} omit={['id', 'created_at']}
            record={{ ...invoice.header, invoice_type: invoice.invoice_type, email: invoice.email }} />
        </Section>
        <Section title="invoice.page.section.orders" testId="invoice-orders-covered">
          <CoveredOrders invoice={invoice} orderLink={orderLink} />
        </Section>
      </Stack>
      <Section title="invoice.page.section.timeline"><InvoiceTimeline events={invoice.events} /></Section>
    </Grid>
  );
}

/** The applicant as staff see them: their name and the account they log in with. */
export const applicantText = (applicant: NonNullable<InvoiceDetail['applicant']>): string =>
  (applicant.name ? `${applicant.name} (${applicant.account})` : applicant.account);

/** The e-invoice once attached: its address expires, the page's read hands out a fresh one. */
function InvoiceFile({ invoice, noFile }: { invoice: InvoiceDetail; noFile: string }) {
  const { file } = invoice;
  if (!file) {
    return <Text fontSize="sm" color="fg.muted" data-testid="invoice-file-none"><FormattedMessage id={noFile} /></Text>;
  }
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild size="sm" colorPalette="brand">
        <a href={file.url} download={file.name} target="_blank" rel="noreferrer" data-testid="invoice-file-link">
          <FormattedMessage id="invoice.page.file.download" />
        </a>
      </Button>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{file.name}</Text>
    </HStack>
  );
}

/** The orders the application covers, each leading where `orderLink` says. */
function CoveredOrders({ invoice, orderLink }: { invoice: InvoiceDetail; orderLink: InvoiceRecordProps['orderLink'] }) {
  const intl = useIntl();
  const list = useMemo((): TableList<CoveredOrder> => ({
    rows: invoice.orders, total: invoice.orders.length, page: 1, limit: Math.max(invoice.orders.length, 1), loading: false, failed: false,
    setPage: () => undefined, reload: () => undefined,
  }), [invoice.orders]);
  const columns = useMemo((): ColumnDef<CoveredOrder>[] => [
    {
      id: 'order_no',
      header: () => <FormattedMessage id="invoice.page.col.orderNo" />,
      cell: ({ row }): ReactNode => {
        const to = orderLink?.(row.original);
        return to
          ? <Link asChild fontFamily="mono" fontSize="xs" colorPalette="brand"><RouterLink to={to} data-testid="covered-order-no">{row.original.order_no}</RouterLink></Link>
          : <Text fontFamily="mono" fontSize="xs" data-testid="covered-order-no">{row.original.order_no}</Text>;
      },
    },
    { id: 'kind', header: () => <FormattedMessage id="invoice.page.col.kind" />, cell: ({ row }) => <Badge size="sm" variant="outline"><FormattedMessage id={`invoice.page.kind.${row.original.kind}`} /></Badge> },
    { id: 'amount', header: () => <FormattedMessage id="invoice.amount" />, cell: ({ row }) => <Text fontWeight="medium" whiteSpace="nowrap">{formatYuan(row.original.amount, intl.locale)}</Text> },
  ], [intl.locale, orderLink]);
  return <SchemaTable<CoveredOrder> columns={columns} list={list} rowId={orderKey} testId="covered-orders" rowTestId="covered-order"
    totalText={(total) => <FormattedMessage id="invoice.page.orders.total" values={{ total }} />} />;
}
