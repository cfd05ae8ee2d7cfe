/**
 * The exhibitor's signing records, newest first and server-paged: state (with the organiser's reason
 * when it failed), contact, times, and "cancel" with a confirmation while a signing waits for review.
 */
import { useCallback, useMemo, useState } from 'react';
import { Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { SigningStatus, type SigningRecord } from '../../../shared/signing';
import { RefreshButton, SchemaTable, usePagedList } from '../../../engine';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import type { Query } from '../tickets';
import { cancelSigning, fetchSigningRecords } from './signing-api';
import { SigningStatusBadge, signingStatusOptions } from './SigningStatusBadge';
import { timeText } from '../../i18n/show-time';

export interface SigningRecordsProps {
  /** Changes when the records may have changed elsewhere (a signing sent, a decision heard). */
  reloadOn: unknown;
  /** After a cancel: the companies' states changed too. */
  onChanged: () => void;
}

export function SigningRecords({ reloadOn, onChanged }: SigningRecordsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [status, setStatus] = useState('');
  const filters = useMemo((): Query => (status ? { status } : {}), [status]);
  const records = usePagedList<SigningRecord>(fetchSigningRecords, filters, 10, reloadOn);
  const [cancelling, setCancelling] = useState<SigningRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const { reload } = records;
  const companyOf = useCallback((record: SigningRecord) => localized(locale, record.company_name, record.company_name_en), [locale]);

  const cancel = async () => {
    if (!cancelling) return;
    setBusy(true);
    try {
      await cancelSigning(cancelling.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'signing.records.cancelled' }, { company: companyOf(cancelling) }), closable: true });
      setCancelling(null);
      onChanged();
    } catch {
      // Shown by the request layer; the list shows the state it is in now.
      setCancelling(null);
    } finally {
      setBusy(false);
      reload();
    }
  };

  const columns = useMemo<ColumnDef<SigningRecord>[]>(() => [
    {
      id: 'company', header: () => <FormattedMessage id="signing.records.col.company" />,
      cell: ({ row }) => <Text fontWeight="medium" minW="40" data-testid="record-company">{companyOf(row.original)}</Text>,
    },
    {
      id: 'status', header: () => <FormattedMessage id="signing.records.col.status" />,
      cell: ({ row }) => (
        <Stack gap="1" align="start" maxW="64">
          <SigningStatusBadge status={row.original.status} testId="record-status" />
          {row.original.status === SigningStatus.FAILED && row.original.reason ? (
            <Text fontSize="xs" color="red.600" data-testid="record-reason"><FormattedMessage id="signing.company.failedReason" values={{ reason: row.original.reason }} /></Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'contact', header: () => <FormattedMessage id="signing.records.col.contact" />,
      cell: ({ row }) => (
        <Stack gap="0">
          <Text fontSize="sm">{row.original.contact_name}</Text>
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">{row.original.contact_phone}</Text>
        </Stack>
      ),
    },
    { id: 'created_at', header: () => <FormattedMessage id="signing.records.col.createdAt" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{timeText(row.original.created_at, intl.locale)}</Text> },
    { id: 'decided_at', header: () => <FormattedMessage id="signing.records.col.decidedAt" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{timeText(row.original.decided_at, intl.locale)}</Text> },
    {
      id: 'actions', header: () => <FormattedMessage id="signing.records.col.actions" />,
      cell: ({ row }) => (row.original.status === SigningStatus.WAITING ? (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setCancelling(row.original)} data-testid="record-cancel">
          <FormattedMessage id="signing.records.cancel" />
        </Button>
      ) : <Text fontSize="xs" color="fg.muted">—</Text>),
    },
  ], [intl, companyOf]);

  const rowId = useCallback((record: SigningRecord) => String(record.id), []);

  return (
    <Stack gap="3" data-testid="signing-records">
      <HStack justify="end" gap="2">
        <NativeSelect.Root size="sm" width="44">
          <NativeSelect.Field aria-label={intl.formatMessage({ id: 'signing.records.col.status' })} value={status} onChange={(event) => setStatus(event.target.value)} data-testid="record-status-filter">
            <option value=""><FormattedMessage id="signing.records.allStatus" /></option>
            {signingStatusOptions().map((option) => <option key={option.value} value={option.value}>{intl.formatMessage({ id: option.label })}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <RefreshButton onClick={reload} />
      </HStack>
      <SchemaTable columns={columns} list={records} rowId={rowId}
        empty={<FormattedMessage id="signing.records.empty" />} testId="records-table" />
      <ConfirmDialog open={cancelling !== null} onOpenChange={(open) => { if (!open) setCancelling(null); }} busy={busy}
        title={<FormattedMessage id="signing.records.cancelTitle" />}
        body={<FormattedMessage id="signing.records.cancelBody" values={{ company: cancelling ? companyOf(cancelling) : '' }} />}
        action={<FormattedMessage id="signing.records.cancelConfirm" />} colorPalette="red" onConfirm={() => void cancel()}
        testId="record-cancel-dialog" actionTestId="record-cancel-confirm" />
    </Stack>
  );
}
