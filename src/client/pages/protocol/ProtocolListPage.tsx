/**
 * /exhibitionMaterials/protocol/list: the organiser's pre-show agreements with the company's state
 * of each (confirmed, to be confirmed, closed), filtered by state, newest first.
 */
import { Box, Button, HStack, Heading, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLoaderData, useNavigation, useRevalidator, useSearchParams } from 'react-router-dom';
import type { ProtocolStatus, ProtocolSummary } from '../../../shared/api';
import { localized } from '../../i18n/localized';
import { useLocale } from '../../i18n/use-locale';
import { protocolDetailPath, protocolState } from '../../features/protocols/protocol-api';
import { ProtocolStatusBadge } from '../../features/protocols/ProtocolStatusBadge';
import { useShowTime } from '../../i18n/show-time';
import type { ProtocolListData } from './protocol-loaders';

const FILTERS: readonly { status?: ProtocolStatus; label: string }[] = [
  { label: 'protocol.filter.all' },
  { status: 'pending', label: 'protocol.status.pending' },
  { status: 'confirmed', label: 'protocol.status.confirmed' },
];

function ProtocolRow({ protocol }: { protocol: ProtocolSummary }) {
  const { locale } = useLocale();
  const showTime = useShowTime().dateTime;
  const state = protocolState(protocol);
  const deadline = protocol.confirm_by === null ? <FormattedMessage id="protocol.noDeadline" /> : showTime(protocol.confirm_by);
  return (
    <Table.Row data-testid="protocol-row" data-id={protocol.id}>
      <Table.Cell fontWeight="medium">
        <ChakraLink asChild color="gray.900" _hover={{ color: 'brand.fg' }}>
          <Link to={protocolDetailPath(protocol.id)}>{localized(locale, protocol.title, protocol.title_en)}</Link>
        </ChakraLink>
        {/* Narrow screens: date and state under the title, not in columns off screen. */}
        <HStack hideFrom="md" gap="2" mt="1.5" wrap="wrap" fontWeight="normal" fontSize="xs" color="gray.600">
          <ProtocolStatusBadge state={state} testId="protocol-status-compact" />
          <Text>{deadline}</Text>
        </HStack>
      </Table.Cell>
      <Table.Cell color="gray.700" whiteSpace="nowrap" hideBelow="md">{deadline}</Table.Cell>
      <Table.Cell hideBelow="md">
        <ProtocolStatusBadge state={state} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <Link to={protocolDetailPath(protocol.id)} data-testid="protocol-view">
            <FormattedMessage id="protocol.view" />
          </Link>
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

export function ProtocolListPage() {
  const intl = useIntl();
  const { query, data } = useLoaderData<ProtocolListData>();
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === 'loading' || revalidator.state === 'loading';
  const pages = data ? Math.max(1, Math.ceil(data.total / query.limit)) : 1;

  const show = (status: ProtocolStatus | undefined, page = 1) => {
    const next = new URLSearchParams();
    if (status) next.set('status', status);
    if (page > 1) next.set('page', String(page));
    setSearchParams(next);
  };

  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size="xl" data-testid="page-title">
          <FormattedMessage id="route.protocol" />
        </Heading>
        <Text color="gray.600" fontSize="sm">
          <FormattedMessage id="protocol.list.intro" />
        </Text>
      </Stack>

      <HStack gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'protocol.field.status' })}>
        {FILTERS.map((filter) => {
          const active = query.status === filter.status;
          return (
            <Button key={filter.label} size="sm" variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'}
              aria-pressed={active} onClick={() => show(filter.status)} data-testid={`protocol-filter-${filter.status ?? 'all'}`}>
              <FormattedMessage id={filter.label} />
            </Button>
          );
        })}
      </HStack>

      {!data ? (
        <HStack gap="3">
          <Text color="gray.600"><FormattedMessage id="common.loadFailed" /></Text>
          <Button size="sm" variant="outline" loading={loading} onClick={() => void revalidator.revalidate()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </HStack>
      ) : (
        <Box opacity={loading ? 0.6 : 1} transition="opacity 0.2s">
          <Table.ScrollArea borderWidth="1px" borderColor="gray.200" rounded="md">
            <Table.Root size="md" data-testid="protocol-table">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader minW={{ md: '64' }}><FormattedMessage id="protocol.col.title" /></Table.ColumnHeader>
                  <Table.ColumnHeader minW="44" hideBelow="md"><FormattedMessage id="protocol.col.confirmBy" /></Table.ColumnHeader>
                  <Table.ColumnHeader minW="28" hideBelow="md"><FormattedMessage id="protocol.col.status" /></Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end"><FormattedMessage id="protocol.col.action" /></Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((protocol) => <ProtocolRow key={protocol.id} protocol={protocol} />)}
                {data.list.length === 0 && (
                  <Table.Row>
                    <Table.Cell colSpan={4} textAlign="center" color="gray.500" py="10" data-testid="protocol-empty">
                      <FormattedMessage id="protocol.list.empty" />
                    </Table.Cell>
                  </Table.Row>
                )}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>

          <HStack justify="space-between" mt="3" wrap="wrap" gap="2">
            <Text fontSize="sm" color="gray.600" data-testid="protocol-total">
              <FormattedMessage id="protocol.list.total" values={{ total: data.total }} />
            </Text>
            {pages > 1 && (
              <HStack gap="2">
                <Button size="sm" variant="outline" disabled={query.page <= 1} onClick={() => show(query.status, query.page - 1)}>
                  <FormattedMessage id="protocol.previous" />
                </Button>
                <Text fontSize="sm">{query.page} / {pages}</Text>
                <Button size="sm" variant="outline" disabled={query.page >= pages} onClick={() => show(query.status, query.page + 1)}>
                  <FormattedMessage id="protocol.next" />
                </Button>
              </HStack>
            )}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
