/**
 * The exhibitor's booth tickets, server-paged: keyword search, status and type filters, the export
 * task, and (on the details screen) holder columns, row actions and selection for batch unbind.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, HStack, IconButton, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { TicketStatus, type BoothTicket, type TicketAllocation } from '../../../shared/tickets';
import { reportExportAtom } from '../export/export-state';
import { DataTable } from './DataTable';
import { EnumBadge, EnumLabel, enumOptions } from './EnumBadge';
import { useLocalized } from './localized';
import { fetchTickets, startTicketExport, timeText, type Query } from './ticket-api';
import { usePaged, type Paged } from './use-paged';

export type TicketAction = 'bind' | 'edit' | 'share' | 'unbind';

export interface TicketsList { paged: Paged<BoothTicket>; applied: Query; setApplied: (filters: Query) => void }

/** The tickets list of a screen: its filters and the page of tickets they select. */
export function useTickets(): TicketsList {
  const [applied, setApplied] = useState<Query>({});
  const paged = usePaged(fetchTickets, applied);
  return { paged, applied, setApplied };
}

export interface TicketsTableProps {
  allocations: TicketAllocation[];
  /** Holder columns and actions (detailsList); without: the overview of the list screen. */
  detailed?: boolean;
  onAction?: (action: TicketAction, ticket: BoothTicket) => void;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (ids: Set<string>) => void;
  /** Buttons beside the filters (batch binding, batch unbind). */
  toolbar?: ReactNode;
  /** The list, owned by the page (useTickets) so that actions can reload it or patch a row. */
  tickets: TicketsList;
  /** Whether the account may unbind (it makes an unbind order: authority 8 for a sub-account). */
  mayUnbind?: boolean;
}

/** Which actions a ticket offers, by its state and whether the account may unbind. */
export function ticketActions(ticket: BoothTicket, mayUnbind = true): TicketAction[] {
  if (ticket.unbinding) return [];
  switch (ticket.status) {
    // Unbound, failed and unbound-successfully tickets can be bound (again).
    case TicketStatus.BOUND: return mayUnbind ? ['edit', 'unbind'] : ['edit'];
    default: return ['bind', 'share'];
  }
}

export const canUnbind = (ticket: BoothTicket): boolean => ticketActions(ticket).includes('unbind');

export function TicketsTable({ allocations, detailed = false, onAction, selected, onSelectedChange, toolbar, tickets, mayUnbind = false }: TicketsTableProps) {
  const intl = useIntl();
  const pick = useLocalized();
  const reportExport = useSetAtom(reportExportAtom);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState('');
  const [allocationId, setAllocationId] = useState('');
  const [exporting, setExporting] = useState(false);

  const { paged, applied, setApplied } = tickets;

  const search = () => setApplied({
    ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    ...(status ? { status } : {}),
    ...(allocationId ? { allocation_id: allocationId } : {}),
  });
  const reset = () => { setKeyword(''); setStatus(''); setAllocationId(''); setApplied({}); };

  const startExport = async () => {
    setExporting(true);
    try {
      reportExport(await startTicketExport(applied));
    } catch {
      // Shown by the request layer.
    } finally {
      setExporting(false);
    }
  };

  const columns = useMemo<ColumnDef<BoothTicket>[]>(() => {
    const base: ColumnDef<BoothTicket>[] = [
      { id: 'ticket_no', header: () => <FormattedMessage id="ticketPage.col.ticketNo" />, cell: ({ row }) => <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">{row.original.ticket_no}</Text> },
      { id: 'type', header: () => <FormattedMessage id="ticketPage.col.type" />, cell: ({ row }) => <Text whiteSpace="nowrap">{pick(row.original.type_name, row.original.type_name_en)}</Text> },
      {
        id: 'status', header: () => <FormattedMessage id="ticketPage.col.status" />,
        cell: ({ row }) => (
          <HStack gap="1" wrap="wrap">
            <EnumBadge set="ticketStatus" value={row.original.status} testId="ticket-status" />
            {row.original.unbinding ? <Badge colorPalette="orange" variant="outline" data-testid="ticket-unbinding"><FormattedMessage id="ticketPage.unbinding" /></Badge> : null}
          </HStack>
        ),
      },
      { id: 'holder_name', header: () => <FormattedMessage id="ticketPage.col.holder" />, cell: ({ row }) => <Text whiteSpace="nowrap">{row.original.holder_name ?? '—'}</Text> },
    ];
    if (detailed) {
      base.push(
        { id: 'doc_type', header: () => <FormattedMessage id="ticketPage.col.docType" />, cell: ({ row }) => <Text fontSize="xs"><EnumLabel set="docType" value={row.original.doc_type} /></Text> },
        { id: 'doc_number', header: () => <FormattedMessage id="ticketPage.col.docNumber" />, cell: ({ row }) => <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">{row.original.doc_number ?? '—'}</Text> },
        { id: 'contact', header: () => <FormattedMessage id="ticketPage.col.contact" />, cell: ({ row }) => <Text fontSize="xs" whiteSpace="nowrap">{row.original.contact ?? '—'}</Text> },
      );
    }
    base.push({
      id: 'bound_at', header: () => <FormattedMessage id="ticketPage.col.boundAt" />,
      cell: ({ row }) => (
        <Stack gap="0" data-testid="ticket-binding">
          <Text fontSize="xs" whiteSpace="nowrap">{timeText(row.original.bound_at, intl.locale)}</Text>
          {row.original.bound_via ? <Text fontSize="xs" color="fg.muted"><FormattedMessage id={`ticketPage.via.${row.original.bound_via}`} /></Text> : null}
          {row.original.status === TicketStatus.FAILED && row.original.failure_reason ? (
            <Text fontSize="xs" color="red.600">{intl.formatMessage({ id: row.original.failure_reason, defaultMessage: row.original.failure_reason })}</Text>
          ) : null}
        </Stack>
      ),
    });
    if (detailed && onAction) {
      base.push({
        id: 'actions', header: () => <FormattedMessage id="ticketPage.col.actions" />,
        cell: ({ row }) => {
          const actions = ticketActions(row.original, mayUnbind);
          if (actions.length === 0) return <Text color="fg.muted" fontSize="xs">—</Text>;
          return (
            <HStack gap="1">
              {actions.map((action) => (
                <Button key={action} size="xs" variant={action === 'unbind' ? 'ghost' : 'outline'} colorPalette={action === 'unbind' ? 'red' : 'blue'}
                  data-testid={`ticket-${action}`} onClick={() => onAction(action, row.original)}>
                  <FormattedMessage id={`ticketPage.action.${action}`} />
                </Button>
              ))}
            </HStack>
          );
        },
      });
    }
    return base;
  }, [detailed, onAction, pick, intl, mayUnbind]);

  const rowId = useCallback((ticket: BoothTicket) => String(ticket.id), []);

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" align="end">
        <Input size="sm" width="56" value={keyword} onChange={(event) => setKeyword(event.target.value)} data-testid="ticket-keyword"
          placeholder={intl.formatMessage({ id: 'ticketPage.filter.keyword' })} aria-label={intl.formatMessage({ id: 'ticketPage.filter.keyword' })}
          onKeyDown={(event) => { if (event.key === 'Enter') search(); }} />
        <NativeSelect.Root size="sm" width="40">
          <NativeSelect.Field aria-label={intl.formatMessage({ id: 'ticketPage.col.status' })} value={status} onChange={(event) => setStatus(event.target.value)} data-testid="ticket-status-filter">
            <option value=""><FormattedMessage id="ticketPage.filter.allStatus" /></option>
            {enumOptions('ticketStatus').map((option) => <option key={option.value} value={option.value}>{intl.formatMessage({ id: option.label })}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" width="48">
          <NativeSelect.Field aria-label={intl.formatMessage({ id: 'ticketPage.col.type' })} value={allocationId} onChange={(event) => setAllocationId(event.target.value)}>
            <option value=""><FormattedMessage id="ticketPage.filter.allTypes" /></option>
            {allocations.map((allocation) => <option key={allocation.id} value={allocation.id}>{pick(allocation.name, allocation.name_en)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Button size="sm" colorPalette="blue" onClick={search} data-testid="ticket-search"><FormattedMessage id="engine.table.search" /></Button>
        <Button size="sm" variant="outline" onClick={reset}><FormattedMessage id="engine.table.reset" /></Button>
        <HStack gap="2" ml="auto" wrap="wrap">
          {toolbar}
          <Button size="sm" variant="outline" loading={exporting} onClick={() => void startExport()} data-testid="ticket-export"><FormattedMessage id="engine.table.export" /></Button>
          <IconButton size="sm" variant="ghost" aria-label={intl.formatMessage({ id: 'ticketPage.refresh' })} title={intl.formatMessage({ id: 'ticketPage.refresh' })} onClick={paged.reload}>↻</IconButton>
        </HStack>
      </HStack>
      <DataTable
        testId="tickets-table"
        columns={columns}
        rows={paged.rows}
        total={paged.total}
        page={paged.page}
        limit={paged.limit}
        loading={paged.loading}
        failed={paged.failed}
        onPage={paged.setPage}
        onLimit={paged.setLimit}
        onRetry={paged.reload}
        rowId={rowId}
        selected={selected}
        onSelectedChange={onSelectedChange}
        canSelect={canUnbind}
        empty={<FormattedMessage id="ticketPage.empty" />}
      />
    </Stack>
  );
}
