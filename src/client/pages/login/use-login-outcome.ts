import { useNavigate, useSearchParams } from 'react-router-dom';
import { saveTicket } from '../../../runtime/account-tickets';
import type { LoginOutcome } from '../../../runtime/session';
import { showError } from '../../app/toaster';
import { CHECK_PATH, FORGET_PATH, withRedirect, type ForgetState } from '../account/account-paths';
import { enterPortal } from '../account/finish-login';

/**
 * Where a login answer leads, whichever way the user logged in: into the portal, or to the step
 * the account must take first. The step's token goes to sessionStorage, never into the address.
 */
export function useLoginOutcome(): (outcome: LoginOutcome) => Promise<void> {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');

  return async (outcome) => {
    switch (outcome.kind) {
      case 'session':
        await enterPortal(navigate, redirect);
        return;
      case 'must-bind-contact':
        saveTicket('bind', { token: outcome.data.bind_token, expire: outcome.data.expire });
        await navigate(withRedirect(CHECK_PATH, redirect));
        return;
      case 'must-set-password': {
        saveTicket('reset', { token: outcome.data.reset_token, expire: outcome.data.expire });
        const state: ForgetState = { step: 'reset', via: 'login' };
        await navigate(withRedirect(FORGET_PATH, redirect), { state });
        return;
      }
      default:
        // A pass-through code the login endpoints do not document: at least say what the server said.
        showError(outcome.answer.message || 'error');
    }
  };
}
