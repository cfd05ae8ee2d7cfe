/**
 * /invoice/detail?id=: one invoice application. What it is waiting for or what came of it (the day
 * it is due by, the invoice issued, the e-mail sent or not, a failure and its reason, a red-flush),
 * the e-invoice to download once attached, the application (schemas/invoice.json through the
 * engine's details: amounts in yuan), the header as it stood when applied, the orders it covers, and
 * its history. After a failure the applicant corrects the header and resubmits here. Live 10103
 * about it reads it again, so the organiser's steps show without reloading.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatYuan } from '../../../engine';
import { INVOICE_DUE_WORKING_DAYS, InvoiceStatus, type InvoiceDetail } from '../../../shared/invoice';
import { groupOrderDetailPath, orderIdParam } from '../../features/group';
import { INVOICE_LIST_PATH } from '../../features/invoice/invoice-api';
import { InvoiceFrame, Section } from '../../features/invoice/InvoiceFrame';
import { InvoiceRecord, type CoveredOrder } from '../../features/invoice/InvoiceRecord';
import { isFailure } from '../../features/invoice/invoice-rules';
import { ResubmitForm } from '../../features/invoice/ResubmitForm';
import { useInvoice } from '../../features/invoice/use-invoice';
import { ScreenEngine } from '../../features/screens';
import { EnumBadge } from '../../features/tickets/EnumBadge';
import { useShowTime } from '../../i18n/show-time';
import { PageNotice, type NoticeTone } from '../../components/PageNotice';

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
  return (
    <Stack gap="6">
      <InvoiceNotice invoice={invoice} />
      {invoice.actions.resubmit ? (
        <Box borderWidth="1px" borderColor="orange.200" bg="orange.50" rounded="lg" p={{ base: '4', md: '5' }}>
          <Section title="invoice.page.resubmit.title"><ResubmitForm invoice={invoice} onDone={show} /></Section>
        </Box>
      ) : null}
      <InvoiceRecord invoice={invoice} orderLink={groupOrderLink} />
    </Stack>
  );
}

/** The applicant's group orders have their own page. */
const groupOrderLink = (order: CoveredOrder): string | undefined => (order.kind === 'group' ? groupOrderDetailPath(order.id) : undefined);

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
