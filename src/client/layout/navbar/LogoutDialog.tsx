import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../../runtime/session';
import { http } from '../../app/http';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { endLocalSession } from '../../features/session/session-lifecycle';
import { LOGIN_PATH } from '../../routes/paths';

/**
 * SPEC.md §2: log out asks first, then ends the session on the server (POST /v2/login/logout),
 * forgets token, user info and live stream here, and goes to /login.
 */
export function LogoutDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout(http, () => endLocalSession());
    } catch {
      // The request layer showed why; the local session is gone either way.
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
    await navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<FormattedMessage id="layout.logout.confirmTitle" />}
      body={<FormattedMessage id="layout.logout.confirmBody" />}
      action={<FormattedMessage id="layout.logout.confirm" />}
      onConfirm={() => void confirm()}
      busy={busy}
      colorPalette="red"
      testId="logout-dialog"
      actionTestId="logout-confirm"
    />
  );
}
