/** An order's state or payment method as its schemas/enums.json badge (orderStatus, paymentMethod). */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import enums from '../../../../schemas/enums.json';
import type { EnumSets } from '../../../shared/descriptor';

const sets = enums as unknown as EnumSets;

export function OrderBadge({ set = 'orderStatus', value, testId }: { set?: 'orderStatus' | 'paymentMethod'; value: number; testId?: string }) {
  const entry = sets[set]?.[String(value)];
  return entry
    ? <Badge colorPalette={entry.color} variant="subtle" data-testid={testId} data-value={value}><FormattedMessage id={entry.label} /></Badge>
    : <>{value}</>;
}
