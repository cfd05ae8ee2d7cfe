/**
 * /organiser/invoices: every applicant's invoice applications (schemas/invoice.json's staff list:
 * its columns, filters and export), applied first and each state's oldest first, each with how long
 * it has waited against the 15-working-day promise, red once past it. Staff choose applied rows and
 * take them, send the tax system its batch and import its result sheet; an application's number
 * opens its page. Staff are not an audience of the live stream: the list reads again after each step.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import invoiceScreen from 'virtual:schema/invoice';
import { SchemaTable, type TableSelection } from '../../../engine';
import { forStaff } from '../../../shared/descriptor';
import { INVOICE_DUE_WORKING_DAYS, OrganiserInvoiceApi, organiserInvoicePath, type Invoice } from '../../../shared/invoice';
import { toaster } from '../../app/toaster';
import { reportExportAtom } from '../../features/export';
import { InvoiceFrame } from '../../features/invoice/InvoiceFrame';
import { applicantText } from '../../features/invoice/InvoiceRecord';
import { InvoiceWaiting } from '../../features/invoice/InvoiceWaiting';
import { isTakeable } from '../../features/invoice/invoice-rules';
import { takeInvoices } from '../../features/invoice/organiser-invoice-api';
import { ExportBatchButton, ImportResultsButton } from '../../features/invoice/TaxBatch';
import { useInboxChanges } from '../../features/console';
import { ScreenEngine } from '../../features/screens';
import { EnumBadge } from '../../features/tickets/EnumBadge';

const descriptor = forStaff(invoiceScreen.descriptor);
const rowId = (invoice: Invoice) => String(invoice.id);

export function InvoicesPage() {
  return <ScreenEngine><Invoices /></ScreenEngine>;
}

function Invoices() {
  const intl = useIntl();
  const navigate = useNavigate();
  const reportExport = useSetAtom(reportExportAtom);
  // Every row is read against the same moment, taken again with each read.
  const [now, setNow] = useState(() => Date.now() / 1000);
  const [reads, setReads] = useState(0);
  // New applications and moves made elsewhere arrive on the staff's live stream.
  const changes = useInboxChanges();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [taking, setTaking] = useState(false);

  const refresh = useCallback(() => {
    setSelected(new Set());
    setNow(Date.now() / 1000);
    setReads((n) => n + 1);
  }, []);

  const cells = useMemo(() => ({
    application_no: (invoice: Invoice) => (
      <Link asChild fontFamily="mono" fontSize="xs" colorPalette="brand" whiteSpace="nowrap">
        <RouterLink to={organiserInvoicePath(invoice.id)} data-testid="invoice-no">{invoice.application_no}</RouterLink>
      </Link>
    ),
    applicant_name: (invoice: Invoice) => (invoice.applicant ? <Text as="span" fontSize="sm">{applicantText(invoice.applicant)}</Text> : '—'),
    status: (invoice: Invoice) => <EnumBadge set="invoiceStatus" value={invoice.status} testId="invoice-status" />,
    due_on: (invoice: Invoice) => <InvoiceWaiting invoice={invoice} now={now} />,
  }), [now]);
  const selection = useMemo((): TableSelection<Invoice> => ({ selected, onChange: setSelected, canSelect: isTakeable }), [selected]);
  const onAction = useCallback((action: string, invoice: Invoice) => {
    if (action === 'detail') navigate(organiserInvoicePath(invoice.id));
  }, [navigate]);

  const take = async () => {
    const ids = [...selected].map(Number);
    setTaking(true);
    try {
      const { moved } = await takeInvoices(ids);
      if (moved.length > 0) toaster.create({ type: 'success', title: intl.formatMessage({ id: 'console.invoices.take.done' }, { count: moved.length }) });
      // Taken by someone else meanwhile, or no longer applied.
      if (moved.length < ids.length) toaster.create({ type: 'warning', title: intl.formatMessage({ id: 'console.invoices.take.missed' }, { count: ids.length - moved.length }) });
      refresh();
    } catch {
      // The request layer has said why; the choice stays.
    } finally {
      setTaking(false);
    }
  };

  return (
    <InvoiceFrame testId="console-invoices">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" flex="1" minW="64">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.invoices" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="console.invoices.intro" values={{ days: INVOICE_DUE_WORKING_DAYS }} /></Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" disabled={selected.size === 0} loading={taking} onClick={() => void take()} data-testid="invoice-take-selected">
            <FormattedMessage id="console.invoices.take" values={{ count: selected.size }} />
          </Button>
          <ExportBatchButton onSent={refresh} />
          <ImportResultsButton onImported={refresh} />
        </HStack>
      </HStack>
      <SchemaTable<Invoice> descriptor={descriptor} endpoint={OrganiserInvoiceApi.invoices} exportEndpoint={OrganiserInvoiceApi.listExport}
        reloadKey={`${reads}:${changes}`} cells={cells} rowId={rowId} selection={selection} onAction={onAction} onExportStarted={(task) => reportExport(task)}
        testId="console-invoice-table" rowTestId="invoice-row" empty={<FormattedMessage id="console.invoices.empty" />} />
    </InvoiceFrame>
  );
}
