/**
 * Binds a ticket to a person or changes its holder: the form of schemas/booth-ticket-holder.json in
 * a dialog. Editing starts from the stored holder (GET ticket/:id, full values); a refusal from the
 * server lands on its field, the typed values stay.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, Portal, Skeleton, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import holderScreen from 'virtual:schema/booth-ticket-holder';
import type { BoothTicket, BoothTicketHolder, HolderInput } from '../../../shared/tickets';
import { SchemaForm } from '../../../engine';
import { ScreenEngine } from '../screens';
import { useTicketKind } from './ticket-kind';

export interface HolderDialogProps {
  ticket: BoothTicket | null;
  mode: 'bind' | 'edit';
  onClose: () => void;
  onSaved: (ticket: BoothTicket) => void;
}

export function HolderDialog({ ticket, mode, onClose, onSaved }: HolderDialogProps) {
  return (
    <Dialog.Root open={ticket !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} size="md" placement="center" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="holder-dialog" mx="4">
            {ticket ? <HolderBody key={`${ticket.id}:${mode}`} ticket={ticket} mode={mode} onClose={onClose} onSaved={onSaved} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function HolderBody({ ticket, mode, onClose, onSaved }: Omit<HolderDialogProps, 'ticket'> & { ticket: BoothTicket }) {
  // Binding starts empty; editing starts from the stored holder.
  const [holder, setHolder] = useState<BoothTicketHolder | null | 'failed' | undefined>(mode === 'edit' ? undefined : null);
  const id = ticket.id;
  const { fetchHolder, saveHolder } = useTicketKind().calls;

  useEffect(() => {
    if (mode !== 'edit') return;
    let live = true;
    fetchHolder(id).then((data) => { if (live) setHolder(data); }, () => { if (live) setHolder('failed'); });
    return () => { live = false; };
  }, [id, mode, fetchHolder]);

  const submit = async (data: Record<string, unknown>) => {
    const saved = await saveHolder(ticket.id, data as unknown as HolderInput);
    onSaved(saved);
  };

  return (
    <>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id={mode === 'bind' ? 'ticketPage.holder.bindTitle' : 'ticketPage.holder.editTitle'} values={{ ticket: ticket.ticket_no }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb="4"><FormattedMessage id="ticketPage.holder.hint" /></Text>
              {holder === undefined ? <Skeleton height="320px" /> : holder === 'failed' ? (
                <Alert.Root status="error"><Alert.Indicator /><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Root>
              ) : (
                <ScreenEngine>
                  <SchemaForm
                    key={`${ticket.id}:${mode}`}
                    screen={holderScreen}
                    formData={holder as unknown as Record<string, unknown> | null}
                    recordKey={`ticket-${ticket.id}`}
                    submitLabel={mode === 'bind' ? 'ticketPage.holder.bind' : 'ticketPage.holder.save'}
                    onSubmit={submit}
                    actions={<Button variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>}
                  />
                </ScreenEngine>
              )}
            </Dialog.Body>
    </>
  );
}
