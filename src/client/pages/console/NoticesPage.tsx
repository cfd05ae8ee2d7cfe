/**
 * /organiser/notices: every notice the organiser has published, newest first, by kind; staff
 * publish one (both languages' titles and texts, then its files), add files to one, read one as
 * exhibitors do, and withdraw one. Exhibitors see a notice on their notice pages from its publishing.
 */
import { useMemo, useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Notice, NoticeKind } from '../../../shared/api';
import { ACTIONS_COLUMN, SchemaTable, usePagedList, type ListQuery } from '../../../engine';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { fetchNoticePage, withdrawNotice } from '../../features/notices/notice-api';
import { NoticeDrawer } from '../../features/notices/NoticeDrawer';
import { NoticeEditorDialog, type NoticeEditorTarget } from '../../features/notices/NoticeEditorDialog';
import { ScreenEngine } from '../../features/screens';
import { EnumBadge } from '../../features/tickets/EnumBadge';
import { useShowTime } from '../../i18n/show-time';

const PAGE = 10;
const KINDS: readonly (NoticeKind | undefined)[] = [undefined, 'requiredReading', 'exhibitionRelatedMaterials'];
const KIND_LABELS: Record<NoticeKind, string> = {
  requiredReading: 'route.notice.requiredReading',
  exhibitionRelatedMaterials: 'route.notice.exhibitionRelatedMaterials',
};

const load = (query: ListQuery, signal: AbortSignal) =>
  fetchNoticePage(query as { page: number; limit: number; kind?: NoticeKind }, signal);

function useNoticeColumns(actions: { view: (notice: Notice) => void; files: (notice: Notice) => void; withdraw: (notice: Notice) => void }): ColumnDef<Notice>[] {
  const showTime = useShowTime();
  return useMemo<ColumnDef<Notice>[]>(() => [
    { id: 'kind', header: () => <FormattedMessage id="field.kind" />, cell: ({ row }) => <EnumBadge set="noticeKind" value={row.original.kind} testId="console-notice-kind" /> },
    {
      id: 'title', header: () => <FormattedMessage id="notice.field.title" />,
      cell: ({ row }) => (
        <Stack gap="0.5" minW="0">
          <Text fontWeight="medium" data-testid="console-notice-title">{row.original.title}</Text>
          {row.original.title_en ? <Text fontSize="sm" color="fg.muted" data-testid="console-notice-title-en">{row.original.title_en}</Text> : null}
        </Stack>
      ),
    },
    { id: 'published_at', header: () => <FormattedMessage id="notice.col.published" />, cell: ({ row }) => <Text as="span" whiteSpace="nowrap">{showTime.dateTime(row.original.published_at)}</Text> },
    {
      id: 'files', header: () => <FormattedMessage id="notice.col.files" />,
      cell: ({ row }) => <Text as="span" data-testid="console-notice-files"><FormattedMessage id="notice.files" values={{ count: row.original.attachments.length }} /></Text>,
    },
    {
      id: ACTIONS_COLUMN, header: () => <FormattedMessage id="notice.col.actions" />,
      cell: ({ row }) => (
        <HStack gap="2" wrap="wrap">
          <Button size="xs" variant="outline" onClick={() => actions.view(row.original)} data-testid="console-notice-view"><FormattedMessage id="common.view" /></Button>
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => actions.files(row.original)} data-testid="console-notice-addfiles"><FormattedMessage id="notice.editor.addFiles" /></Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.withdraw(row.original)} data-testid="console-notice-withdraw"><FormattedMessage id="notice.withdraw" /></Button>
        </HStack>
      ),
    },
  ], [showTime, actions]);
}

export function NoticesPage() {
  const intl = useIntl();
  const [kind, setKind] = useState<NoticeKind | undefined>(undefined);
  const filters = useMemo((): ListQuery => (kind ? { kind } : {}), [kind]);
  const list = usePagedList<Notice>(load, filters, PAGE);
  const [viewing, setViewing] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<NoticeEditorTarget | null>(null);
  const [withdrawing, setWithdrawing] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const { reload, patch } = list;

  const actions = useMemo(() => ({ view: setViewing, files: (notice: Notice) => setEditing({ notice }), withdraw: setWithdrawing }), []);
  const columns = useNoticeColumns(actions);

  const changed = (notice: Notice) => {
    // A new notice goes to the top of the list; a notice given a file changes where it is.
    if (list.rows.some((row) => row.id === notice.id)) patch((row) => row.id === notice.id, () => notice);
    else reload();
  };

  const withdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await withdrawNotice(withdrawing.id);
      setWithdrawing(null);
      reload();
    } catch {
      // The request layer has said why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenEngine>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <HStack justify="space-between" align="start" wrap="wrap" gap="3">
            <Stack gap="1">
              <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.notices" /></Heading>
              <Text color="fg.muted"><FormattedMessage id="notice.console.intro" /></Text>
            </Stack>
            <Button colorPalette="brand" size="sm" onClick={() => setEditing({ notice: null })} data-testid="notice-new">
              <FormattedMessage id="notice.editor.newTitle" />
            </Button>
          </HStack>
          <HStack gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'field.kind' })}>
            {KINDS.map((each) => {
              const active = kind === each;
              return (
                <Button key={each ?? 'all'} size="sm" variant={active ? 'solid' : 'outline'} colorPalette={active ? 'brand' : 'gray'} aria-pressed={active}
                  onClick={() => setKind(each)} data-testid={`notice-filter-${each ?? 'all'}`}>
                  <FormattedMessage id={each ? KIND_LABELS[each] : 'notice.filter.all'} />
                </Button>
              );
            })}
          </HStack>
          <SchemaTable<Notice>
            columns={columns}
            list={list}
            rowId={(notice) => String(notice.id)}
            testId="console-notices"
            rowTestId="console-notice"
            empty={<FormattedMessage id="notice.empty" />}
            totalText={(total) => <FormattedMessage id="notice.total" values={{ total }} />}
          />
        </Stack>
      </Box>
      <NoticeDrawer notice={viewing} onClose={() => setViewing(null)} />
      <NoticeEditorDialog target={editing} onClose={() => setEditing(null)} onChange={changed} />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => { if (!open) setWithdrawing(null); }}
        title={<FormattedMessage id="notice.withdraw.title" />}
        body={<FormattedMessage id="notice.withdraw.body" values={{ title: withdrawing?.title ?? '', count: withdrawing?.attachments.length ?? 0 }} />}
        action={<FormattedMessage id="notice.withdraw" />}
        colorPalette="red"
        onConfirm={() => void withdraw()}
        busy={busy}
        testId="notice-withdraw-dialog"
        actionTestId="notice-withdraw-confirm"
      />
    </ScreenEngine>
  );
}
