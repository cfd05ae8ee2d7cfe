/**
 * Who confirmed one agreement, for organiser staff: every exhibitor with its state — who confirmed
 * for it and when, or not yet — confirmed first, a page at a time, filtered by state.
 */
import { useCallback, useMemo, useState } from 'react';
import { CloseButton, Drawer, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import type { OrganiserProtocol, ProtocolConfirmation, ProtocolStatus } from '../../../shared/api';
import { SchemaTable, usePagedList, type ListQuery } from '../../../engine';
import { FilterButtons, type FilterOption } from '../../components/FilterButtons';
import { localized } from '../../../shared/locale';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';
import { fetchConfirmations, type ProtocolListQuery } from './protocol-api';
import { ProtocolStatusBadge } from './ProtocolStatusBadge';

const PAGE = 20;
const FILTERS: readonly FilterOption<ProtocolStatus>[] = [
  { label: 'protocol.filter.all' },
  { value: 'confirmed', label: 'protocol.status.confirmed' },
  { value: 'pending', label: 'protocol.status.pending' },
];

export interface ConfirmationsDrawerProps {
  protocol: OrganiserProtocol | null;
  onClose: () => void;
}

export function ConfirmationsDrawer({ protocol: current, onClose }: ConfirmationsDrawerProps) {
  // The last agreement stays drawn while the drawer slides away.
  const [protocol, setProtocol] = useState(current);
  if (current && current !== protocol) setProtocol(current);
  return (
    <Drawer.Root open={current !== null} onOpenChange={(event) => { if (!event.open) onClose(); }} placement="end" size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="confirmations-drawer">
            {protocol ? <Confirmations key={protocol.id} protocol={protocol} /> : null}
            <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function Confirmations({ protocol }: { protocol: OrganiserProtocol }) {
  const { locale } = useLocale();
  const showTime = useShowTime();
  const [status, setStatus] = useState<ProtocolStatus | undefined>(undefined);
  const [confirmed, setConfirmed] = useState(protocol.confirmed);
  const filters = useMemo((): ListQuery => (status ? { status } : {}), [status]);
  // The filter arrives in the query (usePagedList adds `filters`), so the loader stays the same.
  const load = useCallback(async (query: ListQuery, signal: AbortSignal) => {
    const page = await fetchConfirmations(protocol.id, query as unknown as ProtocolListQuery, signal);
    setConfirmed(page.confirmed);
    return page;
  }, [protocol.id]);
  const list = usePagedList<ProtocolConfirmation>(load, filters, PAGE);

  const columns = useMemo<ColumnDef<ProtocolConfirmation>[]>(() => [
    {
      id: 'exhibitor', header: () => <FormattedMessage id="protocol.console.col.exhibitor" />,
      cell: ({ row }) => <Text as="span" fontWeight="medium" data-testid="confirmation-exhibitor">{localized(locale, row.original.exhibitor_name, row.original.exhibitor_name_en)}</Text>,
    },
    { id: 'booth', header: () => <FormattedMessage id="protocol.console.col.booth" />, cell: ({ row }) => row.original.booth_no || '—' },
    {
      id: 'status', header: () => <FormattedMessage id="protocol.col.status" />,
      cell: ({ row }) => <ProtocolStatusBadge state={row.original.confirmed ? 'confirmed' : 'pending'} testId="confirmation-status" />,
    },
    { id: 'confirmed_by', header: () => <FormattedMessage id="protocol.console.col.confirmedBy" />, cell: ({ row }) => <Text as="span" data-testid="confirmation-by">{row.original.confirmed_by ?? '—'}</Text> },
    {
      id: 'confirmed_at', header: () => <FormattedMessage id="protocol.console.col.confirmedAt" />,
      cell: ({ row }) => <Text as="span" whiteSpace="nowrap">{row.original.confirmed_at === null ? '—' : showTime.dateTime(row.original.confirmed_at)}</Text>,
    },
  ], [locale, showTime]);

  return (
    <>
      <Drawer.Header pe="12">
        <Stack gap="1">
          <Drawer.Title asChild>
            <Heading as="h2" size="lg" data-testid="confirmations-title">{localized(locale, protocol.title, protocol.title_en)}</Heading>
          </Drawer.Title>
          <Text fontSize="sm" color="fg.muted" data-testid="confirmations-count">
            <FormattedMessage id="protocol.console.confirmedOf" values={{ confirmed, total: protocol.exhibitors }} />
          </Text>
        </Stack>
      </Drawer.Header>
      <Drawer.Body>
        <Stack gap="4">
          <FilterButtons labelId="protocol.field.status" options={FILTERS} value={status} onChange={setStatus} testIdPrefix="confirmations-filter" />
          <SchemaTable<ProtocolConfirmation>
            columns={columns}
            list={list}
            rowId={(row) => String(row.exhibitor_id)}
            testId="confirmations-table"
            rowTestId="confirmation-row"
            empty={<FormattedMessage id="protocol.console.noneYet" />}
          />
        </Stack>
      </Drawer.Body>
    </>
  );
}
