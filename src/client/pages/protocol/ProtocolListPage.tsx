/**
 * /exhibitionMaterials/protocol/list: the organiser's pre-show agreements with the company's state
 * of each (confirmed, to be confirmed, closed), filtered by state, newest first. The list is the
 * portal's one table (SchemaTable) over the loader's page: filter, page and page size move the URL.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router-dom';
import type { ProtocolStatus, ProtocolSummary } from '../../../shared/api';
import { SchemaTable, type TableList } from '../../../engine';
import { FilterButtons, type FilterOption } from '../../components/FilterButtons';
import type { ProtocolListQuery } from '../../features/protocols/protocol-api';
import { useProtocolColumns } from '../../features/protocols/protocol-columns';
import { useShowZoneLabel } from '../../i18n/show-time';
import { listSearchOf, type ProtocolListData } from './protocol-loaders';

const FILTERS: readonly FilterOption<ProtocolStatus>[] = [
  { label: 'protocol.filter.all' },
  { value: 'pending', label: 'protocol.status.pending' },
  { value: 'confirmed', label: 'protocol.status.confirmed' },
];

const rowId = (protocol: ProtocolSummary): string => String(protocol.id);

export function ProtocolListPage() {
  const zone = useShowZoneLabel();
  const columns = useProtocolColumns();
  const { query, data } = useLoaderData<ProtocolListData>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();

  const show = (next: ProtocolListQuery) => setSearchParams(listSearchOf(next));
  const filterBy = (status: ProtocolStatus | undefined) => show({ page: 1, limit: query.limit, ...(status ? { status } : {}) });

  const list: TableList<ProtocolSummary> = {
    rows: data?.list ?? [],
    total: data?.total ?? 0,
    page: query.page,
    limit: query.limit,
    loading: navigation.state === 'loading' || revalidator.state === 'loading',
    // A failed call leaves no page: the table says so and offers a retry.
    failed: data === null,
    setPage: (page) => show({ ...query, page }),
    setLimit: (limit) => show({ ...query, page: 1, limit }),
    reload: () => void revalidator.revalidate(),
  };

  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl" data-testid="page-title">
          <FormattedMessage id="route.protocol" />
        </Heading>
        <Text color="gray.600" fontSize="sm">
          <FormattedMessage id="protocol.list.intro" values={{ zone }} />
        </Text>
      </Stack>

      <FilterButtons labelId="protocol.field.status" options={FILTERS} value={query.status} onChange={filterBy} testIdPrefix="protocol-filter" />

      <SchemaTable<ProtocolSummary>
        testId="protocol-table"
        rowTestId="protocol-row"
        columns={columns}
        list={list}
        rowId={rowId}
        empty={<FormattedMessage id="protocol.list.empty" />}
        totalText={(total) => <Text as="span" data-testid="protocol-total"><FormattedMessage id="protocol.list.total" values={{ total }} /></Text>}
      />
    </Stack>
  );
}
