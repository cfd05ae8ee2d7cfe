/** What kind of thing waits: a review, a question, a signing, a remittance or an invoice application. */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { InboxKind } from '../../../shared/console';

const PALETTE: Record<InboxKind, string> = { review: 'brand', question: 'purple', signing: 'teal', remittance: 'orange', invoice: 'green' };

export function InboxKindBadge({ kind }: { kind: InboxKind }) {
  return <Badge colorPalette={PALETTE[kind]} data-testid="inbox-kind"><FormattedMessage id={`console.kind.${kind}`} /></Badge>;
}
