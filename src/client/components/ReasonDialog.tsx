/**
 * A refusal that needs its reason (an organiser rejecting what was submitted): a title, what the
 * reason is for, the reason typed, Cancel, the action and a close button. Sending without a reason is
 * refused on the field; a refusal from the server shows above it and the typed reason stays. While
 * the action runs, the dialog cannot be dismissed.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, CloseButton, Dialog, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';

/** The longest reason an organiser's decision carries (src/server/http/decision-body.ts). */
export const REASON_MAX_LENGTH = 500;

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** What the reason is for, shown above the field. */
  body?: ReactNode;
  /** The action's button. */
  action: ReactNode;
  /** Sends the reason; a rejection's message is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
  testId?: string;
}

export function ReasonDialog({ open, onClose, title, body, action, onConfirm, testId }: ReasonDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => { if (!details.open && !busy) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId} mx="4">
            {open ? <ReasonForm title={title} body={body} action={action} onConfirm={onConfirm} onClose={onClose} busy={busy} setBusy={setBusy} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" disabled={busy} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ReasonFormProps extends Pick<ReasonDialogProps, 'title' | 'body' | 'action' | 'onConfirm' | 'onClose'> {
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function ReasonForm({ title, body, action, onConfirm, onClose, busy, setBusy }: ReasonFormProps) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    const text = reason.trim();
    setMissing(text === '');
    if (text === '') return;
    setRefusal(null);
    setBusy(true);
    try {
      await onConfirm(text);
    } catch (error) {
      setRefusal(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'common.loadFailed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog.Header><Dialog.Title>{title}</Dialog.Title></Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {body ? <Text fontSize="sm">{body}</Text> : null}
          {refusal ? (
            <Alert.Root status="error" data-testid="reason-refusal">
              <Alert.Indicator />
              <Alert.Title>{refusal}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Field.Root invalid={missing} required>
            <Field.Label><FormattedMessage id="review.reason" /><Field.RequiredIndicator /></Field.Label>
            <Textarea value={reason} rows={4} maxLength={REASON_MAX_LENGTH} data-testid="reason-input" disabled={busy}
              onChange={(event) => { setReason(event.target.value); if (event.target.value.trim()) setMissing(false); }} />
            {missing ? <Field.ErrorText data-testid="reason-missing"><FormattedMessage id="console.reason.required" /></Field.ErrorText> : null}
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
        <Button colorPalette="red" loading={busy} onClick={() => void submit()} data-testid="reason-confirm">{action}</Button>
      </Dialog.Footer>
    </>
  );
}
