/**
 * /groupManagement/ticketManagement/list: the group tickets the account holds, by product (issued
 * whole, so nothing to claim): each holding's figures and tickets by status, how many are bound,
 * and the way to its tickets on detailsList.
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { TicketAllocation } from '../../../shared/tickets';
import { AllocationCard, Figure } from '../../features/tickets/AllocationCard';
import { AllocationGrid } from '../../features/tickets/AllocationGrid';
import { BindingChart } from '../../features/tickets/BindingChart';
import { bindingShare } from '../../features/tickets/binding-share';
import { GROUP_TICKETS, TicketKindProvider } from '../../features/tickets/ticket-kind';
import { TicketPanel } from '../../features/tickets/TicketPanel';
import { useAllocations } from '../../features/tickets/use-allocations';
import { useLocalized } from '../../features/tickets/localized';
import { TemplateDownloads } from '../../features/templates';

export function GroupTicketListPage() {
  return <TicketKindProvider kind={GROUP_TICKETS}><Holdings /></TicketKindProvider>;
}

function Holdings() {
  const { allocations, reload } = useAllocations();
  const pick = useLocalized();
  return (
    <Stack gap="5" data-testid="group-ticket-list">
      <TemplateDownloads area="groupTickets" />
      <TicketPanel title="route.ticketManagement.list" intro="groupTicketPage.list.intro">
        <AllocationGrid allocations={allocations} reload={reload} empty="groupTicketPage.list.noHoldings"
          card={(allocation) => <HoldingCard key={allocation.id} allocation={allocation} />} />
      </TicketPanel>
      {allocations && allocations.length > 0 ? (
        <TicketPanel title="groupTicketPage.chart.title" level="section">
          <BindingChart rows={allocations.map((allocation) => ({ key: allocation.id, label: pick(allocation.name, allocation.name_en), ...bindingShare(allocation) }))} />
        </TicketPanel>
      ) : null}
    </Stack>
  );
}

function HoldingCard({ allocation }: { allocation: TicketAllocation }) {
  const share = bindingShare(allocation);
  return (
    <AllocationCard allocation={allocation} action={(
      <Button asChild size="sm" variant="outline" colorPalette="brand" flexShrink={0}>
        <RouterLink to={GROUP_TICKETS.paths.detailsOf(allocation.id)} data-testid="holding-tickets">
          <FormattedMessage id="groupTicketPage.list.viewTickets" />
        </RouterLink>
      </Button>
    )}>
      {/* Where the holding came from: a paid order, or the organiser's allocation. */}
      <Text fontSize="xs" color="fg.muted" data-testid="holding-source">
        {allocation.order_no
          ? <FormattedMessage id="groupTicketPage.list.fromOrder" values={{ order: allocation.order_no }} />
          : <FormattedMessage id="groupTicketPage.list.fromOrganiser" />}
      </Text>
      <SimpleGrid columns={3} gap="2" textAlign="center">
        <Figure label="groupTicketPage.list.quantity" value={allocation.quota} testId="holding-quota" />
        <Figure label="groupTicketPage.list.bound" value={share.bound} testId="holding-bound" />
        <Figure label="groupTicketPage.list.notBound" value={share.notBound} testId="holding-not-bound" strong />
      </SimpleGrid>
    </AllocationCard>
  );
}
