/** The shelf state of one display item (the schemas/enums.json set of the shelf states) as its pages show it. */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import enums from '../../../../schemas/enums.json';
import type { EnumSets } from '../../../shared/descriptor';
import { Shelf, SHELF_SET } from '../../../shared/resources';

const shelfSet = (enums as EnumSets)[SHELF_SET]!;

export function ShelfBadge({ status }: { status: number | null | undefined }) {
  const entry = shelfSet[String(status ?? Shelf.OFF)];
  if (!entry) return null;
  return (
    <Badge colorPalette={entry.color} size="lg" variant="outline" data-testid="shelf-status">
      <FormattedMessage id={entry.label} />
    </Badge>
  );
}
