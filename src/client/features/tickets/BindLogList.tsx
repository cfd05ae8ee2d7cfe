/** The batch bindings of the page's kind of ticket (booth bindLogList), newest first, each opening its record. */
import { useCallback, useMemo, useState } from 'react';
import { Box, Button, HStack, Heading, Link, Progress, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { BindBatch } from '../../../shared/tickets';
import { SchemaTable, usePagedList } from '../../../engine';
import { liveStateAtom } from '../live';
import { EnumBadge } from './EnumBadge';
import { percent } from './ticket-api';
import { useTicketKind } from './ticket-kind';
import { timeText } from '../../i18n/show-time';

export function BindLogList() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { calls: { fetchBatches }, paths: { logDetails: logDetailsPath, details }, titles } = useTicketKind();
  // A batch finishing while the list is open: read the page again.
  const finished = useAtomValue(liveStateAtom).batchBind.finished;
  const [filters] = useState({});
  const batches = usePagedList<BindBatch>(fetchBatches, filters, 20, finished);

  const columns = useMemo<ColumnDef<BindBatch>[]>(() => [
    { id: 'id', header: () => <FormattedMessage id="ticketPage.col.batch" />, cell: ({ row }) => <Link asChild colorPalette="brand" fontWeight="medium"><RouterLink to={logDetailsPath(row.original.id)} data-testid="batch-link">#{row.original.id}</RouterLink></Link> },
    { id: 'source', header: () => <FormattedMessage id="ticketPage.col.source" />, cell: ({ row }) => <FormattedMessage id={`ticketPage.source.${row.original.source}`} /> },
    { id: 'file_name', header: () => <FormattedMessage id="ticketPage.col.fileName" />, cell: ({ row }) => <Text fontSize="xs" truncate maxW="56">{row.original.file_name || '—'}</Text> },
    {
      id: 'counts', header: () => <FormattedMessage id="ticketPage.col.counts" />,
      cell: ({ row }) => (
        <Stack gap="1" minW="40">
          <Text fontSize="xs"><FormattedMessage id="ticketPage.log.countsLine" values={{ total: row.original.total, succeeded: row.original.succeeded, failed: row.original.failed }} /></Text>
          <Progress.Root size="xs" value={percent(row.original.processed, row.original.total)} colorPalette={row.original.failed > 0 ? 'orange' : 'green'}><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>
        </Stack>
      ),
    },
    { id: 'status', header: () => <FormattedMessage id="ticketPage.col.status" />, cell: ({ row }) => <EnumBadge set="batchStatus" value={row.original.status} testId="batch-status" /> },
    { id: 'created_at', header: () => <FormattedMessage id="ticketPage.col.createdAt" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{timeText(row.original.created_at, intl.locale)}</Text> },
    { id: 'created_by', header: () => <FormattedMessage id="ticketPage.col.createdBy" />, cell: ({ row }) => <Text fontSize="xs">{row.original.created_by}</Text> },
    { id: 'actions', cell: ({ row }) => <Button size="xs" variant="outline" onClick={() => navigate(logDetailsPath(row.original.id))}><FormattedMessage id="common.view" /></Button> },
  ], [intl.locale, navigate, logDetailsPath]);

  const rowId = useCallback((batch: BindBatch) => String(batch.id), []);

  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid="bind-log-list">
      <HStack justify="space-between" align="start" mb="4" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={titles.bindLog} /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="ticketPage.log.listIntro" /></Text>
        </Stack>
        <Button size="sm" colorPalette="brand" onClick={() => navigate(details)}><FormattedMessage id="ticketPage.batch.open" /></Button>
      </HStack>
      <SchemaTable columns={columns} list={batches} rowId={rowId}
        empty={<FormattedMessage id="ticketPage.log.empty" />} testId="batches-table" />
    </Box>
  );
}
