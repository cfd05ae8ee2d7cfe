/**
 * The only list of the portal (ARCHITECTURE.md "Lists"). Its columns come from a screen's list
 * descriptor (titles, status badges, masked values as the server sends them, option labels, row
 * actions with their confirmation) or are given by the page; a page may draw some descriptor cells
 * itself (cells that combine fields) and add columns. Its rows come from the descriptor's endpoint
 * (server-side paging, sorting, the descriptor's filters and export) or from a list the page owns
 * (its own filters, live reloads, rows patched in place: usePagedList). TableView draws them.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, CloseButton, Dialog, HStack, Portal, Stack } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ListDescriptor, ScreenDescriptor } from '../../shared/descriptor';
import type { ExportProgress } from '../../shared/live';
import { useIntl } from 'react-intl';
import { label } from '../form/form-context';
import { useTranslator } from '../form/use-translator';
import { formatYuan } from '../money';
import { sourcedLabel, useSourceOptions } from '../options-source';
import { useEngine } from '../services';
import { useShowTime } from '../show-time';
import { isBroken, ScreenUnavailable } from '../ScreenUnavailable';
import { FilterBar } from './FilterBar';
import { columnModels, filterModels, filterParams, initialQuery, nextSort, type QueryState } from './table-model';
import { ACTIONS_COLUMN, TableView, type ColumnLook, type TableList, type TableSelection } from './TableView';
import { usePagedList, type ListPage, type ListQuery } from './use-paged-list';

type Row = Record<string, unknown>;
type RowAction = NonNullable<ListDescriptor['rowActions']>[number];

interface CommonProps<T> {
  /** Columns given by the page, after the descriptor's; the one with id "actions" replaces the descriptor's actions. */
  columns?: ColumnDef<T>[];
  /** Defaults to the row's `id`. */
  rowId?: (row: T) => string;
  selection?: TableSelection<T>;
  empty?: ReactNode;
  testId?: string;
  /** The test id of each row; "data-row" by default. */
  rowTestId?: string;
  /** How the page counts its rows (e.g. "3 agreements"); "N items" by default. */
  totalText?: (total: number) => ReactNode;
  /** Clears the filters of a page's own filter area, given while one is set (see TableView). */
  onClearFilters?: (() => void) | undefined;
}

interface DescriptorProps<T> extends CommonProps<T> {
  descriptor: ScreenDescriptor;
  /** The descriptor's columns to show, in its order; all by default. */
  fields?: readonly string[];
  /** Cells the page draws for descriptor columns (values that combine fields), by field. */
  cells?: Partial<Record<string, (row: T) => ReactNode>>;
  onAction?: (actionId: string, row: T) => void | Promise<unknown>;
  /** Whether a row action is unavailable for a row (e.g. edit while under review): shown disabled. */
  actionDisabled?: (actionId: string, row: T) => boolean;
}

export type SchemaTableProps<T = Row> =
  | (DescriptorProps<T> & {
    /** e.g. /v4/invoice/header — lists with GET, exports with POST <endpoint>/export. */
    endpoint: string;
    /** Where the export starts when it is not <endpoint>/export. */
    exportEndpoint?: string;
    list?: never;
    onExportStarted?: (task: Pick<ExportProgress, 'id' | 'name' | 'low'>) => void;
    pageSize?: number;
    /** Change it to reload the current page (after an edit elsewhere). */
    reloadKey?: unknown;
  })
  | (DescriptorProps<T> & { list: TableList<T>; endpoint?: never })
  | (CommonProps<T> & { descriptor?: never; list: TableList<T>; columns: ColumnDef<T>[]; endpoint?: never });

const byId = (row: unknown): string => String((row as Row).id);

export function SchemaTable<T = Row>(props: SchemaTableProps<T>) {
  if (isBroken(props.descriptor)) return <ScreenUnavailable screen={props.descriptor!.id} />;
  if (props.descriptor === undefined) {
    return <TableView columns={props.columns} list={props.list} rowId={props.rowId ?? byId} selection={props.selection} empty={props.empty} testId={props.testId}
      rowTestId={props.rowTestId} totalText={props.totalText} onClearFilters={props.onClearFilters} />;
  }
  if (props.list) return <DescriptorTable {...props} list={props.list} />;
  return <EndpointTable {...props} />;
}

/** A descriptor's list read from its endpoint: the descriptor's filters, sorting and export. */
function EndpointTable<T>({ endpoint, exportEndpoint = `${endpoint}/export`, onExportStarted, pageSize = 20, reloadKey, ...props }: DescriptorProps<T> & {
  endpoint: string; exportEndpoint?: string; onExportStarted?: (task: Pick<ExportProgress, 'id' | 'name' | 'low'>) => void; pageSize?: number; reloadKey?: unknown;
}) {
  const { request, enums } = useEngine();
  const { descriptor } = props;
  const [query, setQuery] = useState<QueryState>(() => initialQuery(descriptor, pageSize));
  // What the request needs of the filters does not change when their options arrive: no second load.
  const queryFilters = useMemo(() => filterModels(descriptor, enums), [descriptor, enums]);
  const params = useMemo(() => filterParams(query, queryFilters), [query, queryFilters]);
  const load = useCallback((search: ListQuery, signal: AbortSignal) => request.get<ListPage<T>>(endpoint, search, { signal }), [request, endpoint]);
  const list = usePagedList(load, params, pageSize, reloadKey);
  // Clearing the filters from the empty list starts the filter bar afresh (its typed values too).
  const [cleared, setCleared] = useState(0);
  const filtered = Object.keys(filterParams({ filters: query.filters }, queryFilters)).length > 0;

  return (
    <Stack gap="4">
      <FilterBar key={cleared} descriptor={descriptor} exportEndpoint={exportEndpoint} params={params} onExportStarted={onExportStarted}
        empty={!list.loading && !list.failed && list.total === 0} onRefresh={list.reload}
        onSearch={(filters) => setQuery((q) => ({ ...q, filters }))} />
      <DescriptorTable {...props} list={list} sort={query.sort} onSort={(field) => setQuery((q) => ({ ...q, sort: nextSort(q.sort, field) }))}
        onClearFilters={filtered ? () => { setCleared((n) => n + 1); setQuery((q) => ({ ...q, filters: {} })); } : props.onClearFilters} />
    </Stack>
  );
}

interface DescriptorTableProps<T> extends DescriptorProps<T> {
  list: TableList<T>;
  sort?: QueryState['sort'];
  onSort?: (field: string) => void;
}

function DescriptorTable<T>({ descriptor, fields, cells, columns: pageColumns = [], onAction, actionDisabled, list, sort, onSort, rowId = byId, selection, empty, testId, rowTestId, totalText, onClearFilters }: DescriptorTableProps<T>) {
  const { enums } = useEngine();
  const tr = useTranslator();
  const showTime = useShowTime();
  const { locale } = useIntl();
  const models = useMemo(() => columnModels(descriptor).filter((model) => !fields || fields.includes(model.field)), [descriptor, fields]);
  const sourced = useSourceOptions(models.map((model) => model.source));
  const [confirming, setConfirming] = useState<{ action: RowAction; row: T } | null>(null);
  const { reload } = list;

  const runAction = useCallback(async (action: RowAction, row: T) => {
    await onAction?.(action.id, row);
    if (action.id === 'delete') reload();
  }, [onAction, reload]);

  const rowActions = descriptor.list?.rowActions;
  const columns = useMemo<ColumnDef<T>[]>(() => {
    const fromDescriptor = models.map((model): ColumnDef<T> => ({
      id: model.field,
      ...(model.width ? { size: model.width } : {}),
      // The header cell states the order (aria-sort belongs to the column header, not its button).
      meta: {
        ariaSort: sort?.field === model.field ? (sort.order === 'asc' ? 'ascending' : 'descending') : model.sortable && onSort ? 'none' : undefined,
        label: label(tr, model.title),
      } satisfies ColumnLook,
      header: () => {
        const title = label(tr, model.title);
        if (!model.sortable || !onSort) return title;
        const order = sort?.field === model.field ? sort.order : undefined;
        return (
          <Button size="xs" variant="plain" px="0" fontSize="xs" color="fg.muted" onClick={() => onSort(model.field)}>
            {title}<span aria-hidden>{order === 'asc' ? ' ↑' : order === 'desc' ? ' ↓' : ' ↕'}</span>
          </Button>
        );
      },
      cell: ({ row }) => {
        const own = cells?.[model.field];
        if (own) return own(row.original);
        const value = (row.original as Row)[model.field];
        if (value === undefined || value === null || value === '') return '—';
        if (model.status) {
          const entry = enums[model.status]?.[String(value)];
          return entry ? <Badge colorPalette={entry.color}>{label(tr, entry.label)}</Badge> : String(value);
        }
        if (model.timestamp && typeof value === 'number') return showTime.dateTime(value);
        if (model.day && typeof value === 'string') return showTime.day(value);
        if (model.wallTime && typeof value === 'string') return showTime.wallTime(value);
        if (model.money && typeof value === 'number') return formatYuan(value, locale);
        if (model.source) return sourcedLabel(sourced[model.source], value) ?? String(value);
        // Masked columns arrive masked from the server; they are shown as they come.
        return String(value);
      },
    }));
    const pageActions = pageColumns.some((column) => column.id === ACTIONS_COLUMN);
    // The descriptor's actions are drawn only where the page carries them out: a button that does
    // nothing (a read-only overview of the same screen) is not offered.
    const descriptorActions: ColumnDef<T>[] = rowActions?.length && onAction && !pageActions ? [{
      id: ACTIONS_COLUMN,
      cell: ({ row }) => (
        <HStack gap="1">
          {rowActions.map((action) => (
            <Button key={action.id} size="xs" variant="ghost" colorPalette={action.danger ? 'red' : undefined}
              disabled={actionDisabled?.(action.id, row.original) ?? false}
              onClick={() => (action.confirm ? setConfirming({ action, row: row.original }) : void runAction(action, row.original))}>
              {label(tr, action.label)}
            </Button>
          ))}
        </HStack>
      ),
    }] : [];
    return [...fromDescriptor, ...pageColumns, ...descriptorActions];
  }, [models, cells, pageColumns, rowActions, onAction, enums, tr, showTime, locale, runAction, sourced, actionDisabled, sort, onSort]);

  return (
    <>
      <TableView columns={columns} list={list} rowId={rowId} selection={selection} empty={empty} testId={testId} rowTestId={rowTestId} totalText={totalText} onClearFilters={onClearFilters} />
      <Dialog.Root role="alertdialog" open={confirming !== null} onOpenChange={(event) => { if (!event.open) setConfirming(null); }}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header><Dialog.Title>{confirming ? label(tr, confirming.action.label) : ''}</Dialog.Title></Dialog.Header>
              <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label={label(tr, 'common.close')} /></Dialog.CloseTrigger>
              <Dialog.Body>{confirming?.action.confirm ? label(tr, confirming.action.confirm) : ''}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(null)}>{label(tr, 'common.cancel')}</Button>
                <Button colorPalette={confirming?.action.danger ? 'red' : 'brand'} onClick={() => {
                  const pending = confirming;
                  setConfirming(null);
                  if (pending) void runAction(pending.action, pending.row);
                }}>{label(tr, 'engine.table.confirm')}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
