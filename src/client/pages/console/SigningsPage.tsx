/**
 * /organiser/signings: every exhibitor's brokerage signings for staff, those waiting for review
 * first (oldest first), with the company, the contact in full (staff call them) and the request's
 * note, and when it was decided. Staff approve (after an "are you sure?") or reject with a reason the exhibitor reads; the
 * exhibitor's signing page hears the decision live (REVIEW_DECIDED). Filters: status, and one
 * exhibitor (chosen from a row).
 */
import { useCallback, useMemo, useState } from 'react';
import { Alert, Box, Button, CloseButton, Heading, HStack, NativeSelect, Stack, Tag, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { SigningStatus, type OrganiserSigningRecord } from '../../../shared/signing';
import { RefreshButton, SchemaTable, usePagedList } from '../../../engine';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RejectDialog, useInboxChanges } from '../../features/console';
import { ScreenEngine } from '../../features/screens';
import { SigningStatusBadge, signingStatusOptions } from '../../features/signing/SigningStatusBadge';
import { fetchStaffSignings, reviewSigning } from '../../features/signing/staff-signing-api';
import { localized } from '../../../shared/locale';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';

interface ExhibitorFilter { id: number; name: string }

export function SigningsPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const showTime = useShowTime();
  const [status, setStatus] = useState('');
  const [exhibitor, setExhibitor] = useState<ExhibitorFilter | null>(null);
  const filters = useMemo(() => ({ ...(status ? { status } : {}), ...(exhibitor ? { exhibitor_id: exhibitor.id } : {}) }), [status, exhibitor]);
  const records = usePagedList<OrganiserSigningRecord>(fetchStaffSignings, filters, 20, useInboxChanges());
  const [approving, setApproving] = useState<OrganiserSigningRecord | null>(null);
  const [rejecting, setRejecting] = useState<OrganiserSigningRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const { reload } = records;

  const companyOf = useCallback((record: OrganiserSigningRecord) => localized(locale, record.company_name, record.company_name_en), [locale]);
  const exhibitorOf = useCallback((record: OrganiserSigningRecord) => localized(locale, record.exhibitor_name, record.exhibitor_name_en), [locale]);
  const names = (record: OrganiserSigningRecord) => ({ exhibitor: exhibitorOf(record), company: companyOf(record) });

  const approve = async () => {
    if (!approving) return;
    setBusy(true);
    try {
      await reviewSigning(approving.id, { decision: 'approve' });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'signing.staff.approved' }, names(approving)), closable: true });
    } catch {
      // Shown by the request layer (e.g. decided meanwhile); the list shows where it stands now.
    } finally {
      setBusy(false);
      setApproving(null);
      reload();
    }
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    const record = rejecting;
    try {
      await reviewSigning(record.id, { decision: 'reject', reason });
    } catch (error) {
      reload();
      // Field errors stay on the form; anything else was shown by the request layer.
      throw error;
    }
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'signing.staff.rejected' }, names(record)), closable: true });
    setRejecting(null);
    reload();
  };

  const columns = useMemo<ColumnDef<OrganiserSigningRecord>[]>(() => [
    {
      id: 'exhibitor', header: () => <FormattedMessage id="console.col.exhibitor" />,
      cell: ({ row }) => (
        <Button size="xs" variant="plain" px="0" h="auto" minW="0" whiteSpace="normal" textAlign="start" fontWeight="medium" color="brand.fg"
          onClick={() => setExhibitor({ id: row.original.exhibitor_id, name: exhibitorOf(row.original) })}
          aria-label={intl.formatMessage({ id: 'signing.staff.onlyExhibitor' }, { exhibitor: exhibitorOf(row.original) })}
          data-testid="staff-signing-exhibitor">
          {exhibitorOf(row.original)}
        </Button>
      ),
    },
    { id: 'company', header: () => <FormattedMessage id="signing.records.col.company" />, cell: ({ row }) => <Text fontSize="sm" data-testid="staff-signing-company">{companyOf(row.original)}</Text> },
    {
      id: 'contact', header: () => <FormattedMessage id="signing.records.col.contact" />,
      cell: ({ row }) => (
        <Stack gap="0" minW="32">
          <Text fontSize="sm">{row.original.contact_name}</Text>
          <Text fontSize="xs" fontFamily="mono" data-testid="staff-signing-phone">{row.original.contact_phone}</Text>
          {row.original.user_name ? (
            <Text fontSize="xs" color="fg.muted"><FormattedMessage id="signing.staff.requestedBy" values={{ name: row.original.user_name }} /></Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'note', header: () => <FormattedMessage id="signing.staff.note" />, cell: ({ row }) => <Text fontSize="sm" lineClamp={3} maxW="60">{row.original.note || '—'}</Text> },
    {
      id: 'status', header: () => <FormattedMessage id="signing.records.col.status" />,
      cell: ({ row }) => (
        <Stack gap="1" align="start" maxW="56">
          <SigningStatusBadge status={row.original.status} testId="staff-signing-status" />
          {row.original.status === SigningStatus.FAILED && row.original.reason ? (
            <Text fontSize="xs" color="red.600" data-testid="staff-signing-reason"><FormattedMessage id="signing.company.failedReason" values={{ reason: row.original.reason }} /></Text>
          ) : null}
          {row.original.decided_at ? (
            <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap"><FormattedMessage id="signing.staff.decidedAt" values={{ time: showTime.dateTime(row.original.decided_at) }} /></Text>
          ) : null}
        </Stack>
      ),
    },
    { id: 'created_at', header: () => <FormattedMessage id="signing.records.col.createdAt" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{showTime.dateTime(row.original.created_at)}</Text> },
    {
      id: 'actions', header: () => <FormattedMessage id="signing.records.col.actions" />,
      cell: ({ row }) => (row.original.status === SigningStatus.WAITING ? (
        <HStack gap="2">
          <Button size="xs" colorPalette="green" onClick={() => setApproving(row.original)} data-testid="staff-signing-approve"><FormattedMessage id="signing.staff.approve" /></Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejecting(row.original)} data-testid="staff-signing-reject"><FormattedMessage id="signing.staff.reject" /></Button>
        </HStack>
      ) : <Text fontSize="xs" color="fg.muted">—</Text>),
    },
  ], [intl, showTime, companyOf, exhibitorOf]);

  return (
    <ScreenEngine>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.signings" /></Heading>
            <Text color="fg.muted"><FormattedMessage id="signing.staff.intro" /></Text>
          </Stack>
          <Alert.Root status="info" size="sm" variant="subtle" data-testid="staff-signing-hint">
            <Alert.Indicator />
            <Alert.Description><FormattedMessage id="signing.staff.hint" /></Alert.Description>
          </Alert.Root>
          <HStack gap="3" wrap="wrap">
            <NativeSelect.Root size="sm" width="48">
              <NativeSelect.Field aria-label={intl.formatMessage({ id: 'signing.records.col.status' })} value={status} onChange={(event) => setStatus(event.currentTarget.value)}
                data-testid="staff-signing-status-filter">
                <option value="">{intl.formatMessage({ id: 'signing.records.allStatus' })}</option>
                {signingStatusOptions().map((option) => <option key={option.value} value={option.value}>{intl.formatMessage({ id: option.label })}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {exhibitor ? (
              <Tag.Root size="lg" colorPalette="brand" data-testid="staff-signing-exhibitor-filter">
                <Tag.Label><FormattedMessage id="signing.staff.exhibitorFilter" values={{ exhibitor: exhibitor.name }} /></Tag.Label>
                <Tag.EndElement>
                  <CloseButton size="2xs" onClick={() => setExhibitor(null)} aria-label={intl.formatMessage({ id: 'signing.staff.allExhibitors' })} />
                </Tag.EndElement>
              </Tag.Root>
            ) : (
              <Text fontSize="xs" color="fg.muted"><FormattedMessage id="signing.staff.exhibitorHint" /></Text>
            )}
            <Box ms="auto"><RefreshButton onClick={reload} testId="staff-signing-reload" /></Box>
          </HStack>
          <SchemaTable columns={columns} list={records} rowId={(record) => String(record.id)} testId="staff-signing-table"
            empty={<FormattedMessage id="signing.staff.empty" />}
            onClearFilters={Object.keys(filters).length > 0 ? () => { setStatus(''); setExhibitor(null); } : undefined} />
        </Stack>
      </Box>
      <ConfirmDialog open={approving !== null} onOpenChange={(open) => { if (!open) setApproving(null); }} busy={busy}
        title={<FormattedMessage id="signing.staff.approveTitle" />}
        body={approving ? <FormattedMessage id="signing.staff.approveBody" values={names(approving)} /> : null}
        action={<FormattedMessage id="signing.staff.approve" />} colorPalette="green" onConfirm={() => void approve()}
        testId="staff-signing-approve-dialog" actionTestId="staff-signing-approve-confirm" />
      <RejectDialog
        subject={rejecting ? { id: rejecting.id, title: <FormattedMessage id="signing.staff.rejectTitle" />, body: <FormattedMessage id="signing.staff.rejectBody" values={names(rejecting)} /> } : null}
        onClose={() => setRejecting(null)} onReject={reject} testId="staff-signing-reject-dialog" />
    </ScreenEngine>
  );
}
