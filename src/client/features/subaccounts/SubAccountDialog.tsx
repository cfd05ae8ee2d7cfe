/**
 * Adding or editing a sub-account with the form of schemas/sub-account.json. Once added, the
 * account is shown but fixed. A refusal about the account (unknown user, already a member) is drawn
 * on the account field; one about the exhibitor (the limit) stays in the dialog above the form. The
 * form keeps what was typed either way.
 */
import { useMemo, useState } from 'react';
import { Alert, Box, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import subAccountScreen from 'virtual:schema/sub-account';
import type { SubAccount, SubAccountCreateBody } from '../../../shared/accounts';
import { SchemaForm, serverFieldErrors, type CompiledScreen } from '../../../engine';
import { addSubAccount, changeSubAccount } from './subaccount-api';

export type Editing = 'new' | SubAccount;

export interface SubAccountDialogProps {
  editing: Editing | null;
  onClose: () => void;
  onSaved: (saved: SubAccount, added: boolean) => void;
}

/** The same screen with the account read-only: validation is unchanged, only the widget differs. */
const withFixedAccount = (screen: CompiledScreen): CompiledScreen => ({
  ...screen,
  descriptor: {
    ...screen.descriptor,
    uiSchema: { ...screen.descriptor.uiSchema, account: { ...(screen.descriptor.uiSchema?.account as object | undefined), 'ui:readonly': true } },
  },
});

export function SubAccountDialog({ editing, onClose, onSaved }: SubAccountDialogProps) {
  const intl = useIntl();
  const [refusal, setRefusal] = useState<string | null>(null);
  const editScreen = useMemo(() => withFixedAccount(subAccountScreen), []);
  const isNew = editing === 'new';

  const save = async (data: Record<string, unknown>) => {
    setRefusal(null);
    const body = data as unknown as SubAccountCreateBody;
    try {
      const saved = editing === 'new' || editing === null
        ? await addSubAccount(body)
        : await changeSubAccount(editing.user_id, { real_name: body.real_name, authorities: body.authorities });
      onSaved(saved, isNew);
    } catch (error) {
      // SchemaForm draws field errors under their fields.
      if (serverFieldErrors(error).length > 0) throw error;
      setRefusal(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' }));
    }
  };

  return (
    <Dialog.Root open={editing !== null} onOpenChange={(event) => { if (!event.open) { setRefusal(null); onClose(); } }} size="md" scrollBehavior="inside" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="subaccount-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id={isNew ? 'subaccount.add' : 'subaccount.edit'} /></Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            <Dialog.Body>
              {refusal ? (
                <Alert.Root status="error" mb="4" data-testid="subaccount-refusal">
                  <Alert.Indicator />
                  <Alert.Content><Alert.Title>{refusal}</Alert.Title></Alert.Content>
                </Alert.Root>
              ) : null}
              <Box>
                {editing !== null && (
                  <SchemaForm
                    key={isNew ? 'new' : editing.user_id}
                    screen={isNew ? subAccountScreen : editScreen}
                    formData={isNew ? null : { account: editing.account, real_name: editing.real_name, authorities: editing.authorities }}
                    recordKey={isNew ? 'new' : editing.user_id}
                    onSubmit={save}
                    submitLabel={isNew ? 'subaccount.add' : 'engine.form.submit'}
                  />
                )}
              </Box>
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
