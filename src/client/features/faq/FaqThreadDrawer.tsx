/**
 * One question's thread in a drawer, with what the asker can do on it: mark the answer solved (or
 * not), ask again, share. `reloadOn` changes when the live stream brings an answer, so an open
 * thread shows it without a reload of the page.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, CloseButton, Drawer, HStack, Portal, Stack } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Codes } from '../../../shared/codes';
import type { FaqThread } from '../../../shared/faq';
import { ApiError } from '../../../runtime/http';
import { toaster } from '../../app/toaster';
import { FaqThreadView } from './FaqThreadView';
import { ThreadNotice } from './ThreadNotice';
import { FollowUpForm } from './FollowUpForm';
import { fetchThread, markSolved } from './faq-api';

export interface FaqThreadDrawerProps {
  questionId: number | null;
  reloadOn?: unknown;
  onClose: () => void;
  /** The question's state changed here (solved, asked again): the list should read it again. */
  onChanged: () => void;
  onShare: (id: number) => void;
}

export function FaqThreadDrawer({ questionId, reloadOn, onClose, onChanged, onShare }: FaqThreadDrawerProps) {
  return (
    <Drawer.Root open={questionId !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="faq-drawer">
            <Drawer.Header><Drawer.Title><FormattedMessage id="faq.thread.title" /></Drawer.Title></Drawer.Header>
            <Drawer.Body>
              {questionId !== null ? <ThreadBody key={questionId} id={questionId} reloadOn={reloadOn} onChanged={onChanged} onShare={onShare} /> : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

type State = { phase: 'loading' } | { phase: 'ready'; thread: FaqThread } | { phase: 'missing' } | { phase: 'failed' };

function ThreadBody({ id, reloadOn, onChanged, onShare }: { id: number; reloadOn: unknown; onChanged: () => void; onShare: (id: number) => void }) {
  const intl = useIntl();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [askingAgain, setAskingAgain] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = useCallback((signal: AbortSignal) => fetchThread(id, signal).then(
    (thread) => { if (!signal.aborted) setState({ phase: 'ready', thread }); },
    (error: unknown) => {
      if (signal.aborted) return;
      setState((previous) => (previous.phase === 'ready' ? previous
        : { phase: error instanceof ApiError && error.code === Codes.NOT_FOUND.code ? 'missing' : 'failed' }));
    },
  ), [id]);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, reloadOn]);

  const changed = (thread: FaqThread) => {
    setState({ phase: 'ready', thread });
    onChanged();
  };

  const toggleSolved = async (thread: FaqThread) => {
    setBusy(true);
    try {
      const solved = thread.solved === 0;
      changed(await markSolved(thread.id, solved));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: solved ? 'faq.action.solvedDone' : 'faq.action.unsolvedDone' }), closable: true });
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  if (state.phase !== 'ready') return <ThreadNotice phase={state.phase} />;

  const { thread } = state;
  return (
    <Stack gap="5">
      <FaqThreadView thread={thread} reader="asker" />
      <HStack gap="2" wrap="wrap">
        {thread.answered === 1 ? (
          <Button size="sm" colorPalette={thread.solved ? 'gray' : 'teal'} variant={thread.solved ? 'outline' : 'solid'} loading={busy}
            onClick={() => void toggleSolved(thread)} data-testid="faq-mark-solved">
            <FormattedMessage id={thread.solved ? 'faq.action.unsolved' : 'faq.action.solved'} />
          </Button>
        ) : null}
        {!askingAgain ? (
          <Button size="sm" variant="outline" onClick={() => setAskingAgain(true)} data-testid="faq-ask-again">
            <FormattedMessage id="faq.action.followUp" />
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => onShare(thread.id)} data-testid="faq-share">
          <FormattedMessage id="faq.action.share" />
        </Button>
      </HStack>
      {askingAgain ? (
        <Stack gap="2" borderTopWidth="1px" pt="4" data-testid="faq-follow-up-form">
          <FollowUpForm
            questionId={thread.id}
            onCancel={() => setAskingAgain(false)}
            onSent={(next) => {
              setAskingAgain(false);
              changed(next);
              toaster.create({ type: 'success', title: intl.formatMessage({ id: 'faq.followUp.sent' }), closable: true });
            }}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
