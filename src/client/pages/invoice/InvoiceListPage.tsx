/**
 * /invoice/list: the account's invoice applications (schemas/invoice.json: its columns, filters and
 * export, read and paged by the server), each with its state, amount in yuan and the day it is due
 * by, and the way to its details; the way to apply for another. Live 10103 (an application the
 * organiser or the tax system moved) reads the page again.
 */
import { useCallback, useMemo } from 'react';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useSetAtom } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import invoiceScreen from 'virtual:schema/invoice';
import { SchemaTable } from '../../../engine';
import { INVOICE_DUE_WORKING_DAYS, InvoiceApi, invoiceDetailPath, type Invoice } from '../../../shared/invoice';
import { reportExportAtom } from '../../features/export';
import { WRITE_INVOICE_PATH } from '../../features/invoice/invoice-api';
import { useInvoiceChange } from '../../features/invoice/invoice-live';
import { ScreenEngine } from '../../features/screens';
import { EnumBadge } from '../../features/tickets/EnumBadge';
import { InvoiceFrame } from '../../features/invoice/InvoiceFrame';

export function InvoiceListPage() {
  return <ScreenEngine><InvoiceList /></ScreenEngine>;
}

function InvoiceList() {
  const navigate = useNavigate();
  const reportExport = useSetAtom(reportExportAtom);
  const change = useInvoiceChange();

  const cells = useMemo(() => ({
    application_no: (invoice: Invoice) => <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap" data-testid="invoice-no">{invoice.application_no}</Text>,
    status: (invoice: Invoice) => <EnumBadge set="invoiceStatus" value={invoice.status} testId="invoice-status" />,
  }), []);
  const onAction = useCallback((action: string, invoice: Invoice) => {
    if (action === 'detail') navigate(invoiceDetailPath(invoice.id));
  }, [navigate]);
  const rowId = useCallback((invoice: Invoice) => String(invoice.id), []);

  return (
    <InvoiceFrame testId="invoice-list">
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1" flex="1" minW="64">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.invoice.list" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="invoice.page.list.intro" values={{ days: INVOICE_DUE_WORKING_DAYS }} /></Text>
        </Stack>
        <Button size="sm" colorPalette="brand" onClick={() => navigate(WRITE_INVOICE_PATH)} data-testid="invoice-apply">
          <FormattedMessage id="route.invoice.writeInvoice" />
        </Button>
      </HStack>
      <SchemaTable<Invoice> descriptor={invoiceScreen.descriptor} endpoint={InvoiceApi.invoices} reloadKey={change?.seq}
        cells={cells} rowId={rowId} onAction={onAction} onExportStarted={(task) => reportExport(task)}
        testId="invoice-table" rowTestId="invoice-row" empty={<FormattedMessage id="invoice.page.list.empty" />} />
    </InvoiceFrame>
  );
}

