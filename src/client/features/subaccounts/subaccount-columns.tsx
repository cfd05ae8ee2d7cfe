/**
 * The list's columns as schemas/sub-account.json declares them (fields, titles, row actions); only
 * how an authority list and a time are drawn is this screen's own.
 */
import { Badge, Button, HStack, Wrap } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { IntlShape } from 'react-intl';
import enums from '../../../../schemas/enums.json';
import type { SubAccount } from '../../../shared/accounts';
import { listableFields, type EnumSets, type ScreenDescriptor } from '../../../shared/descriptor';
import { timeText } from '../../i18n/show-time';

const sets = enums as unknown as EnumSets;

/** The enum set naming a field's values (the field's or, for a list, its items'). */
function enumSetOf(descriptor: ScreenDescriptor, field: string): string | undefined {
  const schema = listableFields(descriptor)[field];
  const items = schema?.items;
  return schema?.['x-enum'] ?? (items && typeof items === 'object' && !Array.isArray(items) ? (items as { 'x-enum'?: string })['x-enum'] : undefined);
}

export function subAccountColumns(
  descriptor: ScreenDescriptor,
  intl: IntlShape,
  onAction: (action: string, row: SubAccount) => void,
): ColumnDef<SubAccount>[] {
  const fields = listableFields(descriptor);
  const columns = (descriptor.list?.columns ?? []).map((column): ColumnDef<SubAccount> => {
    const title = column.title ?? (typeof fields[column.field]?.title === 'string' ? fields[column.field]!.title! : column.field);
    const set = enumSetOf(descriptor, column.field);
    return {
      id: column.field,
      header: () => intl.formatMessage({ id: title }),
      cell: ({ row }) => {
        const value = (row.original as unknown as Record<string, unknown>)[column.field];
        if (Array.isArray(value) && set) {
          return (
            <Wrap gap="1" data-testid={`cell-${column.field}`}>
              {value.map((item) => {
                const entry = sets[set]?.[String(item)];
                return <Badge key={String(item)} colorPalette={entry?.color ?? 'gray'} variant="subtle" data-value={String(item)}>{entry ? intl.formatMessage({ id: entry.label }) : String(item)}</Badge>;
              })}
            </Wrap>
          );
        }
        if (column.field.endsWith('_at') && typeof value === 'number') return timeText(value, intl.locale);
        return value === undefined || value === null || value === '' ? '—' : String(value);
      },
    };
  });
  const actions = descriptor.list?.rowActions ?? [];
  if (actions.length === 0) return columns;
  return [...columns, {
    id: 'actions',
    header: () => intl.formatMessage({ id: 'subaccount.actions' }),
    cell: ({ row }) => (
      <HStack gap="1">
        {actions.map((action) => (
          <Button key={action.id} size="xs" variant="ghost" colorPalette={action.danger ? 'red' : 'brand'}
            data-testid={`row-${action.id}`} onClick={() => onAction(action.id, row.original)}>
            {intl.formatMessage({ id: action.label })}
          </Button>
        ))}
      </HStack>
    ),
  }];
}
