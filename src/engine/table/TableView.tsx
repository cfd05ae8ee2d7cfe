/**
 * The one look of every list (ARCHITECTURE.md "Lists"): a bordered table with a grey header, the
 * actions column sticky on the right, optional row choice that outlives the page, page-size
 * selector, pager, empty, loading and failed states, virtualized rows on long pages — and below
 * the layout breakpoint each row drawn as a card whose actions open from a menu.
 * SchemaTable is its only user: it decides the columns (descriptor or page) and the list.
 */
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Card, Checkbox, HStack, IconButton, NativeSelect, Popover, Portal, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type Header, type Row } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { label } from '../form/form-context';
import { useTranslator } from '../form/use-translator';
import { chooseRow, choosePage, pageCheck } from './list-model';
import type { PagedList } from './use-paged-list';
import { useNarrow } from './use-narrow';

/** The id of the column that holds a row's actions: sticky in the table, a menu on a card. */
export const ACTIONS_COLUMN = 'actions';
const SELECT_COLUMN = '__select';

/** Rows beyond which the body is virtualized. */
const VIRTUAL_FROM = 50;
const ROW_HEIGHT = 44;
const LIMITS = [10, 20, 50, 100];
/** TanStack's default column size: a column that sets none gets no fixed width. */
const DEFAULT_SIZE = 150;

/** Rows chosen across pages (e.g. tickets for a batch unbind). */
export interface TableSelection<T> {
  selected: ReadonlySet<string>;
  onChange: (ids: Set<string>) => void;
  /** Rows that cannot be chosen show a disabled box. */
  canSelect?: (row: T) => boolean;
}

export type TableList<T> = Pick<PagedList<T>, 'rows' | 'total' | 'page' | 'limit' | 'loading' | 'failed' | 'setPage' | 'reload'> & { setLimit?: (limit: number) => void };

export interface TableViewProps<T> {
  columns: ColumnDef<T>[];
  list: TableList<T>;
  rowId: (row: T) => string;
  selection?: TableSelection<T> | undefined;
  empty?: ReactNode;
  testId?: string | undefined;
  /** The test id of each row (a table row or a card); "data-row" unless the page names its rows. */
  rowTestId?: string | undefined;
  /** How the page counts its rows (e.g. "3 agreements"); "N items" by default. */
  totalText?: ((total: number) => ReactNode) | undefined;
  /**
   * Clears the list's filters, given while one is set: an empty list then says no row matches them
   * and offers to clear them, instead of saying there is nothing yet.
   */
  onClearFilters?: (() => void) | undefined;
}

const stickyActions = (id: string, bg: string) => (id === ACTIONS_COLUMN
  ? { position: 'sticky' as const, right: 0, bg, zIndex: 1, boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)' }
  : {});

/** What a column tells the view beyond its TanStack definition. */
export interface ColumnLook {
  /** The header cell's aria-sort: the order belongs to the column header, not its button. */
  ariaSort?: 'ascending' | 'descending' | 'none';
  /** The column's name as text, for a phone card's label, where a header's sort button has no place. */
  label?: string;
}

const metaOf = <T,>(column: ColumnDef<T>): ColumnLook | undefined => column.meta as ColumnLook | undefined;

const widthOf = (size: number | undefined) => (size && size !== DEFAULT_SIZE ? `${size}px` : undefined);

export function TableView<T>({ columns, list, rowId, selection, empty, testId, rowTestId = 'data-row', totalText, onClearFilters }: TableViewProps<T>) {
  const tr = useTranslator();
  const narrow = useNarrow();
  const { rows, total, page, limit, loading, failed } = list;
  const choosable = useMemo(() => (selection ? rows.filter((row) => selection.canSelect?.(row) ?? true).map(rowId) : []), [rows, selection, rowId]);

  // The actions column is named "Actions" unless its page names it: no header cell is left empty.
  // (TanStack gives a column without a header a default one that draws nothing, so this is decided here.)
  const named = useMemo(() => columns.map((column): ColumnDef<T> => (column.id === ACTIONS_COLUMN && column.header === undefined
    ? { ...column, id: ACTIONS_COLUMN, header: () => label(tr, 'engine.table.actions') } as ColumnDef<T>
    : column)), [columns, tr]);
  const allColumns = useMemo<ColumnDef<T>[]>(() => (selection ? [{
    id: SELECT_COLUMN,
    size: 36,
    header: () => (
      <Checkbox.Root size="sm" aria-label={label(tr, 'engine.table.selectAll')} checked={pageCheck(selection.selected, choosable)}
        disabled={choosable.length === 0}
        onCheckedChange={(details) => selection.onChange(choosePage(selection.selected, choosable, details.checked === true))}>
        <Checkbox.HiddenInput /><Checkbox.Control />
      </Checkbox.Root>
    ),
    cell: ({ row }) => {
      const id = rowId(row.original);
      return (
        <Checkbox.Root size="sm" disabled={!(selection.canSelect?.(row.original) ?? true)} checked={selection.selected.has(id)}
          aria-label={label(tr, 'engine.table.selectRow')} data-testid="row-select"
          onCheckedChange={(details) => selection.onChange(chooseRow(selection.selected, id, details.checked === true))}>
          <Checkbox.HiddenInput /><Checkbox.Control />
        </Checkbox.Root>
      );
    },
  } satisfies ColumnDef<T>, ...named] : named), [selection, named, choosable, rowId, tr]);

  // TanStack Table's instance is mutable by design; the component is simply not compiler-memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns: allColumns, getCoreRowModel: getCoreRowModel(), manualPagination: true, manualSorting: true, manualFiltering: true, rowCount: total, getRowId: rowId });
  const tableRows = table.getRowModel().rows;
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const pages = Math.max(1, Math.ceil(total / limit));
  const limits = LIMITS.includes(limit) ? LIMITS : [...LIMITS, limit].sort((a, b) => a - b);
  const nothing = !loading && !failed && rows.length === 0;
  const emptyText = onClearFilters ? (
    <Stack gap="2" align="center">
      <Text>{label(tr, 'engine.table.noMatch')}</Text>
      <Button size="xs" variant="outline" onClick={onClearFilters} data-testid="table-clear-filters">{label(tr, 'engine.table.clearFilters')}</Button>
    </Stack>
  ) : empty ?? label(tr, 'engine.table.empty');

  return (
    <Box data-testid={testId}>
      {failed ? (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Content><Alert.Title>{label(tr, 'common.loadFailed')}</Alert.Title></Alert.Content>
          <Button size="sm" variant="outline" onClick={list.reload}>{label(tr, 'common.retry')}</Button>
        </Alert.Root>
      ) : null}
      <Box position="relative" aria-busy={loading} minH={loading && rows.length === 0 ? '24' : undefined}>
        {narrow
          ? <Cards rows={tableRows} headers={headers} nothing={nothing} emptyText={emptyText} rowTestId={rowTestId} />
          : <Rows rows={tableRows} headers={headers} columnCount={allColumns.length} nothing={nothing} emptyText={emptyText} rowTestId={rowTestId} loading={loading} />}
        {loading ? (
          <HStack position="absolute" inset="0" justify="center" bg="bg/60" role="status" aria-label={label(tr, 'common.loading')}><Spinner /></HStack>
        ) : null}
      </Box>
      {/* An empty list has no pages: its empty state says so, without "0 records" and a pager to nowhere. */}
      {total > 0 || rows.length > 0 ? (
      <HStack gap="3" justify="end" mt="3" wrap="wrap" data-testid="table-footer">
        <Text fontSize="sm" color="fg.muted" data-testid="table-total">{totalText ? totalText(total) : tr.t('engine.table.total', { total })}</Text>
        {list.setLimit ? (
          <NativeSelect.Root size="xs" width="24">
            <NativeSelect.Field aria-label={label(tr, 'engine.table.pageSize')} value={String(limit)} onChange={(event) => list.setLimit?.(Number(event.target.value))}>
              {limits.map((value) => <option key={value} value={value}>{tr.t('engine.table.perPage', { count: value })}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        {/* One piece: on a phone the pager moves to its own line whole, never leaving "Next" alone. */}
        <HStack gap="3" flexShrink={0}>
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => list.setPage(page - 1)}>{label(tr, 'engine.table.previous')}</Button>
          <Text fontSize="sm" whiteSpace="nowrap" data-testid="table-page">{tr.t('engine.table.pageOf', { page, pages })}</Text>
          <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => list.setPage(page + 1)}>{label(tr, 'engine.table.next')}</Button>
        </HStack>
      </HStack>
      ) : null}
    </Box>
  );
}

interface BodyProps<T> { rows: Row<T>[]; headers: Header<T, unknown>[]; nothing: boolean; emptyText: ReactNode; rowTestId: string }

function Rows<T>({ rows, headers, columnCount, nothing, emptyText, rowTestId, loading }: BodyProps<T> & { columnCount: number; loading: boolean }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length > VIRTUAL_FROM;
  // Like the table instance, the virtualizer is mutable by design: this part is not compiler-memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10, enabled: virtual });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((item) => rows[item.index]!) : rows;
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    <Box ref={scroller} overflow="auto" maxH={virtual ? '70vh' : undefined} borderWidth="1px" borderColor="gray.200" rounded="md">
      <Table.Root size="sm" interactive stickyHeader={virtual}>
        <Table.Header bg="gray.50">
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header.id} whiteSpace="nowrap" fontSize="xs" color="fg.muted" bg="gray.50" {...stickyActions(header.column.id, 'gray.50')}
                aria-sort={metaOf(header.column.columnDef)?.ariaSort}
                width={widthOf(header.column.columnDef.size)}>
                {flexRender(header.column.columnDef.header, header.getContext())}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {padTop > 0 ? <Table.Row><Table.Cell colSpan={columnCount} p="0" height={`${padTop}px`} /></Table.Row> : null}
          {shown.map((row) => (
            <Table.Row key={row.id} data-testid={rowTestId} data-row-id={row.id} height={virtual ? `${ROW_HEIGHT}px` : undefined}>
              {row.getVisibleCells().map((cell) => <Table.Cell key={cell.id} py="2" {...stickyActions(cell.column.id, 'white')}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>)}
            </Table.Row>
          ))}
          {padBottom > 0 ? <Table.Row><Table.Cell colSpan={columnCount} p="0" height={`${padBottom}px`} /></Table.Row> : null}
          {nothing ? (
            <Table.Row><Table.Cell colSpan={columnCount} textAlign="center" color="fg.muted" py="10" data-testid="table-empty">{emptyText}</Table.Cell></Table.Row>
          ) : null}
          {loading && rows.length === 0 ? <Table.Row><Table.Cell colSpan={columnCount} height="24" /></Table.Row> : null}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A field with nothing in it: left out of a card (a card of dashes is long and says nothing). */
const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && (value.trim() === '' || value.trim() === '—')) || (Array.isArray(value) && value.length === 0);

function Cards<T>({ rows, headers, nothing, emptyText, rowTestId }: BodyProps<T>) {
  if (nothing) {
    return <Box borderWidth="1px" borderColor="gray.200" rounded="md" textAlign="center" color="fg.muted" py="10" data-testid="table-empty">{emptyText}</Box>;
  }
  return (
    <Stack gap="3">
      {rows.map((row) => {
        const cells = row.getVisibleCells();
        const choice = cells.find((cell) => cell.column.id === SELECT_COLUMN);
        const actions = cells.find((cell) => cell.column.id === ACTIONS_COLUMN);
        // The first column (the record's name or number) is the card's title, beside its choice and actions.
        const [lead, ...shown] = cells.filter((cell) => cell.column.id !== SELECT_COLUMN && cell.column.id !== ACTIONS_COLUMN);
        // A column named after a field of the row is left out when that field is empty.
        const data = row.original as Record<string, unknown>;
        const fields = shown.filter((cell) => !(cell.column.id in Object(data) && isBlank(data[cell.column.id])));
        return (
          <Card.Root key={row.id} size="sm" variant="outline" data-testid={rowTestId} data-row-id={row.id}>
            <Card.Body gap="2">
              <HStack gap="2" align="start">
                {choice ? <Box pt="0.5">{flexRender(choice.column.columnDef.cell, choice.getContext())}</Box> : null}
                <Box flex="1" minW="0" fontWeight="semibold" overflowWrap="anywhere" data-testid="card-title">
                  {lead ? flexRender(lead.column.columnDef.cell, lead.getContext()) : null}
                </Box>
                {actions ? <CardActions key={row.id}>{flexRender(actions.column.columnDef.cell, actions.getContext())}</CardActions> : null}
              </HStack>
              {fields.length > 0 ? (
                <Box as="dl" display="grid" gridTemplateColumns="minmax(6rem, auto) 1fr" columnGap="3" rowGap="1.5" fontSize="sm">
                  {fields.map((cell) => {
                    const header = headers.find((h) => h.column.id === cell.column.id);
                    return (
                      <Box key={cell.id} display="contents">
                        <Text as="dt" color="fg.muted" fontSize="xs">{header ? metaOf(header.column.columnDef)?.label ?? flexRender(header.column.columnDef.header, header.getContext()) : null}</Text>
                        <Box as="dd" minW="0" overflowWrap="anywhere">{flexRender(cell.column.columnDef.cell, cell.getContext())}</Box>
                      </Box>
                    );
                  })}
                </Box>
              ) : null}
            </Card.Body>
          </Card.Root>
        );
      })}
    </Stack>
  );
}

/**
 * A card's actions: a single one as its button, several stacked in a menu that closes once one is
 * chosen. How many there are is read from the drawn cell (a page's actions cell may offer any number)
 * before it is painted.
 */
function CardActions({ children }: { children: ReactNode }) {
  const [several, setSeveral] = useState(false);
  const inline = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!several && inline.current && inline.current.querySelectorAll('button, a[href]').length > 1) setSeveral(true);
  }, [several, children]);
  if (several) return <ActionsMenu>{children}</ActionsMenu>;
  return <Box ref={inline} flexShrink={0} data-testid="row-action">{children}</Box>;
}

function ActionsMenu({ children }: { children: ReactNode }) {
  const tr = useTranslator();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton size="xs" variant="outline" aria-label={label(tr, 'engine.table.actions')} data-testid="row-actions">⋯</IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" minW="40">
            <Popover.Body p="2" onClickCapture={() => setOpen(false)}>
              <Stack gap="1" align="stretch" css={{ '& > *': { flexDirection: 'column', alignItems: 'stretch' } }}>{children}</Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
