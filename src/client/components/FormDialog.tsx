/**
 * A dialog around one task's form (a reason, an amount, a file): its title, a close button, and the
 * form, whose own buttons (the action, Cancel) end it. While `busy`, it cannot be dismissed.
 */
import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

export function FormDialog({ open, onClose, title, children, busy = false, size = 'md', testId }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => { if (!details.open && !busy) onClose(); }} size={size} placement="center"
      scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            <Dialog.Header>
              <Dialog.Title pe="6">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" disabled={busy} /></Dialog.CloseTrigger>
            <Dialog.Body pb="6">{children}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
