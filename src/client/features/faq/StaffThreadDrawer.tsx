/**
 * One question as organiser staff open it from the console: whose it is, how long it has waited
 * against the promise, the thread (FaqThreadView), staff's follow-up mark, and the answer form (text
 * and pictures). The exhibitor's open FAQ page hears the answer live (10001).
 */
import { useState } from 'react';
import { Box, Button, CloseButton, Drawer, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FaqApi, type OrganiserFaqThread } from '../../../shared/faq';
import { toaster } from '../../app/toaster';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';
import { AnswerDue } from './AnswerDue';
import { FaqBadge } from './FaqBadges';
import { FaqThreadView } from './FaqThreadView';
import { ThreadNotice } from './ThreadNotice';
import { useRecord } from '../screens';
import { StaffAnswerForm } from './StaffAnswerForm';
import { markNeedsFollowUp } from './staff-faq-api';

export interface StaffThreadDrawerProps {
  questionId: number | null;
  /** The page's clock for "how long it waited" (seconds). */
  now: number;
  onClose: () => void;
  /** Answered or marked here: the list should read it again. */
  onChanged: () => void;
}

export function StaffThreadDrawer({ questionId, now, onClose, onChanged }: StaffThreadDrawerProps) {
  return (
    <Drawer.Root open={questionId !== null} onOpenChange={(details) => { if (!details.open) onClose(); }} size="md">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="staff-faq-drawer">
            <Drawer.Header><Drawer.Title><FormattedMessage id="faq.thread.title" /></Drawer.Title></Drawer.Header>
            <Drawer.Body>
              {questionId !== null ? <ThreadBody key={questionId} id={questionId} now={now} onChanged={onChanged} /> : null}
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={onClose} data-testid="staff-faq-close"><FormattedMessage id="faq.thread.close" /></Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function ThreadBody({ id, now, onChanged }: { id: number; now: number; onChanged: () => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { state, show } = useRecord<OrganiserFaqThread>(FaqApi.organiserQuestion(id), { quiet: true });
  const [busy, setBusy] = useState(false);

  const changed = (thread: OrganiserFaqThread, message: string) => {
    show(thread);
    onChanged();
    toaster.create({ type: 'success', title: intl.formatMessage({ id: message }), closable: true });
  };

  const toggleFollowUp = async (thread: OrganiserFaqThread) => {
    setBusy(true);
    try {
      const needs = thread.needs_follow_up === 0;
      changed(await markNeedsFollowUp(thread.id, needs), needs ? 'faq.staff.followUpSet' : 'faq.staff.followUpCleared');
    } catch {
      // Shown by the request layer.
    } finally {
      setBusy(false);
    }
  };

  if (state.phase !== 'ready') return <ThreadNotice phase={state.phase} />;

  const thread = state.record;
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1">
          <Text fontWeight="semibold" data-testid="staff-faq-exhibitor">{localized(locale, thread.exhibitor_name, thread.exhibitor_name_en)}</Text>
          {thread.answered === 0 ? <AnswerDue question={thread} now={now} /> : null}
        </Stack>
        <HStack gap="2">
          {thread.needs_follow_up ? <FaqBadge set="faqFollowUp" value={1} testId="staff-faq-follow-up-badge" /> : null}
          <Button size="sm" variant="outline" colorPalette={thread.needs_follow_up ? 'gray' : 'purple'} loading={busy}
            onClick={() => void toggleFollowUp(thread)} data-testid="staff-faq-follow-up">
            <FormattedMessage id={thread.needs_follow_up ? 'faq.staff.clearFollowUp' : 'faq.staff.markFollowUp'} />
          </Button>
        </HStack>
      </HStack>
      <FaqThreadView thread={thread} reader="staff" />
      <Box borderTopWidth="1px" pt="4" data-testid="staff-faq-answer-form">
        <Heading as="h3" size="sm" mb="3"><FormattedMessage id="faq.staff.answerTitle" /></Heading>
        <StaffAnswerForm questionId={thread.id} round={thread.messages.length} onSent={(next) => changed(next, 'faq.staff.answered')} />
      </Box>
    </Stack>
  );
}
