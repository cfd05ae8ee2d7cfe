/**
 * The compact server-paged table of the ticket screens: TanStack Table for the columns, Chakra for
 * the look, optional row selection (batch unbind), and the loading / empty / failed states. The
 * screens own the query; this only draws a page of it.
 */
import { useMemo, type ReactNode } from 'react';
import { Alert, Box, Button, Checkbox, HStack, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';

export interface DataTableProps<T> {
  columns: ColumnDef<T>[];
  rows: T[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  failed: boolean;
  onPage: (page: number) => void;
  onLimit?: (limit: number) => void;
  onRetry: () => void;
  rowId: (row: T) => string;
  /** With selection: the ids chosen and a way to change them. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (ids: Set<string>) => void;
  canSelect?: (row: T) => boolean;
  empty?: ReactNode;
  testId?: string;
}

const LIMITS = [10, 20, 50, 100];

/** The actions column stays in view when a wide table scrolls sideways. */
const stickyActions = (id: string) => (id === 'actions'
  ? { position: 'sticky' as const, right: 0, bg: 'white', zIndex: 1, boxShadow: 'inset 1px 0 0 var(--chakra-colors-gray-200)' }
  : {});

export function DataTable<T>({ columns, rows, total, page, limit, loading, failed, onPage, onLimit, onRetry, rowId, selected, onSelectedChange, canSelect, empty, testId }: DataTableProps<T>) {
  const intl = useIntl();
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const choosable = useMemo(() => rows.filter((row) => canSelect?.(row) ?? true), [rows, canSelect]);
  const allChosen = choosable.length > 0 && choosable.every((row) => selected?.has(rowId(row)));
  const someChosen = choosable.some((row) => selected?.has(rowId(row)));

  const allColumns = useMemo<ColumnDef<T>[]>(() => (selectable ? [{
    id: '__select',
    size: 36,
    header: () => (
      <Checkbox.Root size="sm" aria-label={intl.formatMessage({ id: 'ticketPage.table.selectAll' })}
        checked={allChosen ? true : someChosen ? 'indeterminate' : false}
        onCheckedChange={(details) => {
          const next = new Set(selected);
          for (const row of choosable) {
            if (details.checked === true) next.add(rowId(row)); else next.delete(rowId(row));
          }
          onSelectedChange(next);
        }}>
        <Checkbox.HiddenInput /><Checkbox.Control />
      </Checkbox.Root>
    ),
    cell: ({ row }) => {
      const id = rowId(row.original);
      const enabled = canSelect?.(row.original) ?? true;
      return (
        <Checkbox.Root size="sm" disabled={!enabled} checked={selected.has(id)} aria-label={intl.formatMessage({ id: 'ticketPage.table.selectRow' })}
          data-testid="row-select"
          onCheckedChange={(details) => {
            const next = new Set(selected);
            if (details.checked === true) next.add(id); else next.delete(id);
            onSelectedChange(next);
          }}>
          <Checkbox.HiddenInput /><Checkbox.Control />
        </Checkbox.Root>
      );
    },
  } satisfies ColumnDef<T>, ...columns] : columns), [selectable, columns, intl, allChosen, someChosen, selected, choosable, rowId, onSelectedChange, canSelect]);

  // TanStack Table's instance is mutable by design; the component is simply not compiler-memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({ data: rows, columns: allColumns, getCoreRowModel: getCoreRowModel(), manualPagination: true, rowCount: total, getRowId: rowId });
  const pages = Math.max(1, Math.ceil(total / limit));

  return (
    <Box data-testid={testId}>
      {failed ? (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Content><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Content>
          <Button size="sm" variant="outline" onClick={onRetry}><FormattedMessage id="common.retry" /></Button>
        </Alert.Root>
      ) : null}
      <Box overflowX="auto" position="relative" borderWidth="1px" borderColor="gray.200" rounded="md" aria-busy={loading}>
        <Table.Root size="sm" interactive>
          <Table.Header bg="gray.50">
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => (
                  <Table.ColumnHeader key={header.id} whiteSpace="nowrap" fontSize="xs" color="fg.muted" {...stickyActions(header.column.id)} {...(header.column.id === 'actions' ? { bg: 'gray.50' } : {})} width={header.column.columnDef.size && header.column.columnDef.size !== 150 ? `${header.column.columnDef.size}px` : undefined}>
                    {flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => (
              <Table.Row key={row.id} data-testid="data-row" data-row-id={row.id}>
                {row.getVisibleCells().map((cell) => <Table.Cell key={cell.id} py="2" {...stickyActions(cell.column.id)}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Cell>)}
              </Table.Row>
            ))}
            {!loading && !failed && rows.length === 0 ? (
              <Table.Row><Table.Cell colSpan={allColumns.length} textAlign="center" color="fg.muted" py="10" data-testid="table-empty">
                {empty ?? <FormattedMessage id="engine.table.empty" />}
              </Table.Cell></Table.Row>
            ) : null}
            {loading && rows.length === 0 ? <Table.Row><Table.Cell colSpan={allColumns.length} height="24" /></Table.Row> : null}
          </Table.Body>
        </Table.Root>
        {loading ? (
          <HStack position="absolute" inset="0" justify="center" bg="bg/60" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}><Spinner /></HStack>
        ) : null}
      </Box>
      <HStack gap="3" justify="end" mt="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" data-testid="table-total"><FormattedMessage id="engine.table.total" values={{ total }} /></Text>
        {onLimit ? (
          <NativeSelect.Root size="xs" width="24">
            <NativeSelect.Field aria-label={intl.formatMessage({ id: 'ticketPage.table.pageSize' })} value={String(limit)} onChange={(event) => onLimit(Number(event.target.value))}>
              {LIMITS.map((value) => <option key={value} value={value}>{intl.formatMessage({ id: 'ticketPage.table.perPage' }, { count: value })}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : null}
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}><FormattedMessage id="engine.table.previous" /></Button>
        <Text fontSize="sm" data-testid="table-page">{page} / {pages}</Text>
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}><FormattedMessage id="engine.table.next" /></Button>
      </HStack>
    </Box>
  );
}
