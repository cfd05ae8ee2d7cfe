/**
 * /organiser/agreements: the pre-show agreements, newest first, each with how many exhibitors have
 * confirmed it; staff publish one, see who confirmed each (and who not yet), and withdraw one
 * published by mistake.
 */
import { useMemo, useState } from 'react';
import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import type { OrganiserProtocol } from '../../../shared/api';
import { ACTIONS_COLUMN, type ListQuery, RefreshButton, SchemaTable, usePagedList } from '../../../engine';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { BothLanguages, ConsolePage } from '../../features/console';
import { ConfirmationsDrawer } from '../../features/protocols/ConfirmationsDrawer';
import { fetchOrganiserProtocols, withdrawProtocol } from '../../features/protocols/protocol-api';
import { PublishProtocolDialog } from '../../features/protocols/PublishProtocolDialog';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { useShowTime, useShowZoneLabel } from '../../i18n/show-time';

const PAGE = 20;
const NO_FILTERS: ListQuery = {};
const load = (query: ListQuery, signal: AbortSignal) => fetchOrganiserProtocols(query as { page: number; limit: number }, signal);

function useAgreementColumns(actions: { confirmations: (protocol: OrganiserProtocol) => void; withdraw: (protocol: OrganiserProtocol) => void }): ColumnDef<OrganiserProtocol>[] {
  const showTime = useShowTime();
  return useMemo<ColumnDef<OrganiserProtocol>[]>(() => [
    {
      id: 'title', header: () => <FormattedMessage id="protocol.col.title" />,
      cell: ({ row }) => <BothLanguages zh={row.original.title} en={row.original.title_en} testId="agreement-title" />,
    },
    {
      id: 'confirm_by', header: () => <FormattedMessage id="protocol.col.confirmBy" />,
      cell: ({ row }) => (
        <Text as="span" whiteSpace="nowrap" color={row.original.closed ? 'fg.muted' : undefined}>
          {row.original.confirm_by === null ? <FormattedMessage id="protocol.noDeadline" /> : showTime.dateTime(row.original.confirm_by)}
        </Text>
      ),
    },
    { id: 'published_at', header: () => <FormattedMessage id="protocol.console.col.published" />, cell: ({ row }) => <Text as="span" whiteSpace="nowrap">{showTime.date(row.original.published_at)}</Text> },
    {
      id: 'confirmed', header: () => <FormattedMessage id="protocol.console.col.confirmed" />,
      cell: ({ row }) => {
        const { confirmed, exhibitors } = row.original;
        return (
          <Stack gap="1" minW="28">
            <Text as="span" fontSize="sm" data-testid="agreement-confirmed" data-confirmed={confirmed}>
              <FormattedMessage id="protocol.console.confirmedOf" values={{ confirmed, total: exhibitors }} />
            </Text>
            <Progress.Root value={exhibitors > 0 ? (confirmed / exhibitors) * 100 : 0} size="xs" colorPalette="green" aria-hidden="true">
              <Progress.Track bg="gray.200"><Progress.Range /></Progress.Track>
            </Progress.Root>
          </Stack>
        );
      },
    },
    {
      id: ACTIONS_COLUMN, header: () => <FormattedMessage id="protocol.col.action" />,
      cell: ({ row }) => (
        <HStack gap="2" wrap="nowrap">
          <Button size="xs" variant="outline" colorPalette="brand" onClick={() => actions.confirmations(row.original)} data-testid="agreement-confirmations">
            <FormattedMessage id="protocol.console.whoConfirmed" />
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => actions.withdraw(row.original)} data-testid="agreement-withdraw">
            <FormattedMessage id="protocol.console.withdraw" />
          </Button>
        </HStack>
      ),
    },
  ], [showTime, actions]);
}

export function AgreementsPage() {
  const { locale } = useLocale();
  const zone = useShowZoneLabel();
  const list = usePagedList<OrganiserProtocol>(load, NO_FILTERS, PAGE);
  const [publishing, setPublishing] = useState(false);
  const [viewing, setViewing] = useState<OrganiserProtocol | null>(null);
  const { reload } = list;
  const withdrawal = useConfirmedAction((protocol: OrganiserProtocol) => withdrawProtocol(protocol.id), reload);
  const { ask } = withdrawal;
  const actions = useMemo(() => ({ confirmations: setViewing, withdraw: ask }), [ask]);
  const columns = useAgreementColumns(actions);

  return (
    <ConsolePage
      titleId="route.console.agreements"
      intro={<FormattedMessage id="protocol.console.intro" values={{ zone }} />}
      actions={(
        <HStack gap="2">
          <RefreshButton onClick={reload} testId="agreements-reload" />
          <Button size="sm" colorPalette="brand" onClick={() => setPublishing(true)} data-testid="agreement-new"><FormattedMessage id="protocol.console.new" /></Button>
        </HStack>
      )}
      overlays={(
        <>
          <PublishProtocolDialog open={publishing} onClose={() => setPublishing(false)} onPublished={() => { setPublishing(false); reload(); }} />
          <ConfirmationsDrawer protocol={viewing} onClose={() => setViewing(null)} />
          <ConfirmDialog
            {...withdrawal.dialog}
            title={<FormattedMessage id="protocol.console.withdraw.title" />}
            body={<FormattedMessage id="protocol.console.withdraw.body" values={{ title: withdrawal.target ? localized(locale, withdrawal.target.title, withdrawal.target.title_en) : '', confirmed: withdrawal.target?.confirmed ?? 0 }} />}
            action={<FormattedMessage id="protocol.console.withdraw" />}
            colorPalette="red"
            testId="agreement-withdraw-dialog"
            actionTestId="agreement-withdraw-confirm"
          />
        </>
      )}
    >
      <SchemaTable<OrganiserProtocol>
        columns={columns}
        list={list}
        rowId={(protocol) => String(protocol.id)}
        testId="agreements-table"
        rowTestId="agreement-row"
        empty={<FormattedMessage id="protocol.list.empty" />}
        totalText={(total) => <FormattedMessage id="protocol.list.total" values={{ total }} />}
      />
    </ConsolePage>
  );
}
