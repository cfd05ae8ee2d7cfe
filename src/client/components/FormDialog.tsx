/**
 * A form in a dialog (a product, an allocation): the title, a close button, a refusal that concerns
 * no single field above the form, and the form, whose own buttons (submit, Cancel) end it. Clicking
 * outside does not close it: what was typed stays until the person chooses to leave.
 */
import type { ReactNode } from 'react';
import { Alert, CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Why the last submit was refused, when no field says it. */
  refusal: string | null;
  size?: 'sm' | 'md' | 'lg';
  testId: string;
  children: ReactNode;
}

export function FormDialog({ open, onClose, title, refusal, size = 'md', testId, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(event) => { if (!event.open) onClose(); }} size={size} scrollBehavior="inside" placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              {refusal ? (
                <Alert.Root status="error" mb="4" data-testid={`${testId}-refusal`}>
                  <Alert.Indicator />
                  <Alert.Content><Alert.Title>{refusal}</Alert.Title></Alert.Content>
                </Alert.Root>
              ) : null}
              {open ? children : null}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
