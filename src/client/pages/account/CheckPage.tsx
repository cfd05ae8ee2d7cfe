import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkContact } from '../../../runtime/account-api';
import { readTicket, saveTicket } from '../../../runtime/account-tickets';
import { http } from '../../app/http';
import { BIND_PATH, BIND_STEPS, withRedirect } from './account-paths';
import { BackToLogin } from './BackToLogin';
import { ContactCodeForm } from './ContactCodeForm';
import { MissingTicket } from './MissingTicket';
import { PublicCard } from './PublicCard';
import { StepIndicator } from './StepIndicator';

/** /check, after a login answered 11013: a code proves the phone or e-mail to bind. */
export function CheckPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const ticket = readTicket('bind');

  return (
    <PublicCard titleId="account.check.title" subtitle={ticket ? <FormattedMessage id="login.bindRequired.body" /> : undefined} footer={ticket ? <BackToLogin /> : undefined}>
      {ticket ? (
        <Stack gap="6">
          <StepIndicator steps={BIND_STEPS} current={0} />
          <ContactCodeForm
            purpose="bind"
            bindToken={ticket.token}
            labelId="account.check.step.verify"
            contactLabelId="account.check.contact"
            submitId="account.next"
            onSubmit={async (values) => {
              const checked = await checkContact(http, { bind_token: ticket.token, ...values });
              saveTicket('bind', { token: checked.bind_token, expire: checked.expire, account: checked.account });
              await navigate(withRedirect(BIND_PATH, searchParams.get('redirect')));
            }}
          />
        </Stack>
      ) : (
        <MissingTicket titleId="account.missing.bind.title" bodyId="account.missing.bind.body" />
      )}
    </PublicCard>
  );
}
