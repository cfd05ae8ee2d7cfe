/**
 * The screens staff can change while the show runs: each with its title in the reader's language,
 * the version it serves, when and by whom that was published, and whose draft is in progress —
 * opening its editor or its history.
 */
import { useCallback, useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ACTIONS_COLUMN, SchemaTable, type TableList } from '../../../engine';
import { SCREEN_EDITOR_PAGES, ScreenEditorApi, type ScreenSummary } from '../../../shared/screen-editor';
import { useShowTime } from '../../i18n/show-time';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { ConsolePage } from '../console';
import { useRecord } from '../screens';

const PAGE = 20;

export function ScreenList() {
  const intl = useIntl();
  const showTime = useShowTime();
  const screens = useRecord<ScreenSummary[]>(ScreenEditorApi.screens);
  const [page, setPage] = useState(1);
  const all = screens.state.phase === 'ready' ? screens.state.record : [];
  const list: TableList<ScreenSummary> = {
    rows: all.slice((page - 1) * PAGE, page * PAGE), total: all.length, page, limit: PAGE,
    loading: screens.state.phase === 'loading', failed: screens.state.phase === 'failed', setPage, reload: screens.reload,
  };
  const columns = useMemo((): ColumnDef<ScreenSummary>[] => [
    {
      id: 'title', header: () => <FormattedMessage id="screen_editor.list.screen" />,
      cell: ({ row }) => (
        <Stack gap="0" data-testid="screen-title">
          <Text fontSize="sm" fontWeight="medium">{intl.formatMessage({ id: row.original.title })}</Text>
          <Text fontSize="xs" fontFamily="mono" color="fg.muted">{row.original.screen}</Text>
        </Stack>
      ),
    },
    {
      id: 'version', header: () => <FormattedMessage id="screen_editor.list.version" />,
      cell: ({ row }) => <Badge colorPalette={row.original.version ? 'brand' : 'gray'} data-testid="screen-version"><FormattedMessage id="screen_editor.version" values={{ version: row.original.version }} /></Badge>,
    },
    {
      id: 'published', header: () => <FormattedMessage id="screen_editor.list.published" />,
      cell: ({ row }) => (row.original.published_at ? (
        <Text fontSize="sm" data-testid="screen-published">
          <FormattedMessage id="screen_editor.history.by" values={{ at: showTime.dateTime(row.original.published_at), by: row.original.published_by ?? '—' }} />
        </Text>
      ) : <Text fontSize="sm" color="fg.muted"><FormattedMessage id="screen_editor.history.file" /></Text>),
    },
    {
      id: 'draft', header: () => <FormattedMessage id="screen_editor.list.draft" />,
      cell: ({ row }) => (row.original.draft ? (
        <Badge colorPalette="orange" variant="subtle" whiteSpace="normal" data-testid="screen-draft">
          <FormattedMessage id="screen_editor.list.draftBy" values={{ by: row.original.draft.updated_by ?? '—', at: showTime.dateTime(row.original.draft.updated_at) }} />
        </Badge>
      ) : <Text fontSize="sm" color="fg.muted">—</Text>),
    },
    {
      id: ACTIONS_COLUMN,
      cell: ({ row }) => {
        const title = intl.formatMessage({ id: row.original.title });
        return (
          <HStack gap="1">
            <Button asChild size="xs" colorPalette="brand" variant="outline">
              <RouterLink to={SCREEN_EDITOR_PAGES.edit(row.original.screen)} data-testid="screen-edit"
                aria-label={`${intl.formatMessage({ id: 'screen_editor.list.edit' })} ${title}`}><FormattedMessage id="screen_editor.list.edit" /></RouterLink>
            </Button>
            <Button asChild size="xs" variant="ghost">
              <RouterLink to={SCREEN_EDITOR_PAGES.history(row.original.screen)} data-testid="screen-history"
                aria-label={`${intl.formatMessage({ id: 'screen_editor.history' })} ${title}`}><FormattedMessage id="screen_editor.history" /></RouterLink>
            </Button>
          </HStack>
        );
      },
    },
  ], [intl, showTime]);
  const rowId = useCallback((row: ScreenSummary) => row.screen, []);

  return (
    <ConsolePage titleId="route.console.schemas" intro={<FormattedMessage id="screen_editor.list.intro" />}>
      {screens.state.phase === 'failed' ? <LoadFailedAlert onRetry={screens.reload} /> : null}
      <SchemaTable<ScreenSummary> columns={columns} list={list} rowId={rowId} testId="screens-table" rowTestId="screen-row" />
    </ConsolePage>
  );
}
