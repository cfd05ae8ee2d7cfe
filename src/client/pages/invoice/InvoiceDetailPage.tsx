/**
 * /invoice/detail?id=: one invoice application. What it is waiting for or what came of it (the day
 * it is due by, the invoice issued, the e-mail sent or not, a failure and its reason, a red-flush),
 * the e-invoice to download once attached, the application (schemas/invoice.json through the
 * engine's details: amounts in yuan), the header as it stood when applied, the orders it covers, and
 * its history. After a failure the applicant corrects the header and resubmits here. Live 10103
 * about it reads it again, so the organiser's steps show without reloading.
 */
import { useMemo, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Alert, Badge, Box, Button, Grid, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import invoiceScreen from 'virtual:schema/invoice';
import { SchemaDetails, SchemaTable, formatYuan, type TableList } from '../../../engine';
import { INVOICE_DUE_WORKING_DAYS, InvoiceStatus, type InvoiceDetail } from '../../../shared/invoice';
import { groupOrderDetailPath, orderIdParam } from '../../features/group';
import { INVOICE_LIST_PATH } from '../../features/invoice/invoice-api';
import { invoiceHeaderScreen } from '../../features/invoice/InvoiceHeaderForm';
import { isFailure, orderKey } from '../../features/invoice/invoice-rules';
import { ResubmitForm } from '../../features/invoice/ResubmitForm';
import { useInvoice } from '../../features/invoice/use-invoice';
import { ScreenEngine } from '../../features/screens';
import { EnumBadge } from '../../features/tickets/EnumBadge';
import { useShowTime } from '../../i18n/show-time';
import { InvoiceFrame, Section } from './InvoiceFrame';
import { InvoiceTimeline } from './InvoiceTimeline';
import { PageNotice, type NoticeTone } from '../../components/PageNotice';

/** Shown elsewhere on the page (the header section, the title's badge) or not the applicant's business. */
const LEFT_OUT = ['title', 'tax_no', 'invoice_type', 'email', 'status', 'applicant_name', 'id'];

export function InvoiceDetailPage() {
  const [params] = useSearchParams();
  const { state, show } = useInvoice(orderIdParam(params.get('id')));
  return (
    <ScreenEngine>
      <InvoiceFrame testId="invoice-detail">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.invoice.detail" /></Heading>
            {state.phase === 'ready' ? (
              <HStack gap="2" wrap="wrap">
                <Text fontFamily="mono" fontSize="sm" color="fg.muted" data-testid="invoice-no">{state.record.application_no}</Text>
                <EnumBadge set="invoiceStatus" value={state.record.status} testId="invoice-status" />
              </HStack>
            ) : null}
          </Stack>
          <Button asChild size="sm" variant="outline"><RouterLink to={INVOICE_LIST_PATH}><FormattedMessage id="invoice.page.backToList" /></RouterLink></Button>
        </HStack>
        {state.phase === 'loading' ? <Skeleton height="48" /> : null}
        {state.phase === 'missing' || state.phase === 'failed' ? (
          <Alert.Root status={state.phase === 'missing' ? 'warning' : 'error'} data-testid="invoice-unavailable">
            <Alert.Indicator />
            <Alert.Title><FormattedMessage id={state.phase === 'missing' ? 'invoice.error.not_found' : 'common.loadFailed'} /></Alert.Title>
          </Alert.Root>
        ) : null}
        {state.phase === 'ready' ? <InvoiceBody invoice={state.record} show={show} /> : null}
      </InvoiceFrame>
    </ScreenEngine>
  );
}

function InvoiceBody({ invoice, show }: { invoice: InvoiceDetail; show: (invoice: InvoiceDetail) => void }) {
  // Fields not reached yet (no invoice number before it is issued) and a red-flushed amount of nothing are left out.
  const omit = [
    ...LEFT_OUT,
    ...(['invoice_number', 'invoiced_on'] as const).filter((field) => invoice[field] === null),
    ...(invoice.red_flushed_amount > 0 ? [] : ['red_flushed_amount']),
  ];
  return (
    <Stack gap="6">
      <InvoiceNotice invoice={invoice} />
      {invoice.actions.resubmit ? (
        <Box borderWidth="1px" borderColor="orange.200" bg="orange.50" rounded="lg" p={{ base: '4', md: '5' }}>
          <Section title="invoice.page.resubmit.title"><ResubmitForm invoice={invoice} onDone={show} /></Section>
        </Box>
      ) : null}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Stack gap="6" minW="0">
          <Section title="invoice.page.section.application" testId="invoice-application">
            <SchemaDetails descriptor={invoiceScreen.descriptor} record={invoice as unknown as Record<string, unknown>} omit={omit} />
            {invoice.red_invoice_number ? (
              <Text fontSize="sm" mt="3" data-testid="invoice-red-number">
                <FormattedMessage id="invoice.page.redInvoiceNumber" values={{ number: invoice.red_invoice_number }} />
              </Text>
            ) : null}
          </Section>
          <Section title="invoice.page.section.file" testId="invoice-file">
            <InvoiceFile invoice={invoice} />
          </Section>
          <Section title="invoice.page.section.header" testId="invoice-header">
            <SchemaDetails descriptor={invoiceHeaderScreen.descriptor} omit={['id', 'created_at']}
              record={{ ...invoice.header, invoice_type: invoice.invoice_type, email: invoice.email }} />
          </Section>
          <Section title="invoice.page.section.orders" testId="invoice-orders-covered">
            <CoveredOrders invoice={invoice} />
          </Section>
        </Stack>
        <Section title="invoice.page.section.timeline"><InvoiceTimeline events={invoice.events} /></Section>
      </Grid>
    </Stack>
  );
}

/** The one thing the applicant should know about the application now. */
function InvoiceNotice({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const showTime = useShowTime();
  const notice = (tone: NoticeTone, title: ReactNode, description?: ReactNode) =>
    <PageNotice tone={tone} title={title} description={description} testId="invoice-notice" value={invoice.status} />;
  const values = {
    due: showTime.day(invoice.due_on),
    days: INVOICE_DUE_WORKING_DAYS,
    applied: showTime.dateTime(invoice.applied_at),
    number: invoice.invoice_number ?? '—',
    date: invoice.invoiced_on ? showTime.day(invoice.invoiced_on) : '—',
    email: invoice.email,
    amount: formatYuan(invoice.red_flushed_amount, intl.locale),
  };
  const says = (id: string) => <FormattedMessage id={`invoice.page.notice.${id}`} values={values} />;
  switch (invoice.status) {
    case InvoiceStatus.APPLIED:
    case InvoiceStatus.INVOICING:
    case InvoiceStatus.EXPORTED:
      return notice('info', says(invoice.status === InvoiceStatus.APPLIED ? 'applied' : invoice.status === InvoiceStatus.INVOICING ? 'invoicing' : 'exported'), says('due'));
    case InvoiceStatus.INVOICED:
      return notice('success', says('invoiced'), says('mailing'));
    case InvoiceStatus.UPLOAD_SUCCEEDED:
      return notice('success', says('invoiced'), says('mailed'));
    case InvoiceStatus.UPLOAD_FAILED:
      return notice('warning', says('invoiced'), says('mailFailed'));
    case InvoiceStatus.RED_FLUSHING:
      return notice('info', says('redFlushing'));
    case InvoiceStatus.RED_FLUSHED:
      return notice('info', says('redFlushed'));
    case InvoiceStatus.PARTIALLY_RED_FLUSHED:
      return notice('info', says('partiallyRedFlushed'));
    default:
      if (isFailure(invoice.status)) {
        return notice('error', says(invoice.status === InvoiceStatus.MANUAL_FAILURE ? 'manualFailure' : 'automaticFailure'), (
          <Stack gap="1">
            <Text data-testid="invoice-failure-reason"><FormattedMessage id="invoice.page.timeline.reason" values={{ reason: invoice.reason ?? '—' }} /></Text>
            {invoice.actions.resubmit ? <Text>{says('resubmit')}</Text> : null}
          </Stack>
        ));
      }
      return null;
  }
}

/** The e-invoice once attached: its address expires, the page's read hands out a fresh one. */
function InvoiceFile({ invoice }: { invoice: InvoiceDetail }) {
  const { file } = invoice;
  if (!file) {
    return <Text fontSize="sm" color="fg.muted" data-testid="invoice-file-none"><FormattedMessage id="invoice.page.file.none" /></Text>;
  }
  return (
    <HStack gap="3" wrap="wrap">
      <Button asChild size="sm" colorPalette="blue">
        <a href={file.url} download={file.name} target="_blank" rel="noreferrer" data-testid="invoice-file-link">
          <FormattedMessage id="invoice.page.file.download" />
        </a>
      </Button>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">{file.name}</Text>
    </HStack>
  );
}

type CoveredOrder = InvoiceDetail['orders'][number];

/** The orders the application covers; a group order links to its own page. */
function CoveredOrders({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const list = useMemo((): TableList<CoveredOrder> => ({
    rows: invoice.orders, total: invoice.orders.length, page: 1, limit: Math.max(invoice.orders.length, 1), loading: false, failed: false,
    setPage: () => undefined, reload: () => undefined,
  }), [invoice.orders]);
  const columns = useMemo((): ColumnDef<CoveredOrder>[] => [
    {
      id: 'order_no',
      header: () => <FormattedMessage id="invoice.page.col.orderNo" />,
      cell: ({ row }) => (row.original.kind === 'group'
        ? <Link asChild fontFamily="mono" fontSize="xs" colorPalette="blue"><RouterLink to={groupOrderDetailPath(row.original.id)} data-testid="covered-order-no">{row.original.order_no}</RouterLink></Link>
        : <Text fontFamily="mono" fontSize="xs" data-testid="covered-order-no">{row.original.order_no}</Text>),
    },
    { id: 'kind', header: () => <FormattedMessage id="invoice.page.col.kind" />, cell: ({ row }) => <Badge size="sm" variant="outline"><FormattedMessage id={`invoice.page.kind.${row.original.kind}`} /></Badge> },
    { id: 'amount', header: () => <FormattedMessage id="invoice.amount" />, cell: ({ row }) => <Text fontWeight="medium" whiteSpace="nowrap">{formatYuan(row.original.amount, intl.locale)}</Text> },
  ], [intl.locale]);
  return <SchemaTable<CoveredOrder> columns={columns} list={list} rowId={orderKey} testId="covered-orders" rowTestId="covered-order"
    totalText={(total) => <FormattedMessage id="invoice.page.orders.total" values={{ total }} />} />;
}
