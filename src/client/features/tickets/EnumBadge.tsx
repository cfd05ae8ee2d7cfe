/** A status of schemas/enums.json (ticketStatus, orderStatus, batchStatus, docType, invoiceStatus, invoiceType, noticeKind, staffPermission, memberType) as a coloured badge. */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import enums from '../../../../schemas/enums.json';

type EnumSet = Record<string, { label: string; color: string }>;
const sets = enums as unknown as Record<string, EnumSet>;

export type EnumSetName = 'ticketStatus' | 'orderStatus' | 'batchStatus' | 'docType' | 'invoiceStatus' | 'invoiceType' | 'noticeKind' | 'staffPermission' | 'memberType';

export const enumEntry = (set: EnumSetName, value: string | number | null | undefined) =>
  value === null || value === undefined ? undefined : sets[set]?.[String(value)];

export function enumOptions(set: EnumSetName): { value: string; label: string }[] {
  return Object.entries(sets[set] ?? {}).map(([value, entry]) => ({ value, label: entry.label }));
}

export function EnumBadge({ set, value, testId }: { set: EnumSetName; value: string | number | null | undefined; testId?: string }) {
  const entry = enumEntry(set, value);
  if (!entry) return <>—</>;
  return (
    <Badge colorPalette={entry.color} variant="subtle" data-testid={testId} data-value={String(value)}>
      <FormattedMessage id={entry.label} />
    </Badge>
  );
}

/** The label of an enum value as text (document type in a cell). */
export function EnumLabel({ set, value }: { set: EnumSetName; value: string | number | null | undefined }) {
  const entry = enumEntry(set, value);
  return entry ? <FormattedMessage id={entry.label} /> : <>—</>;
}
