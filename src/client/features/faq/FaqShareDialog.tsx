/**
 * The public link of one question, with a copy button. The link is made when the dialog opens,
 * because each new link replaces the earlier one; the dialog says so.
 */
import { useEffect, useState } from 'react';
import { Alert, Button, CloseButton, Dialog, HStack, Input, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FaqShareLink } from '../../../shared/faq';
import { toaster } from '../../app/toaster';
import { shareQuestion, shareUrl } from './faq-api';

export function FaqShareDialog({ questionId, onClose }: { questionId: number | null; onClose: () => void }) {
  return (
    <Dialog.Root open={questionId !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="faq-share-dialog" mx="4">
            {questionId !== null ? <ShareBody key={questionId} questionId={questionId} onClose={onClose} /> : null}
            <Dialog.CloseTrigger asChild><CloseButton size="sm" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function ShareBody({ questionId, onClose }: { questionId: number; onClose: () => void }) {
  const intl = useIntl();
  const [link, setLink] = useState<FaqShareLink | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    shareQuestion(questionId).then((made) => { if (live) setLink(made); }, () => { if (live) setFailed(true); });
    return () => { live = false; };
  }, [questionId]);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(shareUrl(link));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'faq.share.copied' }), closable: true });
    } catch {
      toaster.create({ type: 'warning', title: intl.formatMessage({ id: 'faq.share.copyFailed' }), closable: true });
    }
  };

  return (
    <>
      <Dialog.Header><Dialog.Title><FormattedMessage id="faq.share.title" /></Dialog.Title></Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          <Text fontSize="sm"><FormattedMessage id="faq.share.body" /></Text>
          {failed ? (
            <Alert.Root status="error" size="sm"><Alert.Indicator /><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Root>
          ) : link ? (
            <HStack>
              <Input readOnly value={shareUrl(link)} aria-label={intl.formatMessage({ id: 'faq.share.link' })} data-testid="faq-share-url"
                onFocus={(event) => event.target.select()} fontFamily="mono" fontSize="xs" />
              <Button size="sm" onClick={() => void copy()} data-testid="faq-share-copy"><FormattedMessage id="faq.share.copy" /></Button>
            </HStack>
          ) : <Skeleton height="10" />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}><FormattedMessage id="faq.thread.close" /></Button>
      </Dialog.Footer>
    </>
  );
}
