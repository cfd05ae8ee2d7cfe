import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PasswordPairFields } from './PasswordPairFields';
import { useCheckedForm } from './use-checked-form';
import { validatePasswordPair, type PasswordPairValues } from './validate-account';

interface NewPasswordFormProps {
  labelId: string;
  submitId: string;
  /** Sends the pair; rejects when the server refused (already shown). */
  onSubmit: (values: PasswordPairValues) => Promise<void>;
}

/** Setting a new password: /forget step 2, the 11016 step and /bind. */
export function NewPasswordForm({ labelId, submitId, onSubmit }: NewPasswordFormProps) {
  const intl = useIntl();
  const form = useCheckedForm<keyof PasswordPairValues>({ password: '', password_confirm: '' }, validatePasswordPair);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    setSubmitting(true);
    try {
      await onSubmit(form.values);
    } catch {
      // Shown by the request layer; the entries stay for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: labelId })}>
      <Stack gap="5">
        <PasswordPairFields values={form.values} errors={form.errors} onChange={form.update} onBlur={form.blur} />
        <Button type="submit" size="lg" colorPalette="brand" width="full" loading={submitting} loadingText={intl.formatMessage({ id: 'account.submitting' })}>
          <FormattedMessage id={submitId} />
        </Button>
      </Stack>
    </form>
  );
}
