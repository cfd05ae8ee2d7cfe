/**
 * /organiser/group-products: the group tickets the organiser sells and gives. The products with their
 * price, stock, limit and sale window (schemas/group-product.json), added and changed in a dialog;
 * the group ticket accounts with what each holds, tickets allocated to one from a product's stock
 * (schemas/group-allocation.json); and every account's tickets, narrowed to one account, exported.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Button, HStack, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import boothTicketScreen from 'virtual:schema/booth-ticket';
import groupProductScreen from 'virtual:schema/group-product';
import enums from '../../../../schemas/enums.json';
import { ACTIONS_COLUMN, ExportButton, FilterArea, pagedWhole, SchemaTable, type TableList, useFilterWidth, usePagedList } from '../../../engine';
import type { EnumSets } from '../../../shared/descriptor';
import { OrganiserGroupApi, type GroupAllocationInput, type GroupProduct, type GroupTicketAccount } from '../../../shared/group';
import type { BoothTicket } from '../../../shared/tickets';
import { toaster } from '../../app/toaster';
import { useStartExport } from '../../features/export';
import {
  AllocationDialog, ProductDialog, fetchAllProducts, fetchHoldings, startHoldingsExport, type ProductEditing,
} from '../../features/group';
import { ScreenEngine, useRecord, type RecordHandle } from '../../features/screens';
import { GROUP_TICKETS, ticketDescriptor } from '../../features/tickets/ticket-kind';
import { localized } from '../../../shared/locale';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';

const PAGE = 20;
const NO_FILTERS = {};
/** The tickets given or bought last come first. */
const NEWEST_FIRST = { sort: 'created_at', order: 'desc' };
const ticketStatuses = Object.entries((enums as unknown as EnumSets).ticketStatus ?? {});

const loadProducts = pagedWhole(fetchAllProducts);
/** Every group account's tickets, in a group ticket's words (票号, not 证件编号). */
const holdingsDescriptor = ticketDescriptor(boothTicketScreen.descriptor, GROUP_TICKETS);
const { words } = GROUP_TICKETS;

export function GroupProductsPage() {
  return <ScreenEngine><GroupTickets /></ScreenEngine>;
}

function GroupTickets() {
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  // Read once for the accounts' table and the holdings' filter: the request layer refuses the same call twice at once.
  const accounts = useRecord<{ list: GroupTicketAccount[] }>(OrganiserGroupApi.accounts, { refreshKey: version });
  return (
    <Stack gap="5" data-testid="console-group-products">
      <Card>
        <Stack gap="1">
          <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.group_products" /></Heading>
          <Text color="fg.muted" fontSize="sm"><FormattedMessage id="console.groupProducts.intro" /></Text>
        </Stack>
        <Products version={version} onChanged={changed} />
      </Card>
      <Card><Accounts accounts={accounts} onChanged={changed} /></Card>
      <Card><Holdings accounts={accounts.state.phase === 'ready' ? accounts.state.record.list : []} version={version} /></Card>
    </Stack>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <Stack gap="4" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>{children}</Stack>;
}

function SectionHeading({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <HStack justify="space-between" align="start" wrap="wrap" gap="3">
      <Stack gap="1" flex="1" minW="56">
        <Heading as="h2" size="lg"><FormattedMessage id={title} /></Heading>
        {intro ? <Text color="fg.muted" fontSize="sm"><FormattedMessage id={intro} /></Text> : null}
      </Stack>
      {children}
    </HStack>
  );
}

function Products({ version, onChanged }: { version: number; onChanged: () => void }) {
  const { locale } = useLocale();
  const intl = useIntl();
  const showTime = useShowTime();
  const [editing, setEditing] = useState<ProductEditing | null>(null);
  const products = usePagedList<GroupProduct>(loadProducts, NO_FILTERS, PAGE, version);

  const cells = useMemo(() => ({
    name: (product: GroupProduct) => (
      <Stack gap="0" data-testid="product-name">
        <Text fontSize="sm" fontWeight="medium">{localized(locale, product.name, product.name_en)}</Text>
        <Text fontSize="xs" color="fg.muted" data-testid="product-admits">{showTime.days(product.admits)}</Text>
      </Stack>
    ),
    // The sale window as days, on one line each; the minute and the show's zone in the tooltip.
    sale_starts_at: (product: GroupProduct) => <Text as="span" whiteSpace="nowrap" title={showTime.dateTime(product.sale_starts_at)} data-testid="product-sale-starts">{showTime.date(product.sale_starts_at)}</Text>,
    sale_ends_at: (product: GroupProduct) => <Text as="span" whiteSpace="nowrap" title={showTime.dateTime(product.sale_ends_at)} data-testid="product-sale-ends">{showTime.date(product.sale_ends_at)}</Text>,
    stock: (product: GroupProduct) => <Text as="span" fontVariantNumeric="tabular-nums" color={product.stock === 0 ? 'red.700' : undefined} data-testid="product-stock">{intl.formatNumber(product.stock)}</Text>,
    active: (product: GroupProduct) => (
      <Badge colorPalette={product.on_sale ? 'green' : product.active ? 'orange' : 'gray'} data-testid="product-state">
        <FormattedMessage id={product.on_sale ? 'console.product.onSale' : product.active ? 'console.product.outsideWindow' : 'console.product.off'} />
      </Badge>
    ),
  }), [locale, intl, showTime]);
  const columns = useMemo((): ColumnDef<GroupProduct>[] => [{
    id: ACTIONS_COLUMN,
    cell: ({ row }) => (
      <Button size="xs" variant="outline" onClick={() => setEditing(row.original)} data-testid="product-edit"
        aria-label={`${intl.formatMessage({ id: 'common.edit' })} ${localized(locale, row.original.name, row.original.name_en)}`}>
        <FormattedMessage id="common.edit" />
      </Button>
    ),
  }], [intl, locale]);
  const rowId = useCallback((product: GroupProduct) => String(product.id), []);
  const saved = useCallback((product: GroupProduct) => {
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'console.product.saved' }, { name: localized(locale, product.name, product.name_en) }), closable: true });
    setEditing(null);
    onChanged();
  }, [intl, locale, onChanged]);

  return (
    <Stack gap="4">
      <SectionHeading title="console.groupProducts.products">
        <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')} data-testid="product-add"><FormattedMessage id="console.product.add" /></Button>
      </SectionHeading>
      <SchemaTable descriptor={groupProductScreen.descriptor} list={products} cells={cells} columns={columns} rowId={rowId} testId="products-table"
        empty={<FormattedMessage id="console.groupProducts.empty" />} />
      <ProductDialog editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
    </Stack>
  );
}

function Accounts({ accounts: read, onChanged }: { accounts: RecordHandle<{ list: GroupTicketAccount[] }>; onChanged: () => void }) {
  const intl = useIntl();
  const [start, setStart] = useState<Partial<GroupAllocationInput> | null>(null);
  const [page, setPage] = useState(1);
  const all = read.state.phase === 'ready' ? read.state.record.list : [];
  const accounts: TableList<GroupTicketAccount> = {
    rows: all.slice((page - 1) * PAGE, page * PAGE), total: all.length, page, limit: PAGE,
    loading: read.state.phase === 'loading', failed: read.state.phase === 'failed', setPage, reload: read.reload,
  };
  const columns = useMemo((): ColumnDef<GroupTicketAccount>[] => [
    {
      id: 'name', header: () => <FormattedMessage id="group.field.user_id" />,
      cell: ({ row }) => (
        <Stack gap="0">
          <Text fontSize="sm">{row.original.name || '—'}</Text>
          <Text fontSize="xs" color="fg.muted">{row.original.account}</Text>
        </Stack>
      ),
    },
    { id: 'tickets', header: () => <FormattedMessage id="console.account.tickets" />, cell: ({ row }) => <Text as="span" data-testid="account-tickets">{row.original.tickets}</Text> },
    { id: 'bound', header: () => <FormattedMessage id="console.account.bound" />, cell: ({ row }) => <Text as="span" data-testid="account-bound">{row.original.bound}</Text> },
    {
      id: ACTIONS_COLUMN,
      cell: ({ row }) => (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setStart({ user_id: row.original.id })} data-testid="account-allocate"
          aria-label={`${intl.formatMessage({ id: 'console.allocation.submit' })} ${row.original.name}`}>
          <FormattedMessage id="console.allocation.submit" />
        </Button>
      ),
    },
  ], [intl]);
  const rowId = useCallback((account: GroupTicketAccount) => String(account.id), []);
  const allocated = useCallback((allocation: GroupAllocationInput) => {
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'console.allocation.done' }, { quantity: allocation.quantity }), closable: true });
    setStart(null);
    onChanged();
  }, [intl, onChanged]);

  return (
    <Stack gap="4">
      <SectionHeading title="console.groupProducts.accounts" intro="console.groupProducts.accountsIntro">
        <Button colorPalette="brand" size="sm" onClick={() => setStart({})} data-testid="allocation-open"><FormattedMessage id="screen.groupAllocation" /></Button>
      </SectionHeading>
      <SchemaTable<GroupTicketAccount> columns={columns} list={accounts} rowId={rowId} testId="accounts-table" empty={<FormattedMessage id="console.groupProducts.noAccounts" />} />
      <AllocationDialog start={start} onClose={() => setStart(null)} onAllocated={allocated} />
    </Stack>
  );
}

function Holdings({ accounts, version }: { accounts: readonly GroupTicketAccount[]; version: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<HoldingsDraft>(NO_HOLDINGS_FILTER);
  const [applied, setApplied] = useState<Record<string, string>>(NEWEST_FIRST);
  const tickets = usePagedList<BoothTicket>(fetchHoldings, applied, PAGE, version);

  const search = () => setApplied({ ...NEWEST_FIRST, ...Object.fromEntries(Object.entries(draft).map(([key, value]) => [key, value.trim()]).filter(([, value]) => value !== '')) });
  const { exporting, startExport } = useStartExport(useCallback(() => startHoldingsExport(applied), [applied]));
  const cells = useMemo(() => ({
    ticket_no: (ticket: BoothTicket) => <Text fontFamily="mono" fontSize="xs" whiteSpace="nowrap">{ticket.ticket_no}</Text>,
    type_name: (ticket: BoothTicket) => localized(locale, ticket.type_name, ticket.type_name_en),
  }), [locale]);
  const rowId = useCallback((ticket: BoothTicket) => String(ticket.id), []);

  return (
    <Stack gap="4">
      <SectionHeading title="console.groupProducts.holdings" intro="console.groupProducts.holdingsIntro" />
      <FilterArea
        keyword={(
          <Input size="sm" width="56" value={draft.keyword} data-testid="holdings-keyword"
            placeholder={intl.formatMessage({ id: words.keyword })} aria-label={intl.formatMessage({ id: words.keyword })}
            onChange={(event) => setDraft((previous) => ({ ...previous, keyword: event.target.value }))} onKeyDown={(event) => { if (event.key === 'Enter') search(); }} />
        )}
        active={[draft.user_id, draft.status].filter(Boolean).length}
        onSearch={search}
        searchTestId="holdings-search"
        onRefresh={tickets.reload}
        actions={<ExportButton loading={exporting} empty={!tickets.loading && !tickets.failed && tickets.total === 0} onClick={startExport} testId="holdings-export" />}
      >
        <HoldingsFilters accounts={accounts} draft={draft} onChange={(change) => setDraft((previous) => ({ ...previous, ...change }))} />
      </FilterArea>
      <SchemaTable descriptor={holdingsDescriptor} list={tickets} cells={cells} rowId={rowId} testId="holdings-table"
        empty={<FormattedMessage id="console.holdings.empty" />}
        onClearFilters={Object.keys(applied).length > Object.keys(NEWEST_FIRST).length ? () => { setDraft(NO_HOLDINGS_FILTER); setApplied(NEWEST_FIRST); } : undefined} />
    </Stack>
  );
}

interface HoldingsDraft { user_id: string; status: string; keyword: string }
const NO_HOLDINGS_FILTER: HoldingsDraft = { user_id: '', status: '', keyword: '' };

/** The account and status filters of the holdings; their width follows FilterArea. */
function HoldingsFilters({ accounts, draft, onChange }: {
  accounts: readonly GroupTicketAccount[]; draft: HoldingsDraft; onChange: (change: Partial<HoldingsDraft>) => void;
}) {
  const intl = useIntl();
  const accountWidth = useFilterWidth('56');
  const statusWidth = useFilterWidth('40');
  return (
    <>
      <NativeSelect.Root size="sm" width={accountWidth}>
        <NativeSelect.Field aria-label={intl.formatMessage({ id: 'group.field.user_id' })} value={draft.user_id} data-testid="holdings-account"
          onChange={(event) => onChange({ user_id: event.target.value })}>
          <option value=""><FormattedMessage id="console.holdings.allAccounts" /></option>
          {accounts.map((account) => <option key={account.id} value={account.id}>{account.name} · {account.account}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" width={statusWidth}>
        <NativeSelect.Field aria-label={intl.formatMessage({ id: 'ticketPage.col.status' })} value={draft.status} data-testid="holdings-status"
          onChange={(event) => onChange({ status: event.target.value })}>
          <option value=""><FormattedMessage id="ticketPage.filter.allStatus" /></option>
          {ticketStatuses.map(([value, entry]) => <option key={value} value={value}>{intl.formatMessage({ id: entry.label })}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </>
  );
}
