/**
 * Adding or editing a sub-account with the form of schemas/sub-account.json. Once added, the
 * account is shown but fixed. A refusal (unknown user, already a member, the limit) stays in the
 * dialog, translated by the server, above the form that still holds what was typed.
 *
 * Why a refusal is not rethrown to SchemaForm: its Form gets the record it was mounted with as
 * `formData`, and RJSF resets its state to that prop whenever the props change (the submit spinner,
 * the server's field errors), so a rethrown refusal would empty the form. A resolved submit makes
 * SchemaForm start again from the submitted data, which is exactly what was typed.
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
      const onFields = serverFieldErrors(error).map((problem) => problem.message);
      const message = error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' });
      setRefusal(onFields.length > 0 ? [...new Set(onFields)].join(' · ') : message);
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
