/**
 * /organiser/notices: every notice the organiser has published, newest first, by kind; staff
 * publish one (both languages' titles and texts, then its files), add files to one, read one as
 * exhibitors do, and withdraw one. Exhibitors see a notice on their notice pages from its publishing.
 */
import { useMemo, useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import type { Notice, NoticeKind } from '../../../shared/api';
import { ACTIONS_COLUMN, SchemaTable, usePagedList, type ListQuery } from '../../../engine';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FilterButtons, type FilterOption } from '../../components/FilterButtons';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { BothLanguages, ConsolePage } from '../../features/console';
import { fetchNoticePage, withdrawNotice } from '../../features/notices/notice-api';
import { NoticeDrawer } from '../../features/notices/NoticeDrawer';
import { NoticeEditorDialog, type NoticeEditorTarget } from '../../features/notices/NoticeEditorDialog';
import { NoticeKeywords } from '../../features/notices/NoticeKeywords';
import { NoticeKeywordsDialog } from '../../features/notices/NoticeKeywordsDialog';
import { EnumBadge } from '../../features/tickets/EnumBadge';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { useShowTime } from '../../i18n/show-time';

const PAGE = 10;
const KINDS: readonly FilterOption<NoticeKind>[] = [
  { label: 'notice.filter.all' },
  { value: 'requiredReading', label: 'route.notice.requiredReading' },
  { value: 'exhibitionRelatedMaterials', label: 'route.notice.exhibitionRelatedMaterials' },
];

const load = (query: ListQuery, signal: AbortSignal) =>
  fetchNoticePage(query as { page: number; limit: number; kind?: NoticeKind }, signal);

function useNoticeColumns(actions: { view: (notice: Notice) => void; files: (notice: Notice) => void; keywords: (notice: Notice) => void; withdraw: (notice: Notice) => void }): ColumnDef<Notice>[] {
  const showTime = useShowTime();
  return useMemo<ColumnDef<Notice>[]>(() => [
    { id: 'kind', header: () => <FormattedMessage id="field.kind" />, cell: ({ row }) => <EnumBadge set="noticeKind" value={row.original.kind} testId="console-notice-kind" /> },
    {
      id: 'title', header: () => <FormattedMessage id="notice.field.title" />,
      cell: ({ row }) => <BothLanguages zh={row.original.title} en={row.original.title_en} testId="console-notice-title" />,
    },
    { id: 'published_at', header: () => <FormattedMessage id="notice.col.published" />, cell: ({ row }) => <Text as="span" whiteSpace="nowrap">{showTime.dateTime(row.original.published_at)}</Text> },
    { id: 'keywords', header: () => <FormattedMessage id="notice.field.keywords" />, cell: ({ row }) => <NoticeKeywords keywords={row.original.keywords} /> },
    {
      id: 'files', header: () => <FormattedMessage id="notice.col.files" />,
      cell: ({ row }) => <Text as="span" data-testid="console-notice-files"><FormattedMessage id="notice.files" values={{ count: row.original.attachments.length }} /></Text>,
    },
    {
      id: ACTIONS_COLUMN, header: () => <FormattedMessage id="notice.col.actions" />,
      cell: ({ row }) => (
        <HStack gap="2" wrap="nowrap">
          <Button size="xs" variant="outline" onClick={() => actions.view(row.original)} data-testid="console-notice-view"><FormattedMessage id="common.view" /></Button>
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => actions.files(row.original)} data-testid="console-notice-addfiles"><FormattedMessage id="notice.editor.addFiles" /></Button>
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => actions.keywords(row.original)} data-testid="console-notice-keywords"><FormattedMessage id="notice.keywords.action" /></Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.withdraw(row.original)} data-testid="console-notice-withdraw"><FormattedMessage id="notice.withdraw" /></Button>
        </HStack>
      ),
    },
  ], [showTime, actions]);
}

export function NoticesPage() {
  const { locale } = useLocale();
  const [kind, setKind] = useState<NoticeKind | undefined>(undefined);
  const filters = useMemo((): ListQuery => (kind ? { kind } : {}), [kind]);
  const list = usePagedList<Notice>(load, filters, PAGE);
  const [viewing, setViewing] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<NoticeEditorTarget | null>(null);
  const [tagging, setTagging] = useState<Notice | null>(null);
  const { rows, reload, patch } = list;
  const withdrawal = useConfirmedAction((notice: Notice) => withdrawNotice(notice.id), reload);
  const { ask } = withdrawal;
  const actions = useMemo(() => ({ view: setViewing, files: (notice: Notice) => setEditing({ notice }), keywords: setTagging, withdraw: ask }), [ask]);
  const columns = useNoticeColumns(actions);

  const changed = (notice: Notice) => {
    // A notice given a file changes where it is; a new one goes to the top of the list.
    if (rows.some((row) => row.id === notice.id)) patch((row) => row.id === notice.id, () => notice);
    else reload();
  };

  return (
    <ConsolePage
      titleId="route.console.notices"
      intro={<FormattedMessage id="notice.console.intro" />}
      actions={(
        <Button colorPalette="brand" size="sm" onClick={() => setEditing({ notice: null })} data-testid="notice-new">
          <FormattedMessage id="notice.editor.newTitle" />
        </Button>
      )}
      overlays={(
        <>
          <NoticeDrawer notice={viewing} onClose={() => setViewing(null)} />
          <NoticeEditorDialog target={editing} onClose={() => setEditing(null)} onChange={changed} />
          <NoticeKeywordsDialog notice={tagging} onClose={() => setTagging(null)} onChange={changed} />
          <ConfirmDialog
            {...withdrawal.dialog}
            title={<FormattedMessage id="notice.withdraw.title" />}
            body={<FormattedMessage id="notice.withdraw.body" values={{ title: withdrawal.target ? localized(locale, withdrawal.target.title, withdrawal.target.title_en) : '', count: withdrawal.target?.attachments.length ?? 0 }} />}
            action={<FormattedMessage id="notice.withdraw" />}
            colorPalette="red"
            testId="notice-withdraw-dialog"
            actionTestId="notice-withdraw-confirm"
          />
        </>
      )}
    >
      <FilterButtons labelId="field.kind" options={KINDS} value={kind} onChange={setKind} testIdPrefix="notice-filter" />
      <SchemaTable<Notice>
        columns={columns}
        list={list}
        rowId={(notice) => String(notice.id)}
        testId="console-notices"
        rowTestId="console-notice"
        empty={<FormattedMessage id="notice.empty" />}
        totalText={(total) => <FormattedMessage id="notice.total" values={{ total }} />}
      />
    </ConsolePage>
  );
}
