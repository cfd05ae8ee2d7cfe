/**
 * The exhibitor's booth tickets, server-paged: keyword search, status and type filters, the export
 * task, and (on the details screen) holder columns, row actions and selection for batch unbind.
 * The columns are schemas/booth-ticket.json's list columns; this screen draws the cells that combine
 * fields (status with an unbind in progress, binding time with how and why it failed).
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import boothTicket from 'virtual:schema/booth-ticket';
import { useSetAtom } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { TicketStatus, type BoothTicket, type TicketAllocation } from '../../../shared/tickets';
import { ACTIONS_COLUMN, ExportButton, FilterArea, SchemaTable, useFilterWidth, usePagedList, type PagedList } from '../../../engine';
import { reportExportAtom } from '../export';
import { ScreenEngine } from '../screens';
import { EnumBadge, EnumLabel, enumOptions } from './EnumBadge';
import { useLocalized } from './localized';
import type { Query } from './ticket-api';
import { ticketDescriptor, useTicketKind } from './ticket-kind';
import { timeText } from '../../i18n/show-time';

export type TicketAction = 'bind' | 'edit' | 'share' | 'unbind';

export interface TicketsList { paged: PagedList<BoothTicket>; applied: Query; setApplied: (filters: Query) => void }

/** The tickets list of a screen: its filters (from `initial`, e.g. one allocation) and the page of tickets they select. */
export function useTickets(initial: Query = {}): TicketsList {
  const [applied, setApplied] = useState<Query>(initial);
  const paged = usePagedList(useTicketKind().calls.fetchTickets, applied);
  return { paged, applied, setApplied };
}

export interface TicketsTableProps {
  allocations: TicketAllocation[];
  /** Holder columns and every action (detailsList); without: the overview of the list screen, which only binds. */
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

/** The list screen's overview: the descriptor's columns without the holder's document and contact. */
const OVERVIEW_FIELDS = ['ticket_no', 'type_name', 'status', 'holder_name', 'bound_at'];

/**
 * The details screen: every column, the document type drawn under the document number (one column
 * less, so the usual columns fit beside the pinned ones at 1440 px, English sidebar included).
 */
const DETAILED_FIELDS = ['ticket_no', 'type_name', 'status', 'holder_name', 'doc_number', 'contact', 'bound_at'];

/** What the overview offers a row: binding a ticket that has no holder, nothing else. */
const overviewActions = (ticket: BoothTicket): TicketAction[] => ticketActions(ticket).filter((action) => action === 'bind');

export function TicketsTable({ allocations, detailed = false, onAction, selected, onSelectedChange, toolbar, tickets, mayUnbind = false }: TicketsTableProps) {
  const intl = useIntl();
  const pick = useLocalized();
  const reportExport = useSetAtom(reportExportAtom);
  const kind = useTicketKind();
  const { startTicketExport } = kind.calls;
  const { words } = kind;
  const descriptor = useMemo(() => ticketDescriptor(boothTicket.descriptor, kind), [kind]);
  const { paged, applied, setApplied } = tickets;
  const [keyword, setKeyword] = useState(() => String(applied.keyword ?? ''));
  const [status, setStatus] = useState(() => String(applied.status ?? ''));
  const [allocationId, setAllocationId] = useState(() => String(applied.allocation_id ?? ''));
  const [exporting, setExporting] = useState(false);

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

  // Cells that combine fields or read the language; the others are drawn from the descriptor.
  const cells = useMemo<Partial<Record<string, (ticket: BoothTicket) => ReactNode>>>(() => ({
    ticket_no: (ticket) => <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">{ticket.ticket_no}</Text>,
    type_name: (ticket) => <Text>{pick(ticket.type_name, ticket.type_name_en)}</Text>,
    holder_name: (ticket) => (ticket.holder_name ? <Text whiteSpace="nowrap">{ticket.holder_name}</Text> : '—'),
    status: (ticket) => (
      <HStack gap="1" wrap="wrap">
        <EnumBadge set="ticketStatus" value={ticket.status} testId="ticket-status" />
        {ticket.unbinding ? <Badge colorPalette="orange" variant="outline" data-testid="ticket-unbinding"><FormattedMessage id="ticketPage.unbinding" /></Badge> : null}
      </HStack>
    ),
    // The dash of an empty cell is the body font's, as in every other column (a monospace dash is short and high).
    doc_number: (ticket) => (ticket.doc_number ? (
      <Stack gap="0">
        <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">{ticket.doc_number}</Text>
        <Text fontSize="xs" color="fg.muted" data-testid="ticket-doc-type"><EnumLabel set="docType" value={ticket.doc_type} /></Text>
      </Stack>
    ) : '—'),
    bound_at: (ticket) => (
      <Stack gap="0" data-testid="ticket-binding">
        <Text fontSize="xs">{timeText(ticket.bound_at, intl.locale)}</Text>
        {ticket.bound_via ? <Text fontSize="xs" color="fg.muted"><FormattedMessage id={`ticketPage.via.${ticket.bound_via}`} /></Text> : null}
        {ticket.status === TicketStatus.FAILED && ticket.failure_reason ? (
          <Text fontSize="xs" color="red.600">{intl.formatMessage({ id: ticket.failure_reason, defaultMessage: ticket.failure_reason })}</Text>
        ) : null}
      </Stack>
    ),
  }), [pick, intl]);

  // The actions a ticket offers follow its state (ticketActions), not one fixed list.
  // The overview binds from the row too: an unbound ticket needs no trip to the details screen.
  const actionsColumn = useMemo<ColumnDef<BoothTicket>[]>(() => (onAction ? [{
    id: ACTIONS_COLUMN, header: () => <FormattedMessage id="ticketPage.col.actions" />,
    cell: ({ row }) => {
      const actions = detailed ? ticketActions(row.original, mayUnbind) : overviewActions(row.original);
      if (actions.length === 0) return <Text color="fg.muted" fontSize="xs">—</Text>;
      return (
        <HStack gap="1">
          {actions.map((action) => (
            <Button key={action} size="xs" variant="outline" colorPalette={action === 'unbind' ? 'red' : 'brand'}
              data-testid={`ticket-${action}`} onClick={() => onAction(action, row.original)}>
              <FormattedMessage id={`ticketPage.action.${action}`} />
            </Button>
          ))}
        </HStack>
      );
    },
  }] : []), [detailed, onAction, mayUnbind]);

  const rowId = useCallback((ticket: BoothTicket) => String(ticket.id), []);

  return (
    <Stack gap="3">
      <FilterArea
        keyword={(
          <Input size="sm" width="56" value={keyword} onChange={(event) => setKeyword(event.target.value)} data-testid="ticket-keyword"
            placeholder={intl.formatMessage({ id: words.keyword })} aria-label={intl.formatMessage({ id: words.keyword })}
            onKeyDown={(event) => { if (event.key === 'Enter') search(); }} />
        )}
        active={[status, allocationId].filter(Boolean).length}
        onSearch={search}
        onReset={reset}
        searchTestId="ticket-search"
        onRefresh={paged.reload}
        actions={(
          <>
            {toolbar}
            <ExportButton loading={exporting} empty={!paged.loading && !paged.failed && paged.total === 0} onClick={() => void startExport()} testId="ticket-export" />
          </>
        )}
      >
        <TicketFilters status={status} onStatus={setStatus} allocationId={allocationId} onAllocation={setAllocationId} allocations={allocations} />
      </FilterArea>
      <ScreenEngine>
        <SchemaTable
          testId="tickets-table"
          descriptor={descriptor}
          fields={detailed ? DETAILED_FIELDS : OVERVIEW_FIELDS}
          cells={cells}
          columns={actionsColumn}
          list={paged}
          rowId={rowId}
          selection={selected && onSelectedChange ? { selected, onChange: onSelectedChange, canSelect: canUnbind } : undefined}
          empty={<FormattedMessage id={words.empty} />}
          onClearFilters={Object.keys(applied).length > 0 ? reset : undefined}
        />
      </ScreenEngine>
    </Stack>
  );
}

/** The status and ticket-type filters; their width follows FilterArea (the row, or the phone's drawer). */
function TicketFilters({ status, onStatus, allocationId, onAllocation, allocations }: {
  status: string; onStatus: (status: string) => void;
  allocationId: string; onAllocation: (id: string) => void;
  allocations: readonly TicketAllocation[];
}) {
  const intl = useIntl();
  const pick = useLocalized();
  const { words } = useTicketKind();
  const statusWidth = useFilterWidth('40');
  const typeWidth = useFilterWidth('48');
  return (
    <>
      <NativeSelect.Root size="sm" width={statusWidth}>
        <NativeSelect.Field aria-label={intl.formatMessage({ id: 'ticketPage.col.status' })} value={status} onChange={(event) => onStatus(event.target.value)} data-testid="ticket-status-filter">
          <option value=""><FormattedMessage id="ticketPage.filter.allStatus" /></option>
          {enumOptions('ticketStatus').map((option) => <option key={option.value} value={option.value}>{intl.formatMessage({ id: option.label })}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width={typeWidth}>
        <NativeSelect.Field aria-label={intl.formatMessage({ id: words.type })} value={allocationId} onChange={(event) => onAllocation(event.target.value)}>
          <option value=""><FormattedMessage id={words.allTypes} /></option>
          {allocations.map((allocation) => <option key={allocation.id} value={allocation.id}>{pick(allocation.name, allocation.name_en)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
}
