/**
 * /ticketBoothManagement/ticketBooth/list: the booth's ticket allocations (quota, claimed, what is
 * left, tickets by status) with "claim tickets", and the tickets themselves below.
 */
import { useState } from 'react';
import { Alert, Badge, Box, Button, Card, HStack, Heading, Progress, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TicketAllocation } from '../../../shared/tickets';
import { toaster } from '../../app/toaster';
import { ClaimDialog } from '../../features/tickets/ClaimDialog';
import { enumEntry } from '../../features/tickets/EnumBadge';
import { useLocalized } from '../../features/tickets/localized';
import { TicketsTable, useTickets } from '../../features/tickets/TicketsTable';
import { useAllocations } from '../../features/tickets/use-allocations';

const COUNT_KEYS = [['unbound', 0], ['failed', 1], ['bound', 2], ['unbound_ok', 3]] as const;

export function TicketListPage() {
  const intl = useIntl();
  const { allocations, reload, replace } = useAllocations();
  const [claiming, setClaiming] = useState<TicketAllocation | null>(null);
  const tickets = useTickets();

  const claimed = (count: number, allocation: TicketAllocation) => {
    setClaiming(null);
    replace(allocation);
    tickets.paged.reload();
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'ticketPage.claim.done' }, { count }), closable: true });
  };

  return (
    <Stack gap="5" data-testid="ticket-list">
      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <Stack gap="1" mb="4">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.ticketBooth.list" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="ticketPage.list.intro" /></Text>
        </Stack>
        {allocations === undefined ? (
          <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="4"><Skeleton height="44" /><Skeleton height="44" /></SimpleGrid>
        ) : allocations === null ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Content>
            <Button size="sm" variant="outline" onClick={reload}><FormattedMessage id="common.retry" /></Button>
          </Alert.Root>
        ) : allocations.length === 0 ? (
          <Text color="fg.muted" data-testid="no-allocations"><FormattedMessage id="ticketPage.list.noAllocations" /></Text>
        ) : (
          <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="4" data-testid="allocations">
            {allocations.map((allocation) => <AllocationCard key={allocation.id} allocation={allocation} onClaim={() => setClaiming(allocation)} />)}
          </SimpleGrid>
        )}
      </Box>

      <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <Heading as="h2" size="md" mb="4"><FormattedMessage id="ticketPage.list.tickets" /></Heading>
        <TicketsTable allocations={allocations ?? []} tickets={tickets} />
      </Box>

      <ClaimDialog allocation={claiming} onClose={() => setClaiming(null)} onClaimed={claimed} />
    </Stack>
  );
}

function AllocationCard({ allocation, onClaim }: { allocation: TicketAllocation; onClaim: () => void }) {
  const pick = useLocalized();
  const remaining = Math.max(0, allocation.quota - allocation.claimed);
  const share = allocation.quota > 0 ? (allocation.claimed / allocation.quota) * 100 : 0;
  return (
    <Card.Root variant="outline" size="sm" data-testid="allocation-card" data-allocation={allocation.id}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" data-testid="allocation-name">{pick(allocation.name, allocation.name_en)}</Text>
            <Text fontSize="xs" color="fg.muted"><FormattedMessage id="ticketPage.list.validity" values={{ validity: pick(allocation.validity, allocation.validity_en) }} /></Text>
          </Stack>
          <Button size="sm" colorPalette="blue" disabled={remaining === 0} onClick={onClaim} data-testid="claim-open">
            <FormattedMessage id="ticketPage.claim.open" />
          </Button>
        </HStack>
        <SimpleGrid columns={3} gap="2" textAlign="center">
          <Figure label="ticketPage.list.quota" value={allocation.quota} />
          <Figure label="ticketPage.list.claimed" value={allocation.claimed} testId="allocation-claimed" />
          <Figure label="ticketPage.list.remaining" value={remaining} testId="allocation-remaining" strong />
        </SimpleGrid>
        <Progress.Root size="xs" value={share} colorPalette="blue"><Progress.Track><Progress.Range /></Progress.Track></Progress.Root>
        <HStack gap="1.5" wrap="wrap">
          {COUNT_KEYS.map(([key, status]) => {
            const entry = enumEntry('ticketStatus', status);
            return (
              <Badge key={key} colorPalette={entry?.color} variant="subtle" data-testid={`allocation-count-${key}`}>
                {entry ? <FormattedMessage id={entry.label} /> : key} {allocation.counts[key]}
              </Badge>
            );
          })}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function Figure({ label, value, testId, strong }: { label: string; value: number; testId?: string; strong?: boolean }) {
  return (
    <Stack gap="0" bg="gray.50" rounded="md" py="2">
      <Text fontSize="xl" fontWeight={strong ? 'bold' : 'semibold'} color={strong ? 'blue.600' : undefined} data-testid={testId}>{value}</Text>
      <Text fontSize="xs" color="fg.muted"><FormattedMessage id={label} /></Text>
    </Stack>
  );
}
