/**
 * The agreement list's columns for SchemaTable (agreements have no screen descriptor): the title
 * opening the agreement, its confirm-by date, the company's state of it and the way in.
 */
import { useMemo } from 'react';
import { Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProtocolSummary } from '../../../shared/api';
import { ACTIONS_COLUMN } from '../../../engine';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { useShowTime } from '../../i18n/show-time';
import { protocolDetailPath, protocolState } from './protocol-api';
import { ProtocolStatusBadge } from './ProtocolStatusBadge';

export function useProtocolColumns(): ColumnDef<ProtocolSummary>[] {
  const { locale } = useLocale();
  const showTime = useShowTime().dateTime;
  return useMemo<ColumnDef<ProtocolSummary>[]>(() => [
    {
      id: 'title',
      header: () => <FormattedMessage id="protocol.col.title" />,
      cell: ({ row }) => (
        <ChakraLink asChild fontWeight="medium" color="gray.900" _hover={{ color: 'brand.fg' }}>
          <Link to={protocolDetailPath(row.original.id)}>{localized(locale, row.original.title, row.original.title_en)}</Link>
        </ChakraLink>
      ),
    },
    {
      id: 'confirm_by',
      header: () => <FormattedMessage id="protocol.col.confirmBy" />,
      cell: ({ row }) => (
        <Text as="span" whiteSpace="nowrap">
          {row.original.confirm_by === null ? <FormattedMessage id="protocol.noDeadline" /> : showTime(row.original.confirm_by)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: () => <FormattedMessage id="protocol.col.status" />,
      cell: ({ row }) => <ProtocolStatusBadge state={protocolState(row.original)} />,
    },
    {
      id: ACTIONS_COLUMN,
      header: () => <FormattedMessage id="protocol.col.action" />,
      cell: ({ row }) => (
        <Button asChild size="xs" variant="outline" colorPalette="brand">
          <Link to={protocolDetailPath(row.original.id)} data-testid="protocol-view">
            <FormattedMessage id="protocol.view" />
          </Link>
        </Button>
      ),
    },
  ], [locale, showTime]);
}
