/** The allocations of a list screen as cards: a placeholder while they load, the retry when they failed, a line when there are none. */
import type { ReactNode } from 'react';
import { Alert, Button, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { TicketAllocation } from '../../../shared/tickets';

export interface AllocationGridProps {
  /** useAllocations(): undefined while loading, null when the read failed. */
  allocations: TicketAllocation[] | null | undefined;
  reload: () => void;
  /** Message id of the line shown without allocations. */
  empty: string;
  card: (allocation: TicketAllocation) => ReactNode;
}

export function AllocationGrid({ allocations, reload, empty, card }: AllocationGridProps) {
  if (allocations === undefined) return <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="4"><Skeleton height="44" /><Skeleton height="44" /></SimpleGrid>;
  if (allocations === null) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Content>
        <Button size="sm" variant="outline" onClick={reload}><FormattedMessage id="common.retry" /></Button>
      </Alert.Root>
    );
  }
  if (allocations.length === 0) return <Text color="fg.muted" data-testid="no-allocations"><FormattedMessage id={empty} /></Text>;
  return <SimpleGrid columns={{ base: 1, lg: 2, xl: 3 }} gap="4" data-testid="allocations">{allocations.map(card)}</SimpleGrid>;
}
