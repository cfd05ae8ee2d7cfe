import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../runtime/session';
import { http } from '../app/http';
import { clearCurrentUser } from '../features/session/session-state';
import { LOGIN_PATH } from '../routes/paths';

/** SPEC.md §2: log out asks for confirmation, then goes to /login. */
export function LogoutButton() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await logout(http);
    } catch {
      // The request layer showed why; the local session is gone either way.
    } finally {
      clearCurrentUser();
      setBusy(false);
      setOpen(false);
    }
    await navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => setOpen(details.open)} placement="center">
      <Dialog.Trigger asChild>
        <Button size="xs" variant="outline" data-testid="logout">
          <FormattedMessage id="layout.logout" />
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="logout-dialog">
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
