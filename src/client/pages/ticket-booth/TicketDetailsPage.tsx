/**
 * /ticketBoothManagement/ticketBooth/detailsList: every ticket with its holder. Bind or edit a
 * holder, share a link for the holder to bind, unbind one or several (a paid unbind order), and
 * batch binding.
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { BoothTicket } from '../../../shared/tickets';
import { toaster } from '../../app/toaster';
import { permitsAtom } from '../../features/session/session-state';
import { BatchPanel } from '../../features/tickets/BatchPanel';
import { HolderDialog } from '../../features/tickets/HolderDialog';
import { ShareDialog } from '../../features/tickets/ShareDialog';
import { BIND_LOG_PATH } from '../../features/tickets/ticket-api';
import { TicketsTable, useTickets, type TicketAction } from '../../features/tickets/TicketsTable';
import { useAllocations } from '../../features/tickets/use-allocations';
import { UnbindDialog } from '../../features/unbind/UnbindDialog';

export function TicketDetailsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { allocations } = useAllocations();
  const mayUnbind = useAtomValue(permitsAtom)('unbindOrders');
  const tickets = useTickets();
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
      <Button size="sm" colorPalette="blue" onClick={() => setBatchOpen(true)} data-testid="batch-open"><FormattedMessage id="ticketPage.batch.open" /></Button>
      {mayUnbind ? (
        <Button size="sm" variant="outline" colorPalette="red" disabled={selected.size === 0} data-testid="batch-unbind"
          onClick={() => setUnbinding([...chosen.values()])}>
          <FormattedMessage id="ticketPage.batchUnbind" values={{ count: selected.size }} />
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => navigate(BIND_LOG_PATH)}><FormattedMessage id="route.ticketBooth.bindLogList" /></Button>
    </>
  ), [selected.size, chosen, navigate, mayUnbind]);

  return (
    <Stack gap="5" data-testid="ticket-details">
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" mb="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.ticketBooth.detailsList" /></Heading>
            <Text color="fg.muted" fontSize="sm"><FormattedMessage id="ticketPage.details.intro" /></Text>
          </Stack>
        </HStack>
        <TicketsTable allocations={allocations ?? []} detailed onAction={onAction} tickets={tickets} mayUnbind={mayUnbind}
          selected={mayUnbind ? selected : undefined} onSelectedChange={mayUnbind ? onSelectedChange : undefined} toolbar={toolbar} />
      </Box>

      <HolderDialog ticket={holder?.ticket ?? null} mode={holder?.mode ?? 'bind'} onClose={() => setHolder(null)} onSaved={saved} />
      <ShareDialog ticket={sharing} onClose={() => setSharing(null)} />
      <UnbindDialog tickets={unbinding} onClose={() => setUnbinding(null)}
        onOrdered={() => { setSelected(new Set()); setChosen(new Map()); reload(); }} />
      <BatchPanel open={batchOpen} onClose={() => setBatchOpen(false)} />
    </Stack>
  );
}
