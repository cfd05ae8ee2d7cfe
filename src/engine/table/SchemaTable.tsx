/**
 * A screen's list, generated from its list descriptor: server-side paging, sorting and filters,
 * status badges, masked columns as the server sends them, row actions (with a confirmation when
 * the action declares one), empty/loading/error states, virtualized rows on long pages, and the
 * export button that starts a server export task.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Box, Button, Dialog, HStack, Input, NativeSelect, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ListDescriptor, ScreenDescriptor } from '../../shared/descriptor';
import type { ExportProgress } from '../../shared/live';
import { label } from '../form/form-context';
import { useTranslator } from '../form/use-translator';
import { sourcedLabel, useSourceOptions } from '../options-source';
import { useEngine } from '../services';
import { columnModels, filterModels, initialQuery, nextSort, toSearchParams, type FilterModel, type FilterValue, type QueryState } from './table-model';

type Row = Record<string, unknown>;
type RowAction = NonNullable<ListDescriptor['rowActions']>[number];

/** Rows beyond which the body is virtualized. */
const VIRTUAL_FROM = 50;
const ROW_HEIGHT = 44;

export interface SchemaTableProps {
  descriptor: ScreenDescriptor;
  /** e.g. /v4/invoice/header — lists with GET, exports with POST <endpoint>/export. */
  endpoint: string;
  onAction?: (actionId: string, row: Row) => void | Promise<unknown>;
  onExportStarted?: (task: Pick<ExportProgress, 'id' | 'name' | 'low'>) => void;
  pageSize?: number;
  /** Change it to reload the current page (after an edit elsewhere). */
  reloadKey?: unknown;
  /** Whether a row action is unavailable for a row (e.g. edit while under review): shown disabled. */
  actionDisabled?: (actionId: string, row: Row) => boolean;
}

export function SchemaTable({ descriptor, endpoint, onAction, onExportStarted, pageSize = 20, reloadKey, actionDisabled }: SchemaTableProps) {
  const { request, enums } = useEngine();
  const tr = useTranslator();
  const models = useMemo(() => columnModels(descriptor), [descriptor]);
  const sourced = useSourceOptions(models.map((model) => model.source));
  const filters = useMemo(() => filterModels(descriptor, enums, sourced), [descriptor, enums, sourced]);
  // What the request needs of the filters does not change when their options arrive: no second load.
  const queryFilters = useMemo(() => filterModels(descriptor, enums), [descriptor, enums]);
  const [query, setQuery] = useState<QueryState>(() => initialQuery(descriptor, pageSize));
  const [draftFilters, setDraftFilters] = useState<Record<string, FilterValue>>({});
  const [state, setState] = useState<{ rows: Row[]; total: number; loading: boolean; failed: boolean }>({ rows: [], total: 0, loading: true, failed: false });
  const [reloads, setReloads] = useState(0);
  const [confirming, setConfirming] = useState<{ action: RowAction; row: Row } | null>(null);
  const [exporting, setExporting] = useState(false);

  const params = useMemo(() => toSearchParams(query, queryFilters), [query, queryFilters]);
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    request.get<{ list: Row[]; total: number }>(endpoint, params, { signal: controller.signal }).then(
      (data) => setState({ rows: data.list, total: data.total, loading: false, failed: false }),
      () => { if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false, failed: true })); },
    );
    return () => controller.abort();
  }, [request, endpoint, params, reloads, reloadKey]);

  const runAction = useCallback(async (action: RowAction, row: Row) => {
    await onAction?.(action.id, row);
    if (action.id === 'delete') setReloads((n) => n + 1);
  }, [onAction]);

  const columns = useMemo<ColumnDef<Row>[]>(() => [
    ...models.map((model): ColumnDef<Row> => ({
      id: model.field,
      header: () => label(tr, model.title),
      size: model.width,
      cell: ({ row }) => {
        const value = row.original[model.field];
        if (value === undefined || value === null || value === '') return '—';
        if (model.status) {
          const entry = enums[model.status]?.[String(value)];
          return entry ? <Badge colorPalette={entry.color}>{label(tr, entry.label)}</Badge> : String(value);
        }
        if (model.timestamp && typeof value === 'number') return new Date(value * 1000).toLocaleString();
        if (model.source) return sourcedLabel(sourced[model.source], value) ?? String(value);
        // Masked columns arrive masked from the server; they are shown as they come.
        return String(value);
      },
    })),
    ...(descriptor.list?.rowActions?.length ? [{
      id: '__actions',
      header: () => '',
      cell: ({ row }) => (
        <HStack gap="1">
          {descriptor.list?.rowActions?.map((action) => (
            <Button key={action.id} size="xs" variant="ghost" colorPalette={action.danger ? 'red' : undefined}
              disabled={actionDisabled?.(action.id, row.original) ?? false}
              onClick={() => (action.confirm ? setConfirming({ action, row: row.original }) : void runAction(action, row.original))}>
              {label(tr, action.label)}
            </Button>
          ))}
        </HStack>
      ),
    } satisfies ColumnDef<Row>] : []),
  ], [models, descriptor.list?.rowActions, enums, tr, runAction, sourced, actionDisabled]);

  // TanStack Table's instance is mutable by design; the component is simply not compiler-memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: state.rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: state.total,
  });

  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10, enabled: virtual });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((item) => rows[item.index]!) : rows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const pages = Math.max(1, Math.ceil(state.total / query.limit));

  async function startExport() {
    setExporting(true);
    try {
      const { page: _page, limit: _limit, ...filterParams } = params;
      const query = new URLSearchParams(Object.entries(filterParams).map(([key, value]) => [key, String(value)])).toString();
      const task = await request.post<Pick<ExportProgress, 'id' | 'name' | 'low'>>(`${endpoint}/export${query ? `?${query}` : ''}`);
      onExportStarted?.(task);
    } catch {
      // The request layer has shown why.
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="end">
        {filters.map((filter) => (
          <FilterControl key={filter.field} filter={filter} value={draftFilters[filter.field]} tr={tr}
            onChange={(value) => setDraftFilters((previous) => ({ ...previous, [filter.field]: value }))} />
        ))}
        {filters.length > 0 ? (
          <>
            <Button size="sm" colorPalette="blue" onClick={() => setQuery((q) => ({ ...q, page: 1, filters: draftFilters }))}>{label(tr, 'engine.table.search')}</Button>
            <Button size="sm" variant="outline" onClick={() => { setDraftFilters({}); setQuery((q) => ({ ...q, page: 1, filters: {} })); }}>{label(tr, 'engine.table.reset')}</Button>
          </>
        ) : null}
        {descriptor.list?.export?.length ? (
          <Button size="sm" variant="outline" ml="auto" loading={exporting} onClick={() => void startExport()}>{label(tr, 'engine.table.export')}</Button>
        ) : null}
      </HStack>

      {state.failed ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content><Alert.Title>{label(tr, 'common.loadFailed')}</Alert.Title></Alert.Content>
          <Button size="sm" variant="outline" onClick={() => setReloads((n) => n + 1)}>{label(tr, 'common.retry')}</Button>
        </Alert.Root>
      ) : null}

      <Box ref={scroller} overflow="auto" maxH={virtual ? '70vh' : undefined} position="relative" aria-busy={state.loading}>
        <Table.Root size="sm" stickyHeader={virtual}>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const model = models.find((m) => m.field === header.column.id);
                  const sorted = query.sort?.field === header.column.id ? query.sort.order : undefined;
                  return (
                    <Table.ColumnHeader key={header.id} width={model?.width ? `${model.width}px` : undefined}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                      {model?.sortable ? (
                        <Button size="xs" variant="plain" px="0" onClick={() => setQuery((q) => ({ ...q, page: 1, sort: nextSort(q.sort, header.column.id) }))}>
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? ' ↑' : sorted === 'desc' ? ' ↓' : ' ↕'}
                        </Button>
                      ) : flexRender(header.column.columnDef.header, header.getContext())}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {padTop > 0 ? <Table.Row><Table.Cell colSpan={columns.length} p="0" height={`${padTop}px`} /></Table.Row> : null}
            {shown.map((row) => (
              <Table.Row key={row.id} height={virtual ? `${ROW_HEIGHT}px` : undefined}>
                {row.getVisibleCells().map((cell) => <Table.Cell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>)}
              </Table.Row>
            ))}
            {padBottom > 0 ? <Table.Row><Table.Cell colSpan={columns.length} p="0" height={`${padBottom}px`} /></Table.Row> : null}
            {!state.loading && !state.failed && rows.length === 0 ? (
              <Table.Row><Table.Cell colSpan={columns.length} textAlign="center" color="fg.muted" py="8">{label(tr, 'engine.table.empty')}</Table.Cell></Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
        {state.loading ? (
          <HStack position="absolute" inset="0" justify="center" bg="bg/60" role="status" aria-label={label(tr, 'common.loading')}><Spinner /></HStack>
        ) : null}
      </Box>

      <HStack gap="3" justify="end">
        <Text fontSize="sm" color="fg.muted">{tr.t('engine.table.total', { total: state.total })}</Text>
        <Button size="sm" variant="outline" disabled={query.page <= 1} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>{label(tr, 'engine.table.previous')}</Button>
        <Text fontSize="sm">{query.page} / {pages}</Text>
        <Button size="sm" variant="outline" disabled={query.page >= pages} onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>{label(tr, 'engine.table.next')}</Button>
      </HStack>

      <Dialog.Root role="alertdialog" open={confirming !== null} onOpenChange={(event) => { if (!event.open) setConfirming(null); }}>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header><Dialog.Title>{confirming ? label(tr, confirming.action.label) : ''}</Dialog.Title></Dialog.Header>
              <Dialog.Body>{confirming?.action.confirm ? label(tr, confirming.action.confirm) : ''}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setConfirming(null)}>{label(tr, 'common.cancel')}</Button>
                <Button colorPalette={confirming?.action.danger ? 'red' : 'blue'} onClick={() => {
                  const pending = confirming;
                  setConfirming(null);
                  if (pending) void runAction(pending.action, pending.row);
                }}>{label(tr, 'engine.table.confirm')}</Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}

function FilterControl({ filter, value, onChange, tr }: { filter: FilterModel; value: FilterValue; onChange: (value: FilterValue) => void; tr: ReturnType<typeof useTranslator> }) {
  const title = label(tr, filter.title);
  if (filter.kind === 'select') {
    return (
      <NativeSelect.Root size="sm" width="48">
        <NativeSelect.Field aria-label={title} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <option value="">{title}</option>
          {filter.options.map((option) => <option key={option.value} value={option.value}>{label(tr, option.label)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (filter.kind === 'dateRange') {
    const [from = '', to = ''] = Array.isArray(value) ? value : [];
    return (
      <HStack gap="1">
        <Input size="sm" type="date" aria-label={`${title} ${label(tr, 'engine.table.from')}`} value={from} onChange={(event) => onChange([event.target.value, to])} />
        <Text>–</Text>
        <Input size="sm" type="date" aria-label={`${title} ${label(tr, 'engine.table.to')}`} value={to} onChange={(event) => onChange([from, event.target.value])} />
      </HStack>
    );
  }
  return <Input size="sm" width="48" placeholder={title} aria-label={title} value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)} />;
}
