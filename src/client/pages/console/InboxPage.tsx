/**
 * The console's first page: how much waits for staff in each area and since when, then every item
 * oldest first with the time the portal promised it done — red once that time has passed.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Grid, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxItem } from '../../../shared/console';
import { SchemaTable } from '../../../engine';
import { ConsolePage, inboxItemPath, InboxKindBadge, useInbox } from '../../features/console';
import { localized } from '../../../shared/locale';
import { useShowTime } from '../../i18n/show-time';
import { useLocale } from '../../i18n/use-locale';

const PAGE = 20;

/** Where an item is handled in the console, for the kinds whose page exists. */
function useInboxColumns(now: number): ColumnDef<InboxItem>[] {
  const { locale } = useLocale();
  const showTime = useShowTime();
  return useMemo<ColumnDef<InboxItem>[]>(() => [
    { id: 'kind', header: () => <FormattedMessage id="console.col.kind" />, cell: ({ row }) => <InboxKindBadge kind={row.original.kind} /> },
    {
      id: 'title', header: () => <FormattedMessage id="console.col.title" />,
      cell: ({ row }) => {
        const item = row.original;
        const title = item.screen ? <FormattedMessage id={`console.screen.${item.screen}`} /> : item.title;
        const path = inboxItemPath(item);
        return path ? <Link asChild colorPalette="brand"><RouterLink to={path} data-testid="inbox-open">{title}</RouterLink></Link> : <Text as="span">{title}</Text>;
      },
    },
    { id: 'owner', header: () => <FormattedMessage id="console.col.owner" />, cell: ({ row }) => localized(locale, row.original.owner, row.original.owner_en) },
    { id: 'since', header: () => <FormattedMessage id="console.col.since" />, cell: ({ row }) => showTime.dateTime(row.original.since) },
    {
      id: 'due', header: () => <FormattedMessage id="console.col.due" />,
      cell: ({ row }) => {
        const due = row.original.due_at;
        if (due === null) return '—';
        const late = due < now;
        return <Text as="span" color={late ? 'red.700' : undefined} fontWeight={late ? 'semibold' : undefined} data-testid={late ? 'inbox-overdue' : undefined}>{showTime.dateTime(due)}</Text>;
      },
    },
  ], [locale, showTime, now]);
}

export function InboxPage() {
  const { state, reload } = useInbox();
  const [page, setPage] = useState(1);
  const [now] = useState(() => Date.now() / 1000);
  const columns = useInboxColumns(now);
  const showTime = useShowTime();
  const intl = useIntl();
  const items = state.phase === 'ready' ? state.record.items : [];

  return (
    <ConsolePage
      titleId="route.console.inbox"
      intro={<FormattedMessage id="console.inbox.intro" />}
      actions={<Button size="sm" variant="outline" onClick={reload} data-testid="inbox-reload"><FormattedMessage id="console.inbox.reload" /></Button>}
    >
      {state.phase === 'loading' ? <Skeleton height="24" /> : null}
      {state.phase === 'ready' && state.record.summary.length === 0 ? (
        <Alert.Root status="info" data-testid="inbox-no-kinds">
          <Alert.Indicator />
          <Alert.Content><Alert.Description><FormattedMessage id="console.inbox.noKinds" /></Alert.Description></Alert.Content>
        </Alert.Root>
      ) : null}
      {state.phase === 'ready' && state.record.summary.length > 0 ? (
        // One row of equal tiles on a wide screen, two columns on a phone (an odd last tile the whole row).
        <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: `repeat(${state.record.summary.length}, minmax(0, 1fr))` }} gap="3" data-testid="inbox-summary">
          {state.record.summary.map((kind, index, all) => (
            <Stack key={kind.kind} gap="1" borderWidth="1px" borderColor={kind.overdue > 0 ? 'red.300' : 'gray.200'} borderRadius="md" p={{ base: '3', md: '4' }} bg={kind.waiting > 0 ? 'white' : 'gray.50'}
              gridColumn={{ base: all.length % 2 === 1 && index === all.length - 1 ? 'span 2' : undefined, md: 'auto' }}
              data-testid={`inbox-count-${kind.kind}`} data-waiting={kind.waiting}>
              <Text fontSize="sm" color="fg.muted" truncate><FormattedMessage id={`console.kind.${kind.kind}`} /></Text>
              <Text fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.1" fontWeight="bold" fontVariantNumeric="tabular-nums" color={kind.waiting > 0 ? 'gray.900' : 'gray.600'} data-testid="inbox-waiting">
                {intl.formatNumber(kind.waiting)}
              </Text>
              <Text fontSize="sm" color={kind.overdue > 0 ? 'red.700' : 'fg.muted'} fontWeight={kind.overdue > 0 ? 'medium' : undefined}>
                {kind.overdue > 0 ? <FormattedMessage id="console.inbox.overdue" values={{ count: kind.overdue }} />
                  : kind.oldest_since !== null ? <FormattedMessage id="console.inbox.oldest" values={{ since: showTime.date(kind.oldest_since) }} />
                    : <FormattedMessage id="console.inbox.none" />}
              </Text>
            </Stack>
          ))}
        </Grid>
      ) : null}
      <SchemaTable<InboxItem>
        columns={columns}
        rowId={(item) => `${item.kind}-${item.id}`}
        testId="inbox-items"
        empty={<FormattedMessage id="console.inbox.empty" />}
        list={{
          rows: items.slice((page - 1) * PAGE, page * PAGE), total: items.length, page, limit: PAGE,
          loading: state.phase === 'loading', failed: state.phase === 'failed', setPage, reload,
        }}
      />
    </ConsolePage>
  );
}
