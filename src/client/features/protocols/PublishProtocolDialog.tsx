/**
 * Organiser staff publish a pre-show agreement: the form of schemas/protocol.json (title and text in
 * both languages, an optional confirm-by time on the show's clock). Every exhibitor sees it at once.
 */
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import protocolScreen from 'virtual:schema/protocol';
import type { ProtocolDetail, ProtocolInput } from '../../../shared/api';
import { SchemaForm } from '../../../engine';
import { ScreenEngine } from '../screens';
import { publishProtocol } from './protocol-api';

export interface PublishProtocolDialogProps {
  open: boolean;
  onClose: () => void;
  onPublished: (protocol: ProtocolDetail) => void;
}

export function PublishProtocolDialog({ open, onClose, onPublished }: PublishProtocolDialogProps) {
  const publish = async (data: Record<string, unknown>) => {
    onPublished(await publishProtocol(data as unknown as ProtocolInput));
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => { if (!details.open) onClose(); }} size="lg" placement="center"
      scrollBehavior="inside" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="protocol-publish-dialog" mx="4">
            <Dialog.Header><Dialog.Title pe="6"><FormattedMessage id="protocol.console.new" /></Dialog.Title></Dialog.Header>
            <Dialog.Body>
              {open ? (
                <ScreenEngine>
                  <SchemaForm
                    screen={protocolScreen}
                    recordKey="new"
                    submitLabel="protocol.console.publish"
                    onSubmit={publish}
                    actions={<Button variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>}
                  />
                </ScreenEngine>
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
