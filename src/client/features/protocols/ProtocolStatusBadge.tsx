import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ProtocolState } from './protocol-api';

const COLOURS: Record<ProtocolState, string> = { confirmed: 'green', pending: 'orange', closed: 'gray' };

export function ProtocolStatusBadge({ state, testId = 'protocol-status' }: { state: ProtocolState; testId?: string }) {
  return (
    <Badge colorPalette={COLOURS[state]} variant="subtle" size="md" data-testid={testId} data-state={state}>
      <FormattedMessage id={`protocol.status.${state}`} />
    </Badge>
  );
}
