/**
 * Unbinding one or several tickets: the fee, the unbinds left and the window from the server's
 * settings; confirming creates the unbind order and goes to pay it.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, Button, CloseButton, DataList, Dialog, Portal, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BoothTicket, UnbindConfig } from '../../../shared/tickets';
import { yuan } from '../tickets';
import { createUnbindOrder, fetchUnbindConfig, goToCheckout, unbindQuote } from './unbind-api';
import { timeText } from '../../i18n/show-time';

export interface UnbindDialogProps {
  tickets: BoothTicket[] | null;
  onClose: () => void;
  /** The order exists (payment may still fail to start): the list should show the tickets as held. */
  onOrdered: () => void;
}

export function UnbindDialog({ tickets, onClose, onOrdered }: UnbindDialogProps) {
  const [busy, setBusy] = useState(false);
  const open = tickets !== null && tickets.length > 0;
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => { if (!details.open && !busy) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="unbind-dialog" mx="4">
            {open ? <UnbindBody key={tickets.map((ticket) => ticket.id).join(',')} tickets={tickets} busy={busy} setBusy={setBusy} onClose={onClose} onOrdered={onOrdered} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" disabled={busy} /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

interface UnbindBodyProps extends Omit<UnbindDialogProps, 'tickets'> { tickets: BoothTicket[]; busy: boolean; setBusy: (busy: boolean) => void }

function UnbindBody({ tickets, busy, setBusy, onClose, onOrdered }: UnbindBodyProps) {
  const intl = useIntl();
  const [config, setConfig] = useState<UnbindConfig | null | 'failed'>(null);
  const [openedAt] = useState(() => Date.now() / 1000);

  useEffect(() => {
    let live = true;
    fetchUnbindConfig().then((data) => { if (live) setConfig(data); }, () => { if (live) setConfig('failed'); });
    return () => { live = false; };
  }, []);

  const count = tickets.length;
  const quote = config && config !== 'failed' ? unbindQuote(config, count, openedAt) : null;

  const confirm = async () => {
    setBusy(true);
    try {
      const order = await createUnbindOrder(tickets.map((ticket) => ticket.id));
      onOrdered();
      await goToCheckout(order.id);
    } catch {
      // Shown by the request layer; an order created before a failed payment start is in the unbind orders.
      setBusy(false);
    }
  };

  return (
    <>
            <Dialog.Header><Dialog.Title><FormattedMessage id="unbindPage.confirm.title" values={{ count }} /></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Wrap gap="1" maxH="24" overflowY="auto">
                  {tickets.map((ticket) => <Badge key={ticket.id} variant="outline" fontFamily="mono">{ticket.ticket_no}</Badge>)}
                </Wrap>
                {config === null ? <Skeleton height="28" /> : config === 'failed' ? (
                  <Alert.Root status="error"><Alert.Indicator /><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Root>
                ) : (
                  <>
                    <DataList.Root orientation="horizontal" size="sm">
                      <DataList.Item>
                        <DataList.ItemLabel><FormattedMessage id="unbindPage.confirm.fee" /></DataList.ItemLabel>
                        <DataList.ItemValue data-testid="unbind-fee"><FormattedMessage id="unbindPage.yuan" values={{ amount: yuan(config.fee) }} /></DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel><FormattedMessage id="unbindPage.confirm.total" /></DataList.ItemLabel>
                        <DataList.ItemValue fontWeight="semibold" data-testid="unbind-total"><FormattedMessage id="unbindPage.yuan" values={{ amount: yuan(quote?.total ?? 0) }} /></DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel><FormattedMessage id="unbindPage.confirm.remaining" /></DataList.ItemLabel>
                        <DataList.ItemValue data-testid="unbind-remaining"><FormattedMessage id="unbindPage.confirm.remainingValue" values={{ remaining: config.remaining, limit: config.limit }} /></DataList.ItemValue>
                      </DataList.Item>
                      <DataList.Item>
                        <DataList.ItemLabel><FormattedMessage id="unbindPage.confirm.window" /></DataList.ItemLabel>
                        <DataList.ItemValue>{timeText(config.window.starts_at, intl.locale)} – {timeText(config.window.ends_at, intl.locale)}</DataList.ItemValue>
                      </DataList.Item>
                    </DataList.Root>
                    {quote && !quote.allowed ? (
                      <Alert.Root status="warning" data-testid="unbind-refused">
                        <Alert.Indicator />
                        <Alert.Title><FormattedMessage id={`unbindPage.confirm.refused.${quote.reason ?? 'closed'}`} values={{ remaining: config.remaining }} /></Alert.Title>
                      </Alert.Root>
                    ) : (
                      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="unbindPage.confirm.note" /></Text>
                    )}
                  </>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}><FormattedMessage id="common.cancel" /></Button>
              <Button colorPalette="red" loading={busy} disabled={!quote?.allowed} onClick={() => void confirm()} data-testid="unbind-confirm">
                <FormattedMessage id="unbindPage.confirm.pay" />
              </Button>
            </Dialog.Footer>
    </>
  );
}
