/**
 * After a failure the applicant corrects the header (or the type, or the mailbox) and sends the
 * application again (PUT, InvoiceResubmission): it is applied anew, for the same orders. The form
 * starts from the application's type and mailbox, and from the header it was made with when that
 * header is still the account's (same title and tax number), as that header now reads.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { INVOICE_DUE_WORKING_DAYS, type InvoiceDetail, type InvoiceResubmission } from '../../../shared/invoice';
import { toaster } from '../../app/toaster';
import { HeaderChoiceFields } from './HeaderChoiceFields';
import { resubmitInvoice } from './invoice-api';
import { applicationBody, snapshotHeader } from './invoice-rules';
import { useApplicationErrors } from './use-application-errors';
import { useHeaderChoice } from './use-header-choice';

export function ResubmitForm({ invoice, onDone }: { invoice: InvoiceDetail; onDone: (invoice: InvoiceDetail) => void }) {
  const intl = useIntl();
  const headers = useHeaderChoice(
    { header_id: undefined, invoice_type: invoice.invoice_type, email: invoice.email, edited: [] },
    (list) => snapshotHeader(list, invoice.header),
  );
  const body = useMemo(() => applicationBody(headers.choice), [headers.choice]);
  const errors = useApplicationErrors(body, { withOrders: false });
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (!errors.attempt()) return;
    setSending(true);
    try {
      const again = await resubmitInvoice(invoice.id, body as unknown as InvoiceResubmission);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'invoice.page.resubmit.done' }, { no: again.application_no, days: INVOICE_DUE_WORKING_DAYS }), closable: true });
      onDone(again);
    } catch (error) {
      // Field errors show on their fields; anything else the request layer has said.
      errors.refuse(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="5" data-testid="invoice-resubmit">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="invoice.page.resubmit.intro" /></Text>
      <HeaderChoiceFields handle={headers} errors={errors.fields} onBlur={errors.leave} disabled={sending} />
      {errors.other.length > 0 ? (
        <Alert.Root status="error" size="sm" data-testid="invoice-resubmit-error">
          <Alert.Indicator />
          <Alert.Content>{errors.other.map((message, index) => <Alert.Title key={index}>{message}</Alert.Title>)}</Alert.Content>
        </Alert.Root>
      ) : null}
      <HStack justify="end">
        <Button colorPalette="brand" loading={sending} onClick={() => void submit()} data-testid="invoice-resubmit-submit">
          <FormattedMessage id="invoice.page.resubmit.submit" />
        </Button>
      </HStack>
    </Stack>
  );
}
