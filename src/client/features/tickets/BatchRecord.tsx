/**
 * One batch binding of the page's kind of ticket (booth logDetails?id=<batch>), as it runs and after.
 * Counts and a progress bar fed by the live stream (10003 per processed chunk, 10004 at the end,
 * then the record is read again); the rows, server-paged, filtered by result. Failed rows carry the
 * server's reason and can be corrected in place; the corrected rows go out again as a new batch.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Group, HStack, Heading, Input, NativeSelect, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { BatchRowInput, BindBatch, BindBatchRow } from '../../../shared/tickets';
import { wordMessage, type Translator } from '../../../shared/validation-messages';
import { SchemaTable, usePagedList } from '../../../engine';
import { liveStateAtom } from '../live';
import { toaster } from '../../app/toaster';
import { batchLive } from './batch-live';
import { EnumBadge, EnumLabel, enumOptions } from './EnumBadge';
import { BatchRowStatus, percent, type Query } from './ticket-api';
import { useTicketKind } from './ticket-kind';
import { timeText } from '../../i18n/show-time';

type Filter = 'all' | 'bound' | 'failed';
const FILTER_STATUS: Record<Filter, number | undefined> = { all: undefined, bound: BatchRowStatus.BOUND, failed: BatchRowStatus.FAILED };
/** Without live news, a running batch is read again this often. */
const POLL_MS = 4000;

type Fix = BatchRowInput & { row_no: number };
type FixField = 'ticket' | 'name' | 'doc_number' | 'phone' | 'email';

const fixOf = (row: BindBatchRow): Fix => ({
  row_no: row.row_no, ticket: row.ticket, name: row.name, doc_type: row.doc_type === null ? '' : String(row.doc_type),
  doc_number: row.doc_number, phone: row.phone, email: row.email,
});

/** The record of batch `id` (read by the page from its address); without one, the way to the batch list. */
export function BatchRecord({ id }: { id: number | undefined }) {
  const navigate = useNavigate();
  const { paths, titles } = useTicketKind();
  if (id === undefined) {
    return (
      <Box bg="white" borderWidth="1px" rounded="lg" p="6">
        <Heading as="h1" size="xl" data-testid="page-title" mb="3"><FormattedMessage id={titles.logDetails} /></Heading>
        <Text color="fg.muted" mb="3"><FormattedMessage id="ticketPage.log.missing" /></Text>
        <Button size="sm" variant="outline" onClick={() => navigate(paths.bindLog)}><FormattedMessage id={titles.bindLog} /></Button>
      </Box>
    );
  }
  return <BatchDetails key={id} id={id} />;
}

function BatchDetails({ id }: { id: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { calls: { fetchBatch, fetchBatchRows, resubmitRows }, paths, titles, words } = useTicketKind();
  const [batch, setBatch] = useState<BindBatch | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const [filter, setFilter] = useState<Filter>('all');
  const [fixes, setFixes] = useState<Map<number, Fix>>(() => new Map());
  const [resubmitting, setResubmitting] = useState(false);
  const live = batchLive(useAtomValue(liveStateAtom).batchBind, id);
  const finishedAt = live.finished ? `${live.finished.succeeded}:${live.finished.failed}` : '';

  // The record, again when the live stream says the batch is over.
  // A newer read aborts the one in flight: the request layer refuses an identical call while one is
  // pending, and the batch's end often comes while the first read is still on its way.
  useEffect(() => {
    const controller = new AbortController();
    fetchBatch(id, controller.signal).then(
      (data) => { if (!controller.signal.aborted) setBatch(data); },
      () => { if (!controller.signal.aborted) setBatch((previous) => previous ?? null); },
    );
    return () => controller.abort();
  }, [id, version, finishedAt, fetchBatch]);

  const running = batch?.status === 'queued' || batch?.status === 'running';
  // A fallback for a stream that is down or news that came before the page: read the record again.
  useEffect(() => {
    if (!running || live.finished) return;
    const timer = setInterval(() => setVersion((n) => n + 1), POLL_MS);
    return () => clearInterval(timer);
  }, [running, live.finished]);

  const filters = useMemo((): Query => {
    const status = FILTER_STATUS[filter];
    return status === undefined ? {} : { status };
  }, [filter]);
  const loadRows = useCallback((query: Query, signal: AbortSignal) => fetchBatchRows(id, query, signal), [id, fetchBatchRows]);
  // The rows are read again when the batch ends (heard live, or seen in the record).
  const rows = usePagedList(loadRows, filters, 50, `${finishedAt}:${running ? 'running' : batch?.status ?? ''}`);

  // Counts: the stream's when newer than the record's.
  const counts = useMemo(() => {
    const base = { total: batch?.total ?? 0, processed: batch?.processed ?? 0, succeeded: batch?.succeeded ?? 0, failed: batch?.failed ?? 0 };
    if (live.finished) return { total: live.finished.total, processed: live.finished.total, succeeded: live.finished.succeeded, failed: live.finished.failed };
    if (live.progress && live.progress.processed > base.processed) return { total: live.progress.total, processed: live.progress.processed, succeeded: live.progress.succeeded, failed: live.progress.failed };
    return base;
  }, [batch, live.progress, live.finished]);
  const done = live.finished !== undefined || batch?.status === 'done' || batch?.status === 'failed';
  const status = live.finished ? live.finished.status : batch?.status;

  const setFix = (row: BindBatchRow, field: keyof Fix, value: string) =>
    setFixes((previous) => new Map(previous).set(row.row_no, { ...(previous.get(row.row_no) ?? fixOf(row)), [field]: value }));

  const resubmit = async () => {
    setResubmitting(true);
    try {
      const rowsToSend = [...fixes.values()].map((fix) => {
        const clean: Fix = { row_no: fix.row_no, ticket: fix.ticket.trim(), name: fix.name.trim(), doc_type: fix.doc_type, doc_number: fix.doc_number.trim() };
        if (fix.phone?.trim()) clean.phone = fix.phone.trim();
        if (fix.email?.trim()) clean.email = fix.email.trim();
        return clean;
      });
      const { batch_id: next } = await resubmitRows(id, rowsToSend);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'ticketPage.log.resubmitted' }, { count: rowsToSend.length }), closable: true });
      navigate(paths.logDetails(next));
    } catch {
      // Shown by the request layer; the corrections stay.
    } finally {
      setResubmitting(false);
    }
  };

  const columns = useMemo<ColumnDef<BindBatchRow>[]>(() => {
    const editing = (row: BindBatchRow) => row.editable && row.status === BatchRowStatus.FAILED;
    // A row's kept message (its arguments may name a label by message id), worded as the server words it.
    const translator: Translator = { t: (id, values) => intl.formatMessage({ id, defaultMessage: id }, values), has: (id) => id in intl.messages };
    const value = (row: BindBatchRow, field: keyof Fix) => String((fixes.get(row.row_no) ?? fixOf(row))[field] ?? '');
    const cellInput = (field: FixField, width: string) => ({ row }: { row: { original: BindBatchRow } }) => {
      const record = row.original;
      if (!editing(record)) return <Text fontSize="xs" whiteSpace="nowrap" fontFamily={field === 'doc_number' || field === 'ticket' ? 'mono' : undefined}>{record[field] || '—'}</Text>;
      return (
        <Input size="xs" width={width} value={value(record, field)} data-testid={`fix-${field}`} aria-label={intl.formatMessage({ id: field === 'ticket' ? words.ticketNo : `ticketPage.col.${field}` })}
          borderColor={fixes.has(record.row_no) ? 'brand.border' : undefined} onChange={(event) => setFix(record, field, event.target.value)} />
      );
    };
    const result = ({ row }: { row: { original: BindBatchRow } }) => {
      const record = row.original;
      const heard = live.rows.get(record.row_no);
      const state: number = record.status === BatchRowStatus.PENDING && heard ? heard.status : record.status;
      const error = record.error ?? (record.status === BatchRowStatus.PENDING ? heard?.error : undefined) ?? null;
      const values = record.error_values ?? heard?.error_values ?? undefined;
      return (
        <Stack gap="1" minW="28" maxW="44">
          <Badge alignSelf="start" colorPalette={state === BatchRowStatus.BOUND ? 'green' : state === BatchRowStatus.FAILED ? 'red' : 'gray'} variant="subtle" data-testid="row-result" data-value={state}>
            <FormattedMessage id={`ticketPage.row.${state === BatchRowStatus.BOUND ? 'bound' : state === BatchRowStatus.FAILED ? 'failed' : 'pending'}`} />
          </Badge>
          {state === BatchRowStatus.FAILED && error ? (
            <Text fontSize="xs" color="red.600" lineHeight="short" data-testid="row-error">{wordMessage({ id: error, values }, translator)}</Text>
          ) : null}
        </Stack>
      );
    };
    return [
      { id: 'row_no', header: () => '#', cell: ({ row }) => <Text fontSize="xs" color="fg.muted">{row.original.row_no}</Text> },
      { id: 'status', header: () => <FormattedMessage id="ticketPage.col.result" />, cell: result },
      { id: 'ticket', header: () => <FormattedMessage id={words.ticketNo} />, cell: cellInput('ticket', '32') },
      { id: 'name', header: () => <FormattedMessage id="ticketPage.col.holder" />, cell: cellInput('name', '20') },
      {
        id: 'doc_type', header: () => <FormattedMessage id="ticketPage.col.docType" />,
        cell: ({ row }) => {
          const record = row.original;
          if (!editing(record)) return <Text fontSize="xs" whiteSpace="nowrap"><EnumLabel set="docType" value={record.doc_type} /></Text>;
          return (
            <NativeSelect.Root size="xs" width="32">
              <NativeSelect.Field value={value(record, 'doc_type')} data-testid="fix-doc_type" aria-label={intl.formatMessage({ id: 'ticketPage.col.docType' })}
                onChange={(event) => setFix(record, 'doc_type', event.target.value)}>
                <option value="">—</option>
                {enumOptions('docType').map((option) => <option key={option.value} value={option.value}>{intl.formatMessage({ id: option.label })}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        },
      },
      { id: 'doc_number', header: () => <FormattedMessage id="ticketPage.col.docNumber" />, cell: cellInput('doc_number', '40') },
      { id: 'phone', header: () => <FormattedMessage id="ticketPage.col.phone" />, cell: cellInput('phone', '28') },
      { id: 'email', header: () => <FormattedMessage id="ticketPage.col.email" />, cell: cellInput('email', '36') },
    ];
  }, [fixes, intl, live.rows, words]);

  const rowId = useCallback((row: BindBatchRow) => String(row.row_no), []);

  if (batch === undefined) return <Skeleton height="96" />;
  if (batch === null) {
    return (
      <Alert.Root status="error" data-testid="batch-missing">
        <Alert.Indicator />
        <Alert.Content><Alert.Title><FormattedMessage id="ticketPage.log.notFound" /></Alert.Title></Alert.Content>
        <Button size="sm" variant="outline" onClick={() => navigate(paths.bindLog)}><FormattedMessage id={titles.bindLog} /></Button>
      </Alert.Root>
    );
  }

  const share = percent(counts.processed, counts.total);
  return (
    <Stack gap="5" data-testid="log-details" data-batch={id}>
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" wrap="wrap" gap="3" mb="4">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={titles.logDetails} /></Heading>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id={`ticketPage.source.${batch.source}`} /> · {batch.file_name || '—'} · {timeText(batch.created_at, intl.locale)} · {batch.created_by}
              {batch.parent_id ? <> · <FormattedMessage id="ticketPage.log.parent" values={{ id: batch.parent_id }} /></> : null}
            </Text>
          </Stack>
          <HStack gap="2">
            <EnumBadge set="batchStatus" value={status} testId="batch-status" />
            <Button size="sm" variant="outline" onClick={() => navigate(paths.bindLog)}><FormattedMessage id={titles.bindLog} /></Button>
          </HStack>
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="4">
          <Count label="ticketPage.log.total" value={counts.total} testId="count-total" />
          <Count label="ticketPage.log.processed" value={counts.processed} testId="count-processed" />
          <Count label="ticketPage.log.succeeded" value={counts.succeeded} testId="count-succeeded" color="green.600" />
          <Count label="ticketPage.log.failed" value={counts.failed} testId="count-failed" color={counts.failed > 0 ? 'red.600' : undefined} />
        </SimpleGrid>
        <Progress.Root value={share} colorPalette={done ? (counts.failed > 0 ? 'orange' : 'green') : 'brand'} striped={!done} animated={!done} data-testid="batch-progress" data-value={share}>
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm"><FormattedMessage id={done ? 'ticketPage.log.finished' : 'ticketPage.log.running'} /></Progress.Label>
            <Progress.ValueText fontSize="sm" data-testid="batch-percent">{share}%</Progress.ValueText>
          </HStack>
          <Progress.Track><Progress.Range /></Progress.Track>
        </Progress.Root>
      </Box>

      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
          <Group attached data-testid="row-filter">
            {(['all', 'bound', 'failed'] as const).map((value) => (
              <Button key={value} size="sm" variant={filter === value ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={filter === value}
                onClick={() => setFilter(value)} data-testid={`row-filter-${value}`}>
                <FormattedMessage id={`ticketPage.log.filter.${value}`} />
              </Button>
            ))}
          </Group>
          <HStack gap="2">
            {fixes.size > 0 ? <Text fontSize="sm" color="fg.muted"><FormattedMessage id="ticketPage.log.fixed" values={{ count: fixes.size }} /></Text> : null}
            {fixes.size > 0 ? <Button size="sm" variant="ghost" onClick={() => setFixes(new Map())}><FormattedMessage id="ticketPage.log.discard" /></Button> : null}
            <Button size="sm" colorPalette="brand" disabled={fixes.size === 0} loading={resubmitting} onClick={() => void resubmit()} data-testid="resubmit">
              <FormattedMessage id="ticketPage.log.resubmit" values={{ count: fixes.size }} />
            </Button>
          </HStack>
        </HStack>
        {counts.failed > 0 && done ? (
          <Alert.Root status="warning" size="sm" mb="3"><Alert.Indicator /><Alert.Title><FormattedMessage id="ticketPage.log.fixHint" /></Alert.Title></Alert.Root>
        ) : null}
        <SchemaTable testId="batch-rows" columns={columns} list={rows} rowId={rowId} />
      </Box>
    </Stack>
  );
}

function Count({ label, value, testId, color }: { label: string; value: number; testId: string; color?: string }) {
  return (
    <Stack gap="0" bg="gray.50" rounded="md" px="3" py="2">
      <Text fontSize="xs" color="fg.muted"><FormattedMessage id={label} /></Text>
      <Text fontSize="2xl" fontWeight="semibold" color={color} data-testid={testId}>{value}</Text>
    </Stack>
  );
}
