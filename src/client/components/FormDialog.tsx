/**
 * A dialog around one task's form (a reason, an amount, a file, a product, an allocation): its title,
 * a close button, a refusal that concerns no single field above the form, and the form, whose own
 * buttons (the action, Cancel) end it. Clicking outside does not close it: what was typed stays until
 * the person chooses to leave. While `busy`, it cannot be dismissed.
 */
import type { ReactNode } from 'react';
import { Alert, CloseButton, Dialog, Portal } from '@chakra-ui/react';

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Why the last submit was refused, when no field says it. */
  refusal?: string | null;
  busy?: boolean;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
}

export function FormDialog({ open, onClose, title, children, refusal = null, busy = false, size = 'md', testId }: FormDialogProps) {
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
            <Dialog.Body pb="6">
              {refusal ? (
                <Alert.Root status="error" mb="4" data-testid={testId ? `${testId}-refusal` : undefined}>
                  <Alert.Indicator />
                  <Alert.Content><Alert.Title>{refusal}</Alert.Title></Alert.Content>
                </Alert.Root>
              ) : null}
              {children}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
