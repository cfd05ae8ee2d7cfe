import { Button, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sendCode } from '../../../runtime/account-api';
import type { CodePurpose } from '../../../shared/accounts';
import { http } from '../../app/http';
import { CodeField } from './CodeField';
import { ContactField } from './ContactField';
import { useCheckedForm } from './use-checked-form';
import { validateContactCode, type ContactCodeValues } from './validate-account';

interface ContactCodeFormProps {
  purpose: CodePurpose;
  /** The 11013 bind token: codes for binding are sent only with it. */
  bindToken?: string;
  labelId: string;
  contactLabelId?: string;
  submitId: string;
  /** Sends the checked, trimmed values; rejects when the server refused (already shown). */
  onSubmit: (values: ContactCodeValues) => Promise<void>;
  /** Between the fields and the button. */
  children?: ReactNode;
}

/**
 * A phone or e-mail with the code sent to it: code login, /forget step 1 and /check. A refusal keeps
 * everything typed, so the user corrects the code and tries again.
 */
export function ContactCodeForm({ purpose, bindToken, labelId, contactLabelId, submitId, onSubmit, children }: ContactCodeFormProps) {
  const intl = useIntl();
  const form = useCheckedForm<keyof ContactCodeValues>({ account: '', code: '' }, validateContactCode);
  const [submitting, setSubmitting] = useState(false);

  const send = async () => {
    if (!form.checkOne('account')) return null;
    return sendCode(http, form.values.account, purpose, bindToken);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.checkAll()) return;
    setSubmitting(true);
    try {
      await onSubmit({ account: form.values.account.trim(), code: form.values.code.trim() });
    } catch {
      // Shown by the request layer; the form keeps its values.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: labelId })}>
      <Stack gap="5">
        <ContactField
          labelId={contactLabelId}
          value={form.values.account}
          error={form.errors.account}
          onChange={(value) => form.update('account', value)}
          onBlur={() => form.blur('account')}
        />
        <CodeField
          value={form.values.code}
          error={form.errors.code}
          onChange={(value) => form.update('code', value)}
          onBlur={() => form.blur('code')}
          onSend={send}
        />
        {children}
        <Button type="submit" size="lg" colorPalette="brand" width="full" loading={submitting} loadingText={intl.formatMessage({ id: 'account.submitting' })}>
          <FormattedMessage id={submitId} />
        </Button>
      </Stack>
    </form>
  );
}
