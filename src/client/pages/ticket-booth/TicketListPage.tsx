/**
 * /ticketBoothManagement/ticketBooth/list: the booth's ticket allocations (quota, claimed, what is
 * left, tickets by status) with "claim tickets", and the tickets themselves below, an unbound one
 * bound from its row.
 */
import { useState } from 'react';
import { Button, Progress, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BoothTicket, TicketAllocation } from '../../../shared/tickets';
import { toaster } from '../../app/toaster';
import { ClaimDialog } from '../../features/tickets/ClaimDialog';
import { HolderDialog } from '../../features/tickets/HolderDialog';
import { AllocationCard, Figure } from '../../features/tickets/AllocationCard';
import { AllocationGrid } from '../../features/tickets/AllocationGrid';
import { TicketPanel } from '../../features/tickets/TicketPanel';
import { BOOTH_TICKETS, TicketKindProvider } from '../../features/tickets/ticket-kind';
import { TicketsTable, useTickets } from '../../features/tickets/TicketsTable';
import { useAllocations } from '../../features/tickets/use-allocations';
import { TemplateDownloads } from '../../features/templates';

export function TicketListPage() {
  return <TicketKindProvider kind={BOOTH_TICKETS}><BoothTicketList /></TicketKindProvider>;
}

function BoothTicketList() {
  const intl = useIntl();
  const { allocations, reload, replace } = useAllocations();
  const [claiming, setClaiming] = useState<TicketAllocation | null>(null);
  const [binding, setBinding] = useState<BoothTicket | null>(null);
  const tickets = useTickets();

  const claimed = (count: number, allocation: TicketAllocation) => {
    setClaiming(null);
    replace(allocation);
    tickets.paged.reload();
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'ticketPage.claim.done' }, { count }), closable: true });
  };

  // A row bound here changes the row and its allocation's counts by status.
  const bound = (ticket: BoothTicket) => {
    setBinding(null);
    tickets.paged.patch((row) => row.id === ticket.id, (row) => ({ ...row, ...ticket }));
    reload();
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'ticketPage.holder.saved' }, { ticket: ticket.ticket_no }), closable: true });
  };

  return (
    <Stack gap="5" data-testid="ticket-list">
      <TemplateDownloads area="boothTickets" />
      <TicketPanel title="route.ticketBooth.list" intro="ticketPage.list.intro">
        <AllocationGrid allocations={allocations} reload={reload} empty="ticketPage.list.noAllocations"
          card={(allocation) => <BoothAllocationCard key={allocation.id} allocation={allocation} onClaim={() => setClaiming(allocation)} />} />
      </TicketPanel>

      <TicketPanel title="ticketPage.list.tickets" level="section">
        <TicketsTable allocations={allocations ?? []} tickets={tickets} onAction={(_action, ticket) => setBinding(ticket)} />
      </TicketPanel>

      <ClaimDialog allocation={claiming} onClose={() => setClaiming(null)} onClaimed={claimed} />
      <HolderDialog ticket={binding} mode="bind" onClose={() => setBinding(null)} onSaved={bound} />
    </Stack>
  );
}

function BoothAllocationCard({ allocation, onClaim }: { allocation: TicketAllocation; onClaim: () => void }) {
  const remaining = Math.max(0, allocation.quota - allocation.claimed);
  const share = allocation.quota > 0 ? (allocation.claimed / allocation.quota) * 100 : 0;
  return (
    <AllocationCard allocation={allocation} action={(
      <Button size="sm" colorPalette="brand" disabled={remaining === 0} onClick={onClaim} data-testid="claim-open">
        <FormattedMessage id="ticketPage.claim.open" />
      </Button>
    )}>
      <SimpleGrid columns={3} gap="2" textAlign="center">
        <Figure label="ticketPage.list.quota" value={allocation.quota} />
        <Figure label="ticketPage.list.claimed" value={allocation.claimed} testId="allocation-claimed" />
        <Figure label="ticketPage.list.remaining" value={remaining} testId="allocation-remaining" strong />
      </SimpleGrid>
      <Progress.Root size="xs" value={share} colorPalette="brand"><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>
    </AllocationCard>
  );
}
