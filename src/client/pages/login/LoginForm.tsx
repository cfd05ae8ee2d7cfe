import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { loginWithPassword } from '../../../runtime/session';
import { http } from '../../app/http';
import { useLoginOutcome } from './use-login-outcome';
import { validateLogin, type LoginErrors, type LoginValues } from './validate-login';

/**
 * Password login. Server refusals (unknown account, wrong password, a locked account) are shown by
 * the request layer as a toast with the server's translated message; what the user typed stays in
 * the form. An account that must bind a contact (11013) or set a password (11016) is led on to that step.
 */
export function LoginForm() {
  const intl = useIntl();
  const settle = useLoginOutcome();
  const [values, setValues] = useState<LoginValues>({ account: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // Checks run on blur and submit; after a failed submit they also follow typing, so a fixed
  // field clears its message at once.
  const [submitted, setSubmitted] = useState(false);
  // Only fields the user has typed in are checked on blur: a message appearing under an untouched
  // field would push the button down between press and release and swallow the click.
  const [dirty, setDirty] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);

  const update = (field: keyof LoginValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setDirty((current) => (current[field] ? current : { ...current, [field]: true }));
    if (submitted || errors[field]) setErrors(validateLogin(next));
  };

  const checkField = (field: keyof LoginValues) => {
    if (!dirty[field] && !submitted) return;
    setErrors((current) => ({ ...current, [field]: validateLogin(values)[field] }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateLogin(values);
    setErrors(found);
    if (found.account || found.password) return;

    setSubmitting(true);
    try {
      await settle(await loginWithPassword(http, values));
    } catch {
      // Already shown by the request layer; the form keeps its values for another try.
    } finally {
      setSubmitting(false);
    }
  };

  const errorText = (field: keyof LoginValues) => {
    const id = errors[field];
    return id ? <Field.ErrorText data-testid={`${field}-error`}>{intl.formatMessage({ id })}</Field.ErrorText> : null;
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'route.login' })}>
      <Stack gap="5">
        <Field.Root invalid={Boolean(errors.account)} required>
          <Field.Label>
            <FormattedMessage id="login.account" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="account"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            size="lg"
            placeholder={intl.formatMessage({ id: 'login.account.placeholder' })}
            value={values.account}
            onChange={(event) => update('account', event.target.value)}
            onBlur={() => checkField('account')}
          />
          {errorText('account')}
        </Field.Root>

        <Field.Root invalid={Boolean(errors.password)} required>
          <Field.Label>
            <FormattedMessage id="login.password" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            size="lg"
            placeholder={intl.formatMessage({ id: 'login.password.placeholder' })}
            value={values.password}
            onChange={(event) => update('password', event.target.value)}
            onBlur={() => checkField('password')}
          />
          {errorText('password')}
        </Field.Root>

        <Button
          type="submit"
          size="lg"
          colorPalette="brand"
          width="full"
          loading={submitting}
          loadingText={intl.formatMessage({ id: 'login.submitting' })}
        >
          <FormattedMessage id="login.submit" />
        </Button>
      </Stack>
    </form>
  );
}
