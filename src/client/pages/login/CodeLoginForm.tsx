import { loginWithCode } from '../../../runtime/account-api';
import { http } from '../../app/http';
import { ContactCodeForm } from '../account/ContactCodeForm';
import { useLoginOutcome } from './use-login-outcome';

/** Login by a code sent to the account's phone or e-mail; 11013 and 11016 lead on like a password login. */
export function CodeLoginForm() {
  const settle = useLoginOutcome();
  return (
    <ContactCodeForm
      purpose="login"
      labelId="login.mode.code"
      submitId="login.submit"
      onSubmit={async (values) => settle(await loginWithCode(http, values.account, values.code))}
    />
  );
}
