import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { bindContact } from '../../../runtime/account-api';
import { readTicket } from '../../../runtime/account-tickets';
import { http } from '../../app/http';
import { BIND_STEPS, CHECK_PATH, withRedirect } from './account-paths';
import { BackToLogin } from './BackToLogin';
import { enterPortal } from './finish-login';
import { MissingTicket } from './MissingTicket';
import { NewPasswordForm } from './NewPasswordForm';
import { PublicCard } from './PublicCard';
import { StepIndicator } from './StepIndicator';

/** /bind: the contact checked on /check is bound and the account gets its password; then the portal opens. */
export function BindPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const ticket = readTicket('bind');

  if (ticket && !ticket.account) return <Navigate to={withRedirect(CHECK_PATH, redirect)} replace />;

  return (
    <PublicCard
      titleId="route.bind"
      subtitle={ticket ? <FormattedMessage id="account.bind.subtitle" values={{ account: <strong data-testid="bind-account">{ticket.account}</strong> }} /> : undefined}
      footer={ticket ? <BackToLogin /> : undefined}
    >
      {ticket ? (
        <Stack gap="6">
          <StepIndicator steps={BIND_STEPS} current={1} />
          <NewPasswordForm
            labelId="account.check.step.bind"
            submitId="account.bind.submit"
            onSubmit={async (values) => {
              await bindContact(http, { bind_token: ticket.token, ...values });
              await enterPortal(navigate, redirect);
            }}
          />
        </Stack>
      ) : (
        <MissingTicket titleId="account.missing.bind.title" bodyId="account.missing.bind.body" />
      )}
    </PublicCard>
  );
}
