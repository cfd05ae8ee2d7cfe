/**
 * The pure half of SchemaTable: list descriptor → columns and filters, and the table's query state
 * → the endpoint's search parameters (page, limit, sort, order, <filter fields>).
 */
import type { EnumSets, FieldSchema, ListColumn, ScreenDescriptor } from '../../shared/descriptor';
import { listableFields, optionSource } from '../../shared/descriptor';
import { TIME_FIELD } from '../../shared/show-time';
import type { SourcedOption } from '../options-source';

export interface ColumnModel {
  field: string;
  /** Message id of the header. */
  title: string;
  sortable: boolean;
  width?: number;
  /** enums.json set: shown as a badge. */
  status?: string;
  masked: boolean;
  /** Seconds since the epoch, shown as a date and time. */
  timestamp: boolean;
  /** A calendar day ("format": "date"), shown in the reader's language. */
  day: boolean;
  /** A minute on the show's clock as its date-time widget holds it ("2026-07-30T10:00"), shown as a date and time. */
  wallTime: boolean;
  /** Integer cents (x-money), shown in yuan. */
  money: boolean;
  /** Endpoint of the field's options ("ui:options" source): the cell shows the option's label. */
  source?: string;
}

export type FilterModel =
  | { field: string; title: string; kind: 'text' }
  | { field: string; title: string; kind: 'select'; options: { value: string; label: string }[] }
  | { field: string; title: string; kind: 'dateRange' };

export type FilterValue = string | [string, string] | undefined;

export interface QueryState {
  page: number;
  limit: number;
  sort?: { field: string; order: 'asc' | 'desc' };
  filters: Record<string, FilterValue>;
}


/** An integer field, nullable ones (`"type": ["integer", "null"]`, a moment not reached yet) included. */
export const isIntegerField = (schema: FieldSchema | undefined): boolean =>
  schema?.type === 'integer' || (Array.isArray(schema?.type) && schema.type.includes('integer'));

const titleOf = (column: ListColumn, schema: FieldSchema | undefined): string =>
  column.title ?? (typeof schema?.title === 'string' ? schema.title : `field.${column.field}`);

export function columnModels(descriptor: ScreenDescriptor): ColumnModel[] {
  const fields = listableFields(descriptor);
  return (descriptor.list?.columns ?? []).map((column) => {
    const schema = fields[column.field];
    return {
      field: column.field,
      title: titleOf(column, schema),
      sortable: column.sortable === true,
      ...(column.width ? { width: column.width } : {}),
      ...(column.status ?? schema?.['x-enum'] ? { status: column.status ?? schema?.['x-enum'] } : {}),
      masked: column.mask !== undefined,
      timestamp: isIntegerField(schema) && TIME_FIELD.test(column.field),
      day: schema?.format === 'date',
      wallTime: (descriptor.uiSchema?.[column.field] as { 'ui:widget'?: unknown } | undefined)?.['ui:widget'] === 'datetime',
      money: schema?.['x-money'] === true,
      ...(optionSource(descriptor, column.field) ? { source: optionSource(descriptor, column.field) } : {}),
    };
  });
}

/** `sourced`: options loaded for fields with a source, by endpoint (useSourceOptions). */
export function filterModels(descriptor: ScreenDescriptor, enums: EnumSets, sourced: Readonly<Record<string, readonly SourcedOption[]>> = {}): FilterModel[] {
  const fields = listableFields(descriptor);
  const result: FilterModel[] = [];
  for (const column of descriptor.list?.columns ?? []) {
    if (!column.filter) continue;
    const schema = fields[column.field];
    const title = titleOf(column, schema);
    if (column.filter === 'select') {
      const set = column.status ?? schema?.['x-enum'];
      const source = optionSource(descriptor, column.field);
      const options = set && enums[set]
        ? Object.entries(enums[set]).map(([value, entry]) => ({ value, label: entry.label }))
        : source
          ? (sourced[source] ?? []).map((option) => ({ value: String(option.value), label: option.label }))
          : (schema?.enum ?? []).map((value) => ({ value: String(value), label: String(value) }));
      result.push({ field: column.field, title, kind: 'select', options });
    } else {
      result.push({ field: column.field, title, kind: column.filter });
    }
  }
  return result;
}

export const initialQuery = (descriptor: ScreenDescriptor, limit = 20): QueryState => ({
  page: 1,
  limit,
  ...(descriptor.list?.defaultSort ? { sort: { ...descriptor.list.defaultSort } } : {}),
  filters: {},
});

/** 'YYYY-MM-DD' (local day) → Unix seconds of its start, or of its end when `end`. */
export function daySeconds(day: string, end = false): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), end ? 23 : 0, end ? 59 : 0, end ? 59 : 0);
  return Math.floor(date.getTime() / 1000);
}

/** The latest 10-digit Unix second: the open end of a date range. */
export const OPEN_END = 9_999_999_999;

/**
 * Search parameters of a list request besides its page: sort, order and the filters. Empty filters
 * are left out; a date range becomes `<field>=<from>,<to>` in Unix seconds (the server's list
 * query), both ends always written: the server reads an empty end as 0.
 */
export function filterParams(query: Pick<QueryState, 'sort' | 'filters'>, filters: readonly FilterModel[]): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  if (query.sort) {
    params.sort = query.sort.field;
    params.order = query.sort.order;
  }
  for (const filter of filters) {
    const value = query.filters[filter.field];
    if (filter.kind === 'dateRange') {
      if (!Array.isArray(value)) continue;
      const start = daySeconds(value[0]);
      const end = daySeconds(value[1], true);
      if (start === undefined && end === undefined) continue;
      params[filter.field] = `${start ?? 0},${end ?? OPEN_END}`;
    } else if (typeof value === 'string' && value.trim() !== '') {
      params[filter.field] = value.trim();
    }
  }
  return params;
}

/** Search parameters of a list request: page, limit, sort, order, <filter fields>. */
export const toSearchParams = (query: QueryState, filters: readonly FilterModel[]): Record<string, string | number> =>
  ({ page: query.page, limit: query.limit, ...filterParams(query, filters) });

/** A sort click: none → asc → desc → none (then the default sort applies again server-side). */
export function nextSort(current: QueryState['sort'], field: string): QueryState['sort'] {
  if (current?.field !== field) return { field, order: 'asc' };
  return current.order === 'asc' ? { field, order: 'desc' } : undefined;
}
