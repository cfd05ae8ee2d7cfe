/**
 * "Are you sure?" before an action that cannot be taken back (log out, confirm an agreement): a
 * title, a sentence, Cancel, the action and a close button. While the action runs, the dialog cannot be dismissed.
 */
import type { ReactNode } from 'react';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  body: ReactNode;
  /** The action's button. */
  action: ReactNode;
  onConfirm: () => void;
  busy: boolean;
  colorPalette?: string;
  testId?: string;
  actionTestId?: string;
}

export function ConfirmDialog({ open, onOpenChange, title, body, action, onConfirm, busy, colorPalette = 'brand', testId, actionTestId }: ConfirmDialogProps) {
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => { if (!busy) onOpenChange(details.open); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{body}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={busy}>
                  <FormattedMessage id="common.cancel" />
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette={colorPalette} loading={busy} onClick={onConfirm} data-testid={actionTestId}>
                {action}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" disabled={busy} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
