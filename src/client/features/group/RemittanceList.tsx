/**
 * The remittances submitted for an order, newest first: what was declared (schemas/remittance.json
 * through the engine's details: the amount in yuan, the voucher with its preview), when, and the
 * organiser's decision with its reason.
 */
import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import remittanceScreen from 'virtual:schema/remittance';
import { SchemaDetails } from '../../../engine';
import type { Remittance } from '../../../shared/group';
import { useShowTime } from '../../i18n/show-time';

export const remittanceScreenOf = remittanceScreen;

const DECISION_COLOUR = { approved: 'green', rejected: 'red', pending: 'purple' } as const;

export function RemittanceList({ remittances }: { remittances: readonly Remittance[] }) {
  const showTime = useShowTime();
  if (remittances.length === 0) return <Text color="fg.muted" fontSize="sm"><FormattedMessage id="groupPage.remittances.empty" /></Text>;
  const newestFirst = [...remittances].sort((a, b) => b.submitted_at - a.submitted_at || b.id - a.id);
  return (
    <Stack gap="3">
      {newestFirst.map((remittance) => {
        const decision = remittance.decision ?? 'pending';
        return (
          <Card.Root key={remittance.id} size="sm" variant="outline" data-testid="remittance" data-decision={decision}>
            <Card.Header>
              <HStack justify="space-between" wrap="wrap" gap="2">
                <Text fontSize="sm" color="fg.muted"><FormattedMessage id="groupPage.remittances.submitted" values={{ time: showTime.dateTime(remittance.submitted_at) }} /></Text>
                <Badge colorPalette={DECISION_COLOUR[decision]} variant="subtle" data-testid="remittance-decision"><FormattedMessage id={`groupPage.remittances.${decision}`} /></Badge>
              </HStack>
              {remittance.decided_at ? (
                <Text fontSize="sm" color={decision === 'rejected' ? 'red.600' : 'fg.muted'} data-testid="remittance-reason">
                  <FormattedMessage id="groupPage.remittances.decided" values={{ time: showTime.dateTime(remittance.decided_at) }} />
                  {remittance.reason ? <> · <FormattedMessage id="groupPage.timeline.reason" values={{ reason: remittance.reason }} /></> : null}
                </Text>
              ) : null}
            </Card.Header>
            <Card.Body>
              <SchemaDetails descriptor={remittanceScreen.descriptor} record={remittance as unknown as Record<string, unknown>} />
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}
