/**
 * One ticket allocation as a card: its type and validity, what the page puts beside them (claim on
 * booth tickets, the way to a holding's tickets on group tickets), the page's figures, and the
 * tickets by status.
 */
import type { ReactNode } from 'react';
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { TicketAllocation } from '../../../shared/tickets';
import { useShowTime } from '../../i18n/show-time';
import { enumEntry } from './EnumBadge';
import { useLocalized } from './localized';

/** TicketAllocation.counts in schemas/enums.json ticketStatus order. */
export const COUNT_KEYS = [['unbound', 0], ['failed', 1], ['bound', 2], ['unbound_ok', 3]] as const;

export function AllocationCard({ allocation, action, children }: { allocation: TicketAllocation; action?: ReactNode; children?: ReactNode }) {
  const pick = useLocalized();
  const showTime = useShowTime();
  return (
    <Card.Root variant="outline" size="sm" data-testid="allocation-card" data-allocation={allocation.id}>
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold" data-testid="allocation-name">{pick(allocation.name, allocation.name_en)}</Text>
            <Text fontSize="xs" color="fg.muted"><FormattedMessage id="ticketPage.list.validity" values={{ validity: showTime.days(pick(allocation.validity, allocation.validity_en)) }} /></Text>
          </Stack>
          {action}
        </HStack>
        {children}
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

/** A number with its label, in a card's row of figures: grouped as the reader's language groups it (2,000). */
export function Figure({ label, value, testId, strong }: { label: string; value: number; testId?: string; strong?: boolean }) {
  return (
    <Stack gap="0" bg="gray.50" rounded="md" py="2">
      <Text fontSize="xl" fontWeight={strong ? 'bold' : 'semibold'} color={strong ? 'brand.fg' : undefined} data-testid={testId}><FormattedNumber value={value} /></Text>
      <Text fontSize="xs" color="fg.muted"><FormattedMessage id={label} /></Text>
    </Stack>
  );
}
