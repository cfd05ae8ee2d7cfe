/**
 * The console's exhibitor directory: how far booth-ticket binding has come across the show (by hall,
 * and day by day), then every exhibitor by booth with where it stands in each area — company and
 * catalogue review, materials, tickets bound, unbind orders, invoices — found by name or booth.
 */
import { useMemo, useState } from 'react';
import { Box, Button, Heading, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExhibitorState } from '../../../shared/console';
import { localized } from '../../../shared/locale';
import { SchemaTable, usePagedList } from '../../../engine';
import { DailyBindings, loadExhibitors, useShowBinding } from '../../features/console';
import { ReviewBadge } from '../../features/review';
import { ScreenEngine } from '../../features/screens';
import { BindingChart } from '../../features/tickets/BindingChart';
import { useLocale } from '../../i18n/use-locale';

const Dash = () => <Text as="span" color="fg.muted">—</Text>;

function useColumns(): ColumnDef<ExhibitorState>[] {
  const { locale } = useLocale();
  const intl = useIntl();
  return useMemo<ColumnDef<ExhibitorState>[]>(() => [
    { id: 'booth', header: () => <FormattedMessage id="review.staff.booth" />, cell: ({ row }) => (row.original.booth_no ? <Text as="span" whiteSpace="nowrap">{row.original.booth_no}</Text> : <Dash />) },
    { id: 'name', header: () => <FormattedMessage id="review.staff.exhibitor" />, cell: ({ row }) => localized(locale, row.original.name, row.original.name_en) },
    { id: 'company', header: () => <FormattedMessage id="console.screen.company" />, cell: ({ row }) => <ReviewBadge status={row.original.company_status} notStarted /> },
    { id: 'catalogue', header: () => <FormattedMessage id="console.screen.catalogue" />, cell: ({ row }) => <ReviewBadge status={row.original.catalogue_status} notStarted /> },
    {
      id: 'materials', header: () => <FormattedMessage id="console.exhibitors.materials" />,
      cell: ({ row }) => intl.formatMessage({ id: 'console.exhibitors.materials.cell' }, row.original.materials),
    },
    {
      id: 'tickets', header: () => <FormattedMessage id="console.exhibitors.tickets" />,
      cell: ({ row }) => <span data-testid="exhibitor-tickets">{intl.formatMessage({ id: 'console.exhibitors.tickets.cell' }, row.original.tickets)}</span>,
    },
    { id: 'unbind', header: () => <FormattedMessage id="console.exhibitors.unbindOrders" />, cell: ({ row }) => row.original.unbind_orders },
    {
      id: 'invoices', header: () => <FormattedMessage id="console.exhibitors.invoices" />,
      cell: ({ row }) => intl.formatMessage({ id: 'console.exhibitors.invoices.cell' }, row.original.invoices),
    },
  ], [locale, intl]);
}

export function ExhibitorsPage() {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const filters = useMemo((): Record<string, string> => (keyword ? { keyword } : {}), [keyword]);
  const list = usePagedList<ExhibitorState>(loadExhibitors, filters, 20);
  const columns = useColumns();
  const { state: binding } = useShowBinding();

  return (
    <ScreenEngine>
      <Stack gap="5">
        <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <Stack gap="1">
              <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.exhibitors" /></Heading>
              <Text color="fg.muted"><FormattedMessage id="console.exhibitors.intro" /></Text>
            </Stack>
            {binding.phase === 'ready' ? (
              <Stack gap="6" data-testid="show-binding" data-bound={binding.record.bound} data-total={binding.record.total}>
                <Stack gap="3" minW="0">
                  <Heading as="h2" size="md"><FormattedMessage id="console.exhibitors.byHall" /></Heading>
                  <BindingChart rows={[
                    { key: 'show', label: intl.formatMessage({ id: 'console.exhibitors.wholeShow' }), bound: binding.record.bound, total: binding.record.total },
                    ...binding.record.halls.map((hall) => ({ key: hall.hall, label: hall.hall || '—', bound: hall.bound, total: hall.total })),
                  ]} />
                </Stack>
                <Stack gap="3" minW="0">
                  <Heading as="h2" size="md"><FormattedMessage id="console.exhibitors.byDay" values={{ days: binding.record.days.length }} /></Heading>
                  <DailyBindings days={binding.record.days} />
                </Stack>
              </Stack>
            ) : <Skeleton height="32" />}
          </Stack>
        </Box>
        <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <HStack as="form" gap="3" wrap="wrap" onSubmit={(event) => { event.preventDefault(); setKeyword(typed.trim()); }}>
              <Input size="sm" maxW="sm" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={100}
                placeholder={intl.formatMessage({ id: 'console.exhibitors.keyword' })} aria-label={intl.formatMessage({ id: 'console.exhibitors.keyword' })} data-testid="exhibitor-keyword" />
              <Button type="submit" size="sm" colorPalette="brand"><FormattedMessage id="engine.table.search" /></Button>
              <Button size="sm" variant="outline" onClick={() => { setTyped(''); setKeyword(''); }}><FormattedMessage id="engine.table.reset" /></Button>
            </HStack>
            <SchemaTable<ExhibitorState> columns={columns} list={list} testId="exhibitor-directory" empty={<FormattedMessage id="console.exhibitors.empty" />} />
          </Stack>
        </Box>
      </Stack>
    </ScreenEngine>
  );
}
