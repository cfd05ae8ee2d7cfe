/**
 * A share link for one ticket: the holder opens it without logging in and binds the ticket. The
 * link is made on request, because a new one revokes the earlier.
 */
import { useState } from 'react';
import { Alert, Button, CloseButton, Dialog, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BoothTicket, ShareLink } from '../../../shared/tickets';
import { toaster } from '../../app/toaster';
import { useTicketKind } from './ticket-kind';
import { timeText } from '../../i18n/show-time';

/** The link as this portal serves it (the server's URL may name another host behind a proxy). */
export const shareUrl = (link: ShareLink): string => `${window.location.origin}/ticketShare?token=${encodeURIComponent(link.token)}`;

export function ShareDialog({ ticket, onClose }: { ticket: BoothTicket | null; onClose: () => void }) {
  return (
    <Dialog.Root open={ticket !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="share-dialog" mx="4">
            {ticket ? <ShareBody key={ticket.id} ticket={ticket} onClose={onClose} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ShareBody({ ticket, onClose }: { ticket: BoothTicket; onClose: () => void }) {
  const intl = useIntl();
  const [link, setLink] = useState<ShareLink | null>(null);
  const [busy, setBusy] = useState(false);
  const { createShareLink } = useTicketKind().calls;

  const create = async () => {
    setBusy(true);
    try {
      setLink(await createShareLink(ticket.id));
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(shareUrl(link));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'ticketPage.share.copied' }), closable: true });
    } catch {
      toaster.create({ type: 'warning', title: intl.formatMessage({ id: 'ticketPage.share.copyFailed' }), closable: true });
    }
  };

  return (
    <>
            <Dialog.Header><Dialog.Title><FormattedMessage id="ticketPage.share.title" values={{ ticket: ticket.ticket_no }} /></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm"><FormattedMessage id="ticketPage.share.intro" /></Text>
                <Alert.Root status="warning" size="sm">
                  <Alert.Indicator />
                  <Alert.Title><FormattedMessage id="ticketPage.share.revokes" /></Alert.Title>
                </Alert.Root>
                {link ? (
                  <Stack gap="2">
                    <HStack>
                      <Input readOnly value={shareUrl(link)} data-testid="share-url" onFocus={(event) => event.target.select()} fontFamily="mono" fontSize="xs" />
                      <Button size="sm" onClick={() => void copy()} data-testid="share-copy"><FormattedMessage id="ticketPage.share.copy" /></Button>
                    </HStack>
                    <Text fontSize="sm" color="fg.muted" data-testid="share-expiry">
                      <FormattedMessage id="ticketPage.share.expires" values={{ time: timeText(link.expires_at, intl.locale) }} />
                    </Text>
                  </Stack>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}><FormattedMessage id="ticketPage.close" /></Button>
              <Button colorPalette="brand" loading={busy} onClick={() => void create()} data-testid="share-create">
                <FormattedMessage id={link ? 'ticketPage.share.renew' : 'ticketPage.share.create'} />
              </Button>
            </Dialog.Footer>
    </>
  );
}
