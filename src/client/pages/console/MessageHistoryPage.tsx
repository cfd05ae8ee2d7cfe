/**
 * /organiser/messages/history: every version of the messages staff published, newest first, with its
 * note, who and when and how many messages it changed; each opens as a diff, and any older one can be
 * rolled back to — a new version with its messages, in force on every page at once. "Back to the
 * files" rolls back to the portal's own wording.
 */
import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageVersionHead } from '../../../shared/messages';
import { ACTIONS_COLUMN, SchemaTable, usePagedList, type ListQuery } from '../../../engine';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { ConsolePage } from '../../features/console';
import { fetchVersions, MESSAGES_PATH, rollBack, VersionDrawer } from '../../features/messages';
import { useShowTime } from '../../i18n/show-time';
import { publishedVersionAtom } from '../../i18n/locale-state';

const NO_FILTERS: ListQuery = {};

export function MessageHistoryPage() {
  const intl = useIntl();
  const showTime = useShowTime();
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  // A version published meanwhile (here or by anyone: live 10106) reads the list again.
  const published = useAtomValue(publishedVersionAtom);
  const load = useCallback(async (query: ListQuery, signal: AbortSignal) => {
    const versions = await fetchVersions(query as { page: number; limit: number }, signal);
    setCurrent(versions.current);
    return versions;
  }, []);
  const list = usePagedList<MessageVersionHead>(load, NO_FILTERS, 20, published);
  const { reload } = list;

  const rollback = useConfirmedAction(async (version: number) => {
    const result = await rollBack(version);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'messages.rollback.done' }, { version: result.version }), closable: true });
  }, reload);
  const { ask } = rollback;

  const columns = useMemo<ColumnDef<MessageVersionHead>[]>(() => [
    {
      id: 'version', size: 110, header: () => <FormattedMessage id="messages.history.col.version" />,
      cell: ({ row }) => (
        <HStack gap="2">
          <Text fontWeight="medium" data-testid="message-version">v{row.original.version}</Text>
          {row.original.version === current ? <Badge size="sm" colorPalette="green"><FormattedMessage id="messages.history.current" /></Badge> : null}
        </HStack>
      ),
    },
    {
      id: 'published_at', header: () => <FormattedMessage id="messages.history.col.published" />,
      cell: ({ row }) => <Text as="span" whiteSpace="nowrap">{showTime.dateTime(row.original.published_at)}</Text>,
    },
    {
      id: 'by', header: () => <FormattedMessage id="messages.history.col.by" />,
      cell: ({ row }) => row.original.published_by ?? <FormattedMessage id="messages.history.unknown" />,
    },
    {
      id: 'note', header: () => <FormattedMessage id="messages.history.col.note" />,
      cell: ({ row }) => (
        <Stack gap="0.5" minW="0">
          {row.original.note ? <Text overflowWrap="anywhere" data-testid="message-version-note">{row.original.note}</Text> : null}
          {row.original.restores !== null ? (
            <Text fontSize="sm" color="fg.muted"><FormattedMessage id="messages.history.restores" values={{ version: row.original.restores }} /></Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'changes', header: () => <FormattedMessage id="messages.history.col.changes" />,
      cell: ({ row }) => <FormattedMessage id="messages.history.changes" values={{ count: row.original.changes }} />,
    },
    {
      id: ACTIONS_COLUMN, header: () => <FormattedMessage id="messages.history.col.actions" />,
      cell: ({ row }) => (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => setViewing(row.original.version)} data-testid="message-version-view">
            <FormattedMessage id="messages.history.view" />
          </Button>
          {row.original.version !== current ? (
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => ask(row.original.version)} data-testid="message-version-rollback">
              <FormattedMessage id="messages.history.rollback" />
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ], [current, showTime, ask]);

  return (
    <ConsolePage
      titleId="route.console.messages.history"
      intro={<FormattedMessage id="messages.history.intro" />}
      actions={(
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline"><RouterLink to={MESSAGES_PATH} data-testid="messages-table-link"><FormattedMessage id="messages.tab.table" /></RouterLink></Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={current === 0} onClick={() => ask(0)} data-testid="messages-to-files">
            <FormattedMessage id="messages.history.toFiles" />
          </Button>
        </HStack>
      )}
      overlays={(
        <>
          <VersionDrawer version={viewing} onClose={() => setViewing(null)} />
          <ConfirmDialog
            {...rollback.dialog}
            title={<FormattedMessage id="messages.rollback.title" values={{ version: rollback.target ?? 0 }} />}
            body={<FormattedMessage id="messages.rollback.body" values={{ version: rollback.target ?? 0 }} />}
            action={<FormattedMessage id="messages.rollback.submit" />}
            colorPalette="red"
            testId="message-rollback-dialog"
            actionTestId="message-rollback-confirm"
          />
        </>
      )}
    >
      <SchemaTable<MessageVersionHead>
        columns={columns}
        list={list}
        rowId={(version) => String(version.version)}
        testId="message-versions"
        rowTestId="message-version-row"
        empty={<FormattedMessage id="messages.history.empty" />}
        totalText={(total) => <FormattedMessage id="messages.history.total" values={{ total }} />}
      />
    </ConsolePage>
  );
}
