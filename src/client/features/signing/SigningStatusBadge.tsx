/** A signing state as schemas/enums.json `signingStatus` labels and colours it; no signing reads "not signed". */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import enums from '../../../../schemas/enums.json';
import type { SigningStatusValue } from '../../../shared/signing';

const labels = (enums as unknown as Record<string, Record<string, { label: string; color: string }>>).signingStatus ?? {};

export const signingStatusOptions = (): { value: string; label: string }[] =>
  Object.entries(labels).map(([value, entry]) => ({ value, label: entry.label }));

export function SigningStatusBadge({ status, testId = 'signing-status' }: { status: SigningStatusValue | null; testId?: string }) {
  const entry = status === null ? undefined : labels[String(status)];
  if (!entry) {
    return <Badge variant="outline" colorPalette="gray" data-testid={testId} data-value=""><FormattedMessage id="signing.company.notSigned" /></Badge>;
  }
  return (
    <Badge variant="subtle" colorPalette={entry.color} data-testid={testId} data-value={String(status)}>
      <FormattedMessage id={entry.label} />
    </Badge>
  );
}
