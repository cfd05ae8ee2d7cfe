/**
 * How long an application not yet issued has waited against the portal's promise (SPEC.md §9: issued
 * within 15 working days of applying): the working days used and the day it is due by, in red once
 * that day has passed. Nothing once the organiser's part is done. `now` is the page's moment, so a
 * list reads every row against the same one.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { INVOICE_DUE_WORKING_DAYS, type Invoice } from '../../../shared/invoice';
import { showTimeZoneAtom, useShowTime } from '../../i18n/show-time';
import { invoiceWaiting } from './invoice-rules';

export function InvoiceWaiting({ invoice, now }: { invoice: Pick<Invoice, 'status' | 'applied_at' | 'due_on'>; now: number }) {
  const timeZone = useAtomValue(showTimeZoneAtom);
  const showTime = useShowTime();
  const waiting = invoiceWaiting(invoice, now, timeZone);
  if (!waiting) return <Text as="span" color="fg.muted">—</Text>;
  const values = { days: waiting.days, promise: INVOICE_DUE_WORKING_DAYS, due: showTime.day(invoice.due_on) };
  return (
    <Stack gap="0" data-testid={waiting.overdue ? 'invoice-overdue' : 'invoice-waiting'} data-days={waiting.days}>
      <Text as="span" fontSize="sm" whiteSpace="nowrap" color={waiting.overdue ? 'red.700' : undefined} fontWeight={waiting.overdue ? 'semibold' : undefined}>
        <FormattedMessage id={waiting.overdue ? 'console.invoices.waiting.overdue' : 'console.invoices.waiting.days'} values={values} />
      </Text>
      <Text as="span" fontSize="xs" whiteSpace="nowrap" color={waiting.overdue ? 'red.700' : 'fg.muted'}>
        <FormattedMessage id="console.invoices.waiting.due" values={values} />
      </Text>
    </Stack>
  );
}
