import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../../runtime/session';
import { http } from '../../app/http';
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
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog" mx="4">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="layout.logout.confirmTitle" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <FormattedMessage id="layout.logout.confirmBody" />
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <FormattedMessage id="common.cancel" />
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void confirm()} data-testid="logout-confirm">
                <FormattedMessage id="layout.logout.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
