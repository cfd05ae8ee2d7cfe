/**
 * Staff reject something an exhibitor submitted, with the reason the exhibitor reads and acts on:
 * the form of schemas/decision-reason.json (required, worded like every field error), Cancel, and a
 * close button. `onReject` rejecting with the server's field errors shows them on the field.
 */
import type { ReactNode } from 'react';
import reasonScreen from 'virtual:schema/decision-reason';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { SchemaForm } from '../../../engine';
import { ScreenEngine } from '../screens';

export interface RejectDialogProps {
  /** What is being rejected (its id keys the typed reason's draft); null when closed. */
  subject: { id: number | string; title: ReactNode; body?: ReactNode } | null;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
  testId?: string;
}

export function RejectDialog({ subject, onClose, onReject, testId = 'reject-dialog' }: RejectDialogProps) {
  return (
    <Dialog.Root open={subject !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            {subject ? (
              <>
                <Dialog.Header><Dialog.Title>{subject.title}</Dialog.Title></Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    {subject.body ? <Text fontSize="sm" color="fg.muted">{subject.body}</Text> : null}
                    <ScreenEngine>
                      <SchemaForm
                        key={subject.id}
                        screen={reasonScreen}
                        recordKey={`${testId}-${subject.id}`}
                        submitLabel="review.reject.submit"
                        onSubmit={(data) => onReject(String(data.reason ?? '').trim())}
                        actions={<Button variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>}
                      />
                    </ScreenEngine>
                  </Stack>
                </Dialog.Body>
              </>
            ) : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
