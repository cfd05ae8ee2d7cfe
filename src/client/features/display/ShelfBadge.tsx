/** The shelf state of one display item (schemas/enums.json "shelf") as its pages show it. */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import enums from '../../../../schemas/enums.json';

const shelfSet = enums.shelf as Record<string, { label: string; color: string }>;

export function ShelfBadge({ status }: { status: number | null | undefined }) {
  const entry = shelfSet[String(status ?? 0)];
  if (!entry) return null;
  return (
    <Badge colorPalette={entry.color} size="lg" variant="outline" data-testid="shelf-status">
      <FormattedMessage id={entry.label} />
    </Badge>
  );
}
