/**
 * The one layout of a list's filters (ARCHITECTURE.md "Lists"). On a wide screen: the search box,
 * the filters, Search and Reset in a row, the page's actions at its end. On a phone the filters
 * would fill the first screen, so only the search box and a "Filters (n)" button stay in the row;
 * the filters open in a drawer from the bottom, at full width, with Reset and Search at hand. The
 * filters are the same elements either way: what the user chose stays chosen across a resize.
 * Every list's toolbar ends with the one Refresh button, when the list gives its reload.
 */
import { cloneElement, createContext, isValidElement, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { Badge, Button, CloseButton, Drawer, HStack, IconButton, Portal, Stack } from '@chakra-ui/react';
import { label } from '../form/form-context';
import { useTranslator } from '../form/use-translator';
import { useNarrow } from './use-narrow';

export interface FilterAreaProps {
  /** The search box (one input taking a `width`): in the row on a phone too, where it takes the room left. */
  keyword?: ReactElement<{ width?: string; flex?: string; minW?: string }>;
  /** The other filters: in the row on a wide screen, in the drawer on a phone. */
  children?: ReactNode;
  /** How many of `children` are set: shown on the phone's Filters button. */
  active?: number;
  onSearch: () => void;
  /** Clears the filters; without it there is no Reset button. */
  onReset?: () => void;
  /** Buttons at the end of the row (export, add, batch actions); their own row on a phone. */
  actions?: ReactNode;
  /** Reads the list again: the Refresh button, last in the row. */
  onRefresh?: (() => void) | undefined;
  searchTestId?: string;
}

/** Two turning arrows (the shell's refresh icon), drawn here: the engine draws its own few icons. */
function RefreshIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d="M23 4v6h-6M1 20v-6h6M3.5 9a9 9 0 0 1 14.9-3.4L23 10M1 14l4.6 4.4A9 9 0 0 0 20.5 15" />
    </svg>
  );
}

/** The Refresh button of a list's toolbar, the same on every list. */
export function RefreshButton({ onClick, testId = 'table-refresh' }: { onClick: () => void; testId?: string }) {
  const tr = useTranslator();
  const name = label(tr, 'engine.table.refresh');
  return <IconButton size="sm" variant="outline" aria-label={name} title={name} onClick={onClick} data-testid={testId}><RefreshIcon /></IconButton>;
}

/**
 * The Export button of a list's toolbar: disabled while the list is empty, saying why (its title is
 * the tooltip a pointer shows and the description a screen reader reads).
 */
export function ExportButton({ loading = false, empty = false, onClick, testId }: { loading?: boolean; empty?: boolean; onClick: () => void; testId?: string }) {
  const tr = useTranslator();
  return (
    <Button size="sm" variant="outline" loading={loading} disabled={empty} onClick={onClick} data-testid={testId}
      title={empty ? label(tr, 'engine.table.nothingToExport') : undefined}>
      {label(tr, 'engine.table.export')}
    </Button>
  );
}

const InDrawer = createContext(false);

/**
 * The width of a filter control: the given one in the row, the whole width in the phone's drawer.
 * Every filter control takes its width from here.
 */
export function useFilterWidth(inRow: string): string {
  return useContext(InDrawer) ? 'full' : inRow;
}

export function FilterArea({ keyword, children, active = 0, onSearch, onReset, actions, onRefresh, searchTestId }: FilterAreaProps) {
  const tr = useTranslator();
  const narrow = useNarrow();
  const [open, setOpen] = useState(false);
  const hasFilters = children !== undefined && children !== null && children !== false;
  const buttons = actions || onRefresh ? <>{actions}{onRefresh ? <RefreshButton onClick={onRefresh} /> : null}</> : null;
  const searchButton = (onClick: () => void) => (
    <Button size="sm" colorPalette="brand" onClick={onClick} data-testid={searchTestId}>{label(tr, 'engine.table.search')}</Button>
  );
  const resetButton = onReset ? <Button size="sm" variant="outline" onClick={onReset}>{label(tr, 'engine.table.reset')}</Button> : null;

  if (!narrow) {
    return (
      <HStack gap="3" wrap="wrap" align="end" data-testid="filter-area">
        {keyword}
        {children}
        {/* Search and Reset wrap to the next line together, never one left behind. */}
        {keyword || hasFilters ? <HStack gap="3" flexShrink={0}>{searchButton(onSearch)}{resetButton}</HStack> : null}
        {buttons ? <HStack gap="2" ml="auto" wrap="wrap">{buttons}</HStack> : null}
      </HStack>
    );
  }

  const filtersName = label(tr, 'engine.table.filters');
  return (
    <Stack gap="2" data-testid="filter-area">
      {keyword || hasFilters ? (
        <HStack gap="2">
          {isValidElement(keyword) ? cloneElement(keyword, { width: 'auto', flex: '1', minW: '0' }) : null}
          {keyword ? searchButton(onSearch) : null}
          {hasFilters ? (
            <Button size="sm" variant="outline" flexShrink={0} ms={keyword ? undefined : 'auto'} onClick={() => setOpen(true)}
              aria-label={active > 0 ? `${filtersName} (${active})` : filtersName} data-testid="filters-open">
              {filtersName}
              {active > 0 ? <Badge size="sm" colorPalette="brand" variant="solid">{active}</Badge> : null}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      {buttons ? <HStack gap="2" wrap="wrap">{buttons}</HStack> : null}
      {hasFilters ? (
        <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content roundedTop="l3" maxH="85dvh" data-testid="filters-drawer">
                <Drawer.Header><Drawer.Title>{filtersName}</Drawer.Title></Drawer.Header>
                <Drawer.Body>
                  <InDrawer.Provider value>
                    <Stack gap="3">{children}</Stack>
                  </InDrawer.Provider>
                </Drawer.Body>
                <Drawer.Footer>
                  {onReset ? <Button size="sm" variant="outline" onClick={() => { onReset(); setOpen(false); }}>{label(tr, 'engine.table.reset')}</Button> : null}
                  {searchButton(() => { onSearch(); setOpen(false); })}
                </Drawer.Footer>
                <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      ) : null}
    </Stack>
  );
}
