/**
 * Rejecting what an exhibitor or buyer submitted: the reason they will read and act on, written in
 * the form of schemas/review-rejection.json (the rule the server checks every decision's reason with).
 * The dialog stays open with the reason kept when the server refuses; it closes once rejected.
 */
import rejectionScreen from 'virtual:schema/review-rejection';
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SchemaForm } from '../../../engine';
import { ScreenEngine } from '../screens';

export interface RejectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is rejected, e.g. "Company information · Star Trail". */
  subject: ReactNode;
  /** Rejects with the reason; a refusal keeps the dialog open with the server's words. */
  onReject: (reason: string) => Promise<unknown>;
  /** Keys the reason's draft: one per record. */
  recordKey: string;
}

export function RejectDialog({ open, onOpenChange, subject, onReject, recordKey }: RejectDialogProps) {
  const submit = async (data: Record<string, unknown>) => {
    await onReject(String(data.reason));
    onOpenChange(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="reject-dialog">
            <Dialog.Header>
              <Dialog.Title><FormattedMessage id="review.reject.title" /> · {subject}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ScreenEngine>
                <SchemaForm
                  screen={rejectionScreen}
                  recordKey={`reject-${recordKey}`}
                  submitLabel="review.reject.submit"
                  onSubmit={submit}
                  actions={<Button variant="outline" onClick={() => onOpenChange(false)}><FormattedMessage id="common.cancel" /></Button>}
                />
              </ScreenEngine>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
