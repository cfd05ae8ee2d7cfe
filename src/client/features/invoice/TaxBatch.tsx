/**
 * The console's exchange with the tax system. "Export the batch" sends every application being
 * invoiced (they become exported) and every red-flush asked for as one .xlsx, saved by the browser,
 * once staff confirm. "Import the result sheet" sends that sheet back with each row's result filled in
 * and shows what came of it: how many were issued, refused and red-flushed, and each row it could
 * not apply with the reason, so staff can correct those rows and import again.
 */
import { useMemo, useRef, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Alert, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SchemaTable, type TableList } from '../../../engine';
import type { InvoiceImportResult } from '../../../shared/invoice';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormDialog } from '../../components/FormDialog';
import { exportTaxBatch, importTaxResults } from './organiser-invoice-api';

type ButtonLook = { size?: 'xs' | 'sm' | 'md'; variant?: 'solid' | 'outline' };

/** Exports the next batch after staff confirm; `onSent` once the file is saved (what it carried has moved). */
export function ExportBatchButton({ onSent, size = 'sm', variant = 'outline' }: { onSent: () => void } & ButtonLook) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const batch = await exportTaxBatch();
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'console.invoices.export.done' }, { name: batch.name, rows: batch.rows }), closable: true });
      setOpen(false);
      onSent();
    } catch {
      // The request layer has said why (nothing waiting: 2010); the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size={size} variant={variant} colorPalette="brand" onClick={() => setOpen(true)} data-testid="invoice-export-batch">
        <FormattedMessage id="console.invoices.export.button" />
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} busy={busy} colorPalette="brand"
        title={<FormattedMessage id="console.invoices.export.title" />}
        body={<FormattedMessage id="console.invoices.export.body" />}
        action={<FormattedMessage id="console.invoices.export.action" />}
        onConfirm={() => void send()} testId="invoice-export-dialog" actionTestId="invoice-export-confirm" />
    </>
  );
}

/** Opens the import of a result sheet; `onImported` after each sheet the server read (rows may have moved). */
export function ImportResultsButton({ onImported, size = 'sm', variant = 'outline' }: { onImported: () => void } & ButtonLook) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button size={size} variant={variant} colorPalette="brand" onClick={() => setOpen(true)} data-testid="invoice-import-results">
        <FormattedMessage id="console.invoices.import.button" />
      </Button>
      <FormDialog open={open} onClose={() => setOpen(false)} busy={busy} size="lg" testId="invoice-import-dialog"
        title={<FormattedMessage id="console.invoices.import.title" />}>
        {open ? <ImportForm onBusy={setBusy} onImported={onImported} onClose={() => setOpen(false)} /> : null}
      </FormDialog>
    </>
  );
}

function ImportForm({ onBusy, onImported, onClose }: { onBusy: (busy: boolean) => void; onImported: () => void; onClose: () => void }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<InvoiceImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    if (!file) return;
    setBusy(true);
    onBusy(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await importTaxResults(file));
      onImported();
    } catch (error) {
      // Shown as a toast by the request layer (not a sheet, a column missing); kept here beside the file too.
      setProblem(error instanceof Error ? error.message : null);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="console.invoices.import.intro" /></Text>
      <input ref={input} type="file" hidden data-testid="invoice-import-file" aria-label={intl.formatMessage({ id: 'console.invoices.import.choose' })}
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        onChange={(event) => { setFile(event.target.files?.[0] ?? null); setProblem(null); setResult(null); }} />
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}><FormattedMessage id="console.invoices.import.choose" /></Button>
        <Text fontSize="sm" data-testid="invoice-import-file-name" truncate minW="0" flex="1">
          {file?.name ?? intl.formatMessage({ id: 'console.invoices.import.noFile' })}
        </Text>
      </HStack>
      {problem ? <Alert.Root status="error" data-testid="invoice-import-problem"><Alert.Indicator /><Alert.Title>{problem}</Alert.Title></Alert.Root> : null}
      {result ? <ImportOutcome result={result} /> : null}
      <HStack gap="3" justify="end">
        <Button size="sm" variant="outline" onClick={onClose} disabled={busy}>
          <FormattedMessage id={result ? 'console.invoices.import.done' : 'common.cancel'} />
        </Button>
        <Button size="sm" colorPalette="brand" disabled={!file} loading={busy} onClick={() => void send()} data-testid="invoice-import-submit">
          <FormattedMessage id="console.invoices.import.submit" />
        </Button>
      </HStack>
    </Stack>
  );
}

type RowError = InvoiceImportResult['errors'][number];

/** What the sheet did: the counts, then each row not applied and why. */
function ImportOutcome({ result }: { result: InvoiceImportResult }) {
  const counts = [
    { key: 'issued', value: result.issued, color: 'green.700' },
    { key: 'failed', value: result.failed, color: result.failed > 0 ? 'orange.700' : undefined },
    { key: 'red_flushed', value: result.red_flushed, color: undefined },
    { key: 'errors', value: result.errors.length, color: result.errors.length > 0 ? 'red.700' : undefined },
  ] as const;
  const list = useMemo((): TableList<RowError> => ({
    rows: result.errors, total: result.errors.length, page: 1, limit: Math.max(result.errors.length, 1), loading: false, failed: false,
    setPage: () => undefined, reload: () => undefined,
  }), [result.errors]);
  const columns = useMemo((): ColumnDef<RowError>[] => [
    { id: 'row', size: 80, header: () => <FormattedMessage id="console.invoices.import.col.row" />, cell: ({ row }) => row.original.row },
    { id: 'message', header: () => <FormattedMessage id="console.invoices.import.col.message" />, cell: ({ row }) => <Text color="red.700" whiteSpace="normal">{row.original.message}</Text> },
  ], []);
  return (
    <Stack gap="3" data-testid="invoice-import-result">
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
        {counts.map((count) => (
          <Stack key={count.key} gap="0.5" borderWidth="1px" borderRadius="md" p="3" data-testid={`invoice-import-count-${count.key}`} data-count={count.value}>
            <Text fontSize="xs" color="fg.muted"><FormattedMessage id={`console.invoices.import.count.${count.key}`} /></Text>
            <Text fontSize="xl" fontWeight="semibold" color={count.color}>{count.value}</Text>
          </Stack>
        ))}
      </Grid>
      {result.errors.length > 0 ? (
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium"><FormattedMessage id="console.invoices.import.errors" /></Text>
          <SchemaTable<RowError> columns={columns} list={list} rowId={(error) => `${error.row}-${error.message}`} testId="invoice-import-errors" rowTestId="invoice-import-error"
            totalText={(total) => <FormattedMessage id="console.invoices.import.errorCount" values={{ total }} />} />
        </Stack>
      ) : (
        <Alert.Root status="success" data-testid="invoice-import-clean"><Alert.Indicator /><Alert.Title><FormattedMessage id="console.invoices.import.clean" /></Alert.Title></Alert.Root>
      )}
    </Stack>
  );
}
