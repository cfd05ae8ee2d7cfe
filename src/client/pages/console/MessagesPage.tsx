/**
 * /organiser/messages: every message of the portal, Chinese beside English, for translators while
 * the show runs (issue 21). Search over ids and texts, missing or wrong ones first; a text edited in
 * place goes into the draft every staff member shares, with its problems shown on the cell; Publish
 * (with a note, once the check passes) puts the draft in force on every server and open page at
 * once; Discard drops it. The history is its own page.
 */
import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Locale } from '../../../shared/locale';
import type { MessageFilter, MessageRow, MessageTable, PublishResult } from '../../../shared/messages';
import { SchemaTable, usePagedList, type ListQuery } from '../../../engine';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterButtons, type FilterOption } from '../../components/FilterButtons';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { ConsolePage } from '../../features/console';
import { discardDraft, fetchMessages, MESSAGE_HISTORY_PATH, MessageCellView, MessageId, PublishDialog, saveDraft } from '../../features/messages';
import { publishedVersionAtom } from '../../i18n/locale-state';

const FILTERS: readonly FilterOption<Exclude<MessageFilter, 'all'>>[] = [
  { label: 'messages.filter.all' },
  { value: 'attention', label: 'messages.filter.attention' },
  { value: 'changed', label: 'messages.filter.changed' },
  { value: 'draft', label: 'messages.filter.draft' },
];

type Summary = Pick<MessageTable, 'counts' | 'version'>;

function Flags({ row }: { row: MessageRow }) {
  const drafted = row.zh.draft !== null || row.en.draft !== null;
  return (
    <HStack gap="1" wrap="wrap">
      {row.missing ? <Badge size="sm" colorPalette="red" data-testid="message-flag-missing"><FormattedMessage id="messages.flag.missing" /></Badge> : null}
      {!row.missing && row.problem ? <Badge size="sm" colorPalette="red" data-testid="message-flag-problem"><FormattedMessage id="messages.flag.problem" /></Badge> : null}
      {row.changed ? <Badge size="sm" colorPalette="brand" data-testid="message-flag-changed"><FormattedMessage id="messages.flag.changed" /></Badge> : null}
      {drafted ? <Badge size="sm" colorPalette="yellow" data-testid="message-flag-draft"><FormattedMessage id="messages.flag.draft" /></Badge> : null}
    </HStack>
  );
}

export function MessagesPage() {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<Exclude<MessageFilter, 'all'> | undefined>(undefined);
  const [summary, setSummary] = useState<Summary | null>(null);
  const [publishing, setPublishing] = useState(false);
  // A version published by anyone (live 10106 moves the page's own messages) reads the table again.
  const published = useAtomValue(publishedVersionAtom);

  const filters = useMemo((): ListQuery => ({ ...(q ? { q } : {}), ...(filter ? { filter } : {}) }), [q, filter]);
  const load = useCallback(async (query: ListQuery, signal: AbortSignal) => {
    const table = await fetchMessages(query as { page: number; limit: number }, signal);
    setSummary({ counts: table.counts, version: table.version });
    return table;
  }, []);
  const list = usePagedList<MessageRow>(load, filters, 20, published);
  const { patch, reload } = list;

  const save = useCallback(async (id: string, locale: Locale, text: string | null) => {
    const rows = await saveDraft([{ locale, id, text }]);
    for (const row of rows) patch((each) => each.id === row.id, () => row);
    // The counts move; the rows stay where they are while someone works on them.
    const { counts, version } = await fetchMessages({ page: 1, limit: 1, ...filters });
    setSummary({ counts, version });
  }, [patch, filters]);

  const columns = useMemo<ColumnDef<MessageRow>[]>(() => [
    {
      id: 'id', size: 220, header: () => <FormattedMessage id="messages.col.id" />,
      cell: ({ row }) => (
        <Stack gap="1" minW="0">
          <MessageId id={row.original.id} data-testid="message-id" />
          <Flags row={row.original} />
        </Stack>
      ),
    },
    ...(['zh', 'en'] as const).map((locale): ColumnDef<MessageRow> => ({
      id: locale, header: () => <FormattedMessage id={`messages.col.${locale}`} />,
      cell: ({ row }) => <MessageCellView id={row.original.id} locale={locale} cell={row.original[locale]} onSave={(text) => save(row.original.id, locale, text)} />,
    })),
  ], [save]);

  const discard = useConfirmedAction(async () => {
    const { discarded } = await discardDraft();
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'messages.discard.done' }), closable: true });
    return discarded;
  }, reload);
  const drafts = summary?.counts.draft ?? 0;

  const onPublished = (result: PublishResult) => {
    setPublishing(false);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'messages.publish.done' }, { version: result.version }), closable: true });
    reload();
  };

  return (
    <ConsolePage
      titleId="route.console.messages"
      intro={<FormattedMessage id="messages.intro" />}
      actions={(
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline"><RouterLink to={MESSAGE_HISTORY_PATH} data-testid="messages-history-link"><FormattedMessage id="messages.tab.history" /></RouterLink></Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={drafts === 0} onClick={() => discard.ask(true)} data-testid="messages-discard">
            <FormattedMessage id="messages.discard" />
          </Button>
          <Button size="sm" colorPalette="brand" disabled={drafts === 0} onClick={() => setPublishing(true)} data-testid="messages-publish">
            <FormattedMessage id="messages.publish" />
          </Button>
        </HStack>
      )}
      overlays={(
        <>
          <PublishDialog open={publishing} onClose={() => setPublishing(false)} onPublished={onPublished} />
          <ConfirmDialog
            {...discard.dialog}
            title={<FormattedMessage id="messages.discard.title" />}
            body={<FormattedMessage id="messages.discard.body" values={{ count: drafts }} />}
            action={<FormattedMessage id="messages.discard" />}
            colorPalette="red"
            testId="messages-discard-dialog"
            actionTestId="messages-discard-confirm"
          />
        </>
      )}
    >
      <Stack as="form" direction={{ base: 'column', md: 'row' }} gap="2" onSubmit={(event) => { event.preventDefault(); setQ(typed.trim()); }}>
        <Input size="sm" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)}
          placeholder={intl.formatMessage({ id: 'messages.search.placeholder' })} aria-label={intl.formatMessage({ id: 'messages.field.search' })} data-testid="messages-search" />
        <Button type="submit" size="sm" variant="outline" flexShrink={0} data-testid="messages-search-submit"><FormattedMessage id="messages.search.submit" /></Button>
      </Stack>
      <FilterButtons labelId="messages.filter.label" options={FILTERS} value={filter} onChange={setFilter} testIdPrefix="messages-filter" />
      {summary ? (
        <Text fontSize="sm" color="fg.muted" data-testid="messages-counts">
          <FormattedMessage id="messages.counts" values={{ ...summary.counts, version: summary.version }} />
        </Text>
      ) : null}
      <SchemaTable<MessageRow>
        columns={columns}
        list={list}
        rowId={(row) => row.id}
        testId="messages-table"
        rowTestId="messages-row"
        empty={<FormattedMessage id="messages.empty" />}
        totalText={(total) => <FormattedMessage id="messages.total" values={{ total }} />}
      />
    </ConsolePage>
  );
}
