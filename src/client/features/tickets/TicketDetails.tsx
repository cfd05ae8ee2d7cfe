/**
 * The tickets of the page's kind with their holders (booth detailsList, group ticket detailsList).
 * Bind or edit a holder, share a link for the holder to bind, batch binding, and where the page
 * offers it (booth tickets, authority 8), unbind one or several through a paid unbind order.
 */
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { BoothTicket } from '../../../shared/tickets';
import { toaster } from '../../app/toaster';
import { BatchPanel } from './BatchPanel';
import { HolderDialog } from './HolderDialog';
import { ShareDialog } from './ShareDialog';
import { positiveId, type Query } from './ticket-api';
import { useTicketKind } from './ticket-kind';
import { TicketsTable, useTickets, type TicketAction } from './TicketsTable';
import { useAllocations } from './use-allocations';

/** How the page unbinds the chosen tickets (features/unbind's UnbindDialog for booth tickets). */
export type UnbindDialogComponent = ComponentType<{ tickets: BoothTicket[] | null; onClose: () => void; onOrdered: () => void }>;

export interface TicketDetailsProps {
  /** Given when the account may unbind: row and batch unbind through this dialog. */
  unbind?: UnbindDialogComponent;
  /**
   * Shown inside another page (a group order's tickets): one allocation's tickets, without the page's
   * heading, and without the way to the batch records, which are a page of their own.
   */
  embedded?: { allocationId: number };
}

export function TicketDetails({ unbind: Unbind, embedded }: TicketDetailsProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { paths, titles } = useTicketKind();
  const { allocations } = useAllocations();
  const mayUnbind = Unbind !== undefined;
  // ?allocation_id=<id>: the tickets of one allocation (a holding's link on the list screen).
  const [params] = useSearchParams();
  const [initial] = useState((): Query => {
    const allocationId = embedded?.allocationId ?? positiveId(params.get('allocation_id'));
    return allocationId === undefined ? {} : { allocation_id: allocationId };
  });
  const tickets = useTickets(initial);
  const { rows, patch, reload } = tickets.paged;
  const [holder, setHolder] = useState<{ ticket: BoothTicket; mode: 'bind' | 'edit' } | null>(null);
  const [sharing, setSharing] = useState<BoothTicket | null>(null);
  const [unbinding, setUnbinding] = useState<BoothTicket[] | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  // The rows chosen, kept across pages as the tickets they were when chosen.
  const [chosen, setChosen] = useState<Map<string, BoothTicket>>(() => new Map());

  const onAction = useCallback((action: TicketAction, ticket: BoothTicket) => {
    if (action === 'bind' || action === 'edit') setHolder({ ticket, mode: action });
    if (action === 'share') setSharing(ticket);
    if (action === 'unbind') setUnbinding([ticket]);
  }, []);

  const onSelectedChange = useCallback((ids: Set<string>) => {
    setSelected(ids);
    setChosen((previous) => {
      const next = new Map<string, BoothTicket>();
      for (const id of ids) {
        const ticket = previous.get(id) ?? rows.find((row) => String(row.id) === id);
        if (ticket) next.set(id, ticket);
      }
      return next;
    });
  }, [rows]);

  const saved = (ticket: BoothTicket) => {
    setHolder(null);
    patch((row) => row.id === ticket.id, (row) => ({ ...row, ...ticket }));
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'ticketPage.holder.saved' }, { ticket: ticket.ticket_no }), closable: true });
  };

  const toolbar = useMemo(() => (
    <>
      <Button size="sm" colorPalette="brand" onClick={() => setBatchOpen(true)} data-testid="batch-open"><FormattedMessage id="ticketPage.batch.open" /></Button>
      {mayUnbind ? (
        <Button size="sm" variant="outline" colorPalette="red" disabled={selected.size === 0} data-testid="batch-unbind"
          onClick={() => setUnbinding([...chosen.values()])}>
          <FormattedMessage id="ticketPage.batchUnbind" values={{ count: selected.size }} />
        </Button>
      ) : null}
      {embedded ? null : (
        <Button size="sm" variant="outline" onClick={() => navigate(paths.bindLog)} data-testid="bind-log-open"><FormattedMessage id={titles.bindLog} /></Button>
      )}
    </>
  ), [selected.size, chosen, navigate, mayUnbind, paths.bindLog, titles.bindLog, embedded]);

  const table = (
    <TicketsTable allocations={allocations ?? []} detailed onAction={onAction} tickets={tickets} mayUnbind={mayUnbind}
      selected={mayUnbind ? selected : undefined} onSelectedChange={mayUnbind ? onSelectedChange : undefined} toolbar={toolbar} />
  );

  return (
    <Stack gap="5" data-testid="ticket-details">
      {embedded ? table : (
        <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
          <HStack justify="space-between" align="start" mb="4" wrap="wrap">
            <Stack gap="1">
              <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={titles.details} /></Heading>
              <Text color="fg.muted" fontSize="sm"><FormattedMessage id={titles.detailsIntro} /></Text>
            </Stack>
          </HStack>
          {table}
        </Box>
      )}

      <HolderDialog ticket={holder?.ticket ?? null} mode={holder?.mode ?? 'bind'} onClose={() => setHolder(null)} onSaved={saved} />
      <ShareDialog ticket={sharing} onClose={() => setSharing(null)} />
      {Unbind ? (
        <Unbind tickets={unbinding} onClose={() => setUnbinding(null)}
          onOrdered={() => { setSelected(new Set()); setChosen(new Map()); reload(); }} />
      ) : null}
      <BatchPanel open={batchOpen} onClose={() => setBatchOpen(false)} />
    </Stack>
  );
}
