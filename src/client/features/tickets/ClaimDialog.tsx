/** Claims tickets of one allocation: a quantity up to what remains; the server's refusal shows on the field. */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TicketAllocation } from '../../../shared/tickets';
import { useLocalized } from './localized';
import { useTicketKind } from './ticket-kind';

export interface ClaimDialogProps {
  allocation: TicketAllocation | null;
  onClose: () => void;
  onClaimed: (claimed: number, allocation: TicketAllocation) => void;
}

export function ClaimDialog({ allocation, onClose, onClaimed }: ClaimDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={allocation !== null} onOpenChange={(details) => { if (!details.open && !busy) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="claim-dialog" mx="4">
            {allocation ? <ClaimForm key={allocation.id} allocation={allocation} busy={busy} setBusy={setBusy} onClose={onClose} onClaimed={onClaimed} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" disabled={busy} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface ClaimFormProps extends Omit<ClaimDialogProps, 'allocation'> { allocation: TicketAllocation; busy: boolean; setBusy: (busy: boolean) => void }

function ClaimForm({ allocation, busy, setBusy, onClose, onClaimed }: ClaimFormProps) {
  const intl = useIntl();
  const pick = useLocalized();
  const { claimTickets } = useTicketKind().calls;
  const remaining = allocation.quota - allocation.claimed;
  const [quantity, setQuantity] = useState(() => String(Math.min(remaining, 1)));
  const [error, setError] = useState<string | null>(null);

  const check = (value: string): string | null => {
    const number = Number(value);
    if (value.trim() === '' || !Number.isInteger(number) || number < 1) return intl.formatMessage({ id: 'ticketPage.claim.positive' });
    if (number > remaining) return intl.formatMessage({ id: 'ticketPage.claim.tooMany' }, { remaining });
    return null;
  };

  const submit = async () => {
    const problem = check(quantity);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await claimTickets(allocation.id, Number(quantity));
      onClaimed(result.claimed, result.allocation);
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : intl.formatMessage({ id: 'ticketPage.claim.failed' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
            <Dialog.Header><Dialog.Title><FormattedMessage id="ticketPage.claim.title" /></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm">
                  <FormattedMessage id="ticketPage.claim.summary" values={{ type: pick(allocation.name, allocation.name_en), remaining }} />
                </Text>
                <Field.Root invalid={error !== null} required>
                  <Field.Label><FormattedMessage id="ticketPage.claim.quantity" /></Field.Label>
                  <Input type="number" min={1} max={remaining} name="quantity" value={quantity} data-testid="claim-quantity"
                    onChange={(event) => setQuantity(event.target.value)} onBlur={() => setError(check(quantity))}
                    onKeyDown={(event) => { if (event.key === 'Enter') void submit(); }} />
                  <Field.HelperText><FormattedMessage id="ticketPage.claim.max" values={{ remaining }} /></Field.HelperText>
                  {error ? <Field.ErrorText data-testid="claim-error">{error}</Field.ErrorText> : null}
                </Field.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
              <Button colorPalette="brand" loading={busy} onClick={() => void submit()} data-testid="claim-submit"><FormattedMessage id="ticketPage.claim.submit" /></Button>
            </Dialog.Footer>
    </>
  );
}
