import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { changePassword } from '../../../runtime/account-api';
import { http } from '../../app/http';
import { toaster } from '../../app/toaster';
import { startLive, stopLive } from '../../features/live/live-connection';
import { TextField } from './TextField';
import { useCheckedForm } from './use-checked-form';
import { validateChangePassword, type ChangePasswordValues } from './validate-account';

const EMPTY: ChangePasswordValues = { password1: '', password2: '' };

/**
 * /editPassword (account_type 1; the route's rule keeps others out). The server ends every other
 * session of the account and answers with a fresh token for this one, so the user carries on here.
 */
export function EditPasswordPage() {
  const intl = useIntl();
  const form = useCheckedForm<keyof ChangePasswordValues>(EMPTY, validateChangePassword);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    setSubmitting(true);
    try {
      await changePassword(http, form.values);
      form.reset(EMPTY);
      // The live stream was opened with the old token, which no longer works for a reconnect.
      stopLive();
      startLive();
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'account.edit.done' }), closable: true });
    } catch {
      // Shown by the request layer (a wrong current password); the entries stay.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" px={{ base: '4', md: '6' }} py="5">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="xl" data-testid="page-title">
          <FormattedMessage id="route.editPassword" />
        </Heading>
        <Text color="gray.600" fontSize="sm">
          <FormattedMessage id="account.edit.subtitle" />
        </Text>
      </Stack>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'route.editPassword' })}>
        <Stack gap="5" maxW="md">
          <TextField
            name="password1"
            type="password"
            labelId="account.edit.old"
            placeholderId="account.edit.old.placeholder"
            autoComplete="current-password"
            value={form.values.password1}
            error={form.errors.password1}
            onChange={(value) => form.update('password1', value)}
            onBlur={() => form.blur('password1')}
          />
          <TextField
            name="password2"
            type="password"
            labelId="account.edit.new"
            placeholderId="account.edit.new.placeholder"
            autoComplete="new-password"
            helperId="account.edit.hint"
            value={form.values.password2}
            error={form.errors.password2}
            onChange={(value) => form.update('password2', value)}
            onBlur={() => form.blur('password2')}
          />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={submitting} loadingText={intl.formatMessage({ id: 'account.submitting' })} data-testid="edit-password-submit">
            <FormattedMessage id="account.edit.submit" />
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
