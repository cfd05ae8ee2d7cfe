/**
 * /subaccount/index: the exhibitor's sub-accounts (SPEC.md §1, §6), reached from the avatar menu
 * of a main account. The list and form come from schemas/sub-account.json; adding stops at the
 * organiser's limit, shown as "used / limit".
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import subAccountScreen from 'virtual:schema/sub-account';
import type { SubAccount } from '../../../shared/accounts';
import { SchemaTable } from '../../../engine';
import { toaster } from '../../app/toaster';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { SubAccountDialog, type Editing } from '../../features/subaccounts/SubAccountDialog';
import { deleteSubAccount } from '../../features/subaccounts/subaccount-api';
import { subAccountColumns } from '../../features/subaccounts/subaccount-columns';
import { useSubAccounts } from '../../features/subaccounts/use-sub-accounts';

const rowId = (row: SubAccount): string => String(row.user_id);
const removeAction = subAccountScreen.descriptor.list?.rowActions?.find((action: { id: string }) => action.id === 'remove');

export function SubAccountPage() {
  const intl = useIntl();
  const { data, loading, failed, reload } = useSubAccounts();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<SubAccount | null>(null);
  const [busy, setBusy] = useState(false);

  const columns = useMemo(() => subAccountColumns(subAccountScreen.descriptor, intl, (action, row) => {
    if (action === 'edit') setEditing(row);
    if (action === 'remove') setRemoving(row);
  }), [intl]);

  const used = data?.total ?? 0;
  const limit = data?.limit ?? 0;
  const full = data !== null && used >= limit;

  // Opened as "Add sub-account" (the avatar menu): the add dialog opens once the count is known,
  // unless the limit is reached (the page then says so beside its disabled Add button).
  const [search, setSearch] = useSearchParams();
  const asked = search.get('add') === '1';
  useEffect(() => {
    if (!asked || data === null) return;
    // A one-time hand-over from the address to the page's state, as the address is cleared.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!full) setEditing('new');
    setSearch((params) => { params.delete('add'); return params; }, { replace: true });
  }, [asked, data, full, setSearch]);

  const onSaved = (saved: SubAccount, added: boolean) => {
    setEditing(null);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: added ? 'subaccount.added' : 'subaccount.saved' }, { name: saved.real_name }), closable: true });
    reload();
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await deleteSubAccount(removing.user_id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'subaccount.removed' }), closable: true });
      setRemoving(null);
      reload();
    } catch {
      // The request layer has shown why; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ScreenEngine>
      <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" align="start" wrap="wrap" gap="4">
          <Stack gap="1" flex="1" minW="64">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="subaccount.title" /></Heading>
            <Text fontSize="sm" color="fg.muted"><FormattedMessage id="subaccount.intro" /></Text>
          </Stack>
          <Stack gap="1" align={{ base: 'start', md: 'end' }} flexShrink={0} maxW={{ base: 'full', md: 'sm' }}>
            <HStack gap="3">
              {data ? (
                <Text fontSize="sm" color={full ? 'orange.600' : 'fg.muted'} data-testid="subaccount-usage" data-used={used} data-limit={limit}>
                  <FormattedMessage id="subaccount.usage" values={{ used, limit }} />
                </Text>
              ) : null}
              <Button size="sm" colorPalette="brand" disabled={!data || full} onClick={() => setEditing('new')} data-testid="add-subaccount"
                aria-describedby={full ? 'subaccount-limit-hint' : undefined}>
                <FormattedMessage id="subaccount.add" />
              </Button>
            </HStack>
            {full ? (
              <Text id="subaccount-limit-hint" fontSize="sm" color="orange.700" textAlign={{ base: 'start', md: 'end' }} data-testid="subaccount-limit-hint">
                <FormattedMessage id="subaccount.limit.reached" values={{ limit }} />
              </Text>
            ) : null}
          </Stack>
        </HStack>

        <SchemaTable<SubAccount>
          columns={columns}
          list={{ rows: data?.list ?? [], total: used, page: 1, limit: Math.max(limit, used, 1), loading, failed, setPage: () => {}, reload }}
          rowId={rowId}
          empty={<FormattedMessage id="subaccount.empty" />}
          testId="subaccount-table"
        />
      </Stack>

      <SubAccountDialog editing={editing} onClose={() => setEditing(null)} onSaved={onSaved} />

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => { if (!open) setRemoving(null); }}
        title={<FormattedMessage id="subaccount.remove.title" />}
        body={<FormattedMessage id={removeAction?.confirm ?? 'subaccount.remove.confirm'} values={{ name: removing?.real_name ?? '' }} />}
        action={<FormattedMessage id={removeAction?.label ?? 'subaccount.remove'} />}
        onConfirm={() => void remove()}
        busy={busy}
        colorPalette="red"
        testId="subaccount-remove-dialog"
        actionTestId="subaccount-remove-confirm"
      />
    </ScreenEngine>
  );
}
