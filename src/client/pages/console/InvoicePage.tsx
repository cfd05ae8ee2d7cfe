/**
 * /organiser/invoices/detail?id=: one application as staff handle it. Whose it is and where it stands
 * against the promise (waited so many of 15 working days, red once past its day), what staff can do
 * now (only the moves its state allows), then the application itself as the applicant sees it too
 * (features/invoice InvoiceRecord: the fields, the e-invoice, the header as applied, the orders, the
 * history). Each action's answer shows at once; the applicant's open page follows live (10103).
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatYuan } from '../../../engine';
import { INVOICE_DUE_WORKING_DAYS, InvoiceStatus, ORGANISER_INVOICES_PATH, type InvoiceDetail } from '../../../shared/invoice';
import { PageNotice, type NoticeTone } from '../../components/PageNotice';
import { orderIdParam } from '../../features/group';
import { InvoiceFrame } from '../../features/invoice/InvoiceFrame';
import { InvoiceRecord, applicantText } from '../../features/invoice/InvoiceRecord';
import { StaffInvoiceActions } from '../../features/invoice/StaffInvoiceActions';
import { invoiceWaiting } from '../../features/invoice/invoice-rules';
import { useOrganiserInvoice } from '../../features/invoice/use-organiser-invoice';
import { ScreenEngine } from '../../features/screens';
import { EnumBadge } from '../../features/tickets/EnumBadge';
import { showTimeZoneAtom, useShowTime } from '../../i18n/show-time';

export function InvoicePage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const { state, show, reload } = useOrganiserInvoice(orderIdParam(id ?? null));
  return (
    <ScreenEngine>
      <InvoiceFrame testId="console-invoice">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="1" minW="0">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.invoice" /></Heading>
            {state.phase === 'ready' ? (
              <HStack gap="2" wrap="wrap">
                <Text fontFamily="mono" fontSize="sm" color="fg.muted" data-testid="invoice-no">{state.record.application_no}</Text>
                <EnumBadge set="invoiceStatus" value={state.record.status} testId="invoice-status" />
                {state.record.applicant ? (
                  <Text fontSize="sm" color="fg.muted" data-testid="invoice-applicant">
                    <FormattedMessage id="console.invoice.applicant" values={{ applicant: applicantText(state.record.applicant) }} />
                  </Text>
                ) : null}
              </HStack>
            ) : null}
          </Stack>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={ORGANISER_INVOICES_PATH}><FormattedMessage id="console.invoice.backToList" /></RouterLink>
          </Button>
        </HStack>
        {state.phase === 'loading' ? <Skeleton height="48" /> : null}
        {state.phase === 'missing' || state.phase === 'failed' ? (
          <Alert.Root status={state.phase === 'missing' ? 'warning' : 'error'} data-testid="invoice-unavailable">
            <Alert.Indicator />
            <Alert.Title flex="1"><FormattedMessage id={state.phase === 'missing' ? 'invoice.error.not_found' : 'common.loadFailed'} /></Alert.Title>
            {state.phase === 'failed' ? <Button size="xs" variant="outline" onClick={reload}><FormattedMessage id="common.retry" /></Button> : null}
          </Alert.Root>
        ) : null}
        {state.phase === 'ready' ? (
          <Stack gap="6">
            <StaffNotice invoice={state.record} />
            <StaffInvoiceActions invoice={state.record} onChanged={show} onMoved={reload} />
            <InvoiceRecord invoice={state.record} noFile="console.invoice.file.none" />
          </Stack>
        ) : null}
      </InvoiceFrame>
    </ScreenEngine>
  );
}

/** Where the application stands for staff: against the promise while it waits on them, else what came of it. */
function StaffNotice({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const showTime = useShowTime();
  const timeZone = useAtomValue(showTimeZoneAtom);
  const [now] = useState(() => Date.now() / 1000);
  const waiting = invoiceWaiting(invoice, now, timeZone);
  const pending = invoice.events.findLast((event) => event.action === 'red_flush')?.amount ?? null;
  const values = {
    days: waiting?.days ?? 0,
    promise: INVOICE_DUE_WORKING_DAYS,
    due: showTime.day(invoice.due_on),
    applied: showTime.dateTime(invoice.applied_at),
    number: invoice.invoice_number ?? '—',
    date: invoice.invoiced_on ? showTime.day(invoice.invoiced_on) : '—',
    email: invoice.email,
    amount: formatYuan(pending ?? invoice.amount - invoice.red_flushed_amount, intl.locale),
    reversed: formatYuan(invoice.red_flushed_amount, intl.locale),
    reason: invoice.reason ?? '—',
  };
  const says = (id: string) => <FormattedMessage id={`console.invoice.notice.${id}`} values={values} />;
  const notice = (tone: NoticeTone, title: ReactNode, description?: ReactNode) =>
    <PageNotice tone={tone} title={title} description={description} testId="invoice-notice" value={invoice.status} />;
  if (waiting) {
    const step = invoice.status === InvoiceStatus.APPLIED ? 'applied' : invoice.status === InvoiceStatus.INVOICING ? 'invoicing' : 'exported';
    return notice(waiting.overdue ? 'error' : 'info', says(waiting.overdue ? 'overdue' : 'waiting'), says(step));
  }
  switch (invoice.status) {
    case InvoiceStatus.INVOICED: return notice('success', says('invoiced'), says('attach'));
    case InvoiceStatus.UPLOAD_SUCCEEDED: return notice('success', says('invoiced'), says('mailed'));
    case InvoiceStatus.UPLOAD_FAILED: return notice('warning', says('invoiced'), says('mailFailed'));
    case InvoiceStatus.RED_FLUSHING: return notice('info', says('redFlushing'), says('redFlushingNext'));
    case InvoiceStatus.RED_FLUSHED: return notice('info', says('redFlushed'));
    case InvoiceStatus.PARTIALLY_RED_FLUSHED: return notice('info', says('partiallyRedFlushed'));
    case InvoiceStatus.MANUAL_FAILURE:
    case InvoiceStatus.AUTOMATIC_FAILURE:
      return notice('error', says(invoice.status === InvoiceStatus.MANUAL_FAILURE ? 'manualFailure' : 'automaticFailure'), (
        <Stack gap="1">
          <Text data-testid="invoice-failure-reason"><FormattedMessage id="invoice.page.timeline.reason" values={{ reason: values.reason }} /></Text>
          <Text>{says('resubmit')}</Text>
        </Stack>
      ));
    default:
      return null;
  }
}
