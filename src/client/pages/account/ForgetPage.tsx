import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { resetPassword, verifyForgotten } from '../../../runtime/account-api';
import { readTicket, saveTicket } from '../../../runtime/account-tickets';
import { http } from '../../app/http';
import { BackToLogin } from './BackToLogin';
import { ContactCodeForm } from './ContactCodeForm';
import { enterPortal } from './finish-login';
import { isForgetResetState, type ForgetState } from './account-paths';
import { NewPasswordForm } from './NewPasswordForm';
import { PublicCard } from './PublicCard';
import { StepIndicator } from './StepIndicator';

const STEPS = ['account.forget.step.verify', 'account.forget.step.reset'] as const;

/**
 * /forget: a code proves the account (step 1), then a new password starts a session (step 2).
 * Step 2 alone is the 11016 step of a login. The step lives in the history entry's state and the
 * reset token in sessionStorage, so a reload stays on the step and the token never shows in the URL.
 */
export function ForgetPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const state = isForgetResetState(location.state) ? location.state : undefined;
  const ticket = state ? readTicket('reset') : undefined;
  const fromLogin = state?.via === 'login' && ticket !== undefined;

  return (
    <PublicCard
      titleId={fromLogin ? 'login.setPasswordRequired.title' : 'route.forget'}
      subtitle={<FormattedMessage id={fromLogin ? 'login.setPasswordRequired.body' : ticket ? 'account.forget.resetSubtitle' : 'account.forget.subtitle'} />}
      footer={<BackToLogin />}
    >
      <Stack gap="6">
        <StepIndicator steps={STEPS} current={ticket ? 1 : 0} />
        {ticket ? (
          <NewPasswordForm
            key="reset"
            labelId="account.forget.step.reset"
            submitId="account.reset.submit"
            onSubmit={async (values) => {
              await resetPassword(http, { reset_token: ticket.token, ...values });
              await enterPortal(navigate, redirect);
            }}
          />
        ) : (
          <ContactCodeForm
            key="verify"
            purpose="forget"
            labelId="account.forget.step.verify"
            submitId="account.next"
            onSubmit={async (values) => {
              const issued = await verifyForgotten(http, values);
              saveTicket('reset', { token: issued.reset_token, expire: issued.expire });
              const next: ForgetState = { step: 'reset' };
              await navigate({ search: location.search }, { replace: true, state: next });
            }}
          />
        )}
      </Stack>
    </PublicCard>
  );
}
