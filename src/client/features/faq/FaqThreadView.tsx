/**
 * A question and its thread as read: the question with its pictures, then answers and follow-ups in
 * order, the organiser's set apart. Shared by the records drawer, the public /faqShare page and the
 * console's question drawer, so it shows nothing about who asked beyond "you" / "exhibitor".
 */
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FaqMessage, SharedFaq } from '../../../shared/faq';
import { FaqBadge, FaqStates } from './FaqBadges';
import { FaqPictures } from './FaqPictures';
import { timeText } from '../../i18n/show-time';

export interface FaqThreadViewProps {
  thread: SharedFaq;
  /** Whose eyes: the asker ("you"), anyone with the link or organiser staff ("exhibitor"). */
  reader: 'asker' | 'public' | 'staff';
}

export function FaqThreadView({ thread, reader }: FaqThreadViewProps) {
  const intl = useIntl();
  return (
    <Stack gap="4" data-testid="faq-thread">
      <HStack gap="2" wrap="wrap">
        <FaqBadge set="faqCategory" value={thread.category} testId="faq-category" />
        <FaqStates answered={thread.answered} solved={thread.solved} />
      </HStack>
      <Box borderWidth="1px" borderRadius="lg" p="4" bg="white" data-testid="faq-question">
        <Text fontSize="xs" color="fg.muted" mb="2">
          <FormattedMessage id="faq.thread.asked" values={{ time: timeText(thread.created_at, intl.locale) }} />
        </Text>
        <Text whiteSpace="pre-wrap" data-testid="faq-question-content">{thread.content}</Text>
        <Box mt={thread.pictures.length ? '3' : '0'}><FaqPictures pictures={thread.pictures} /></Box>
      </Box>
      {thread.messages.map((message) => <MessageBubble key={message.id} message={message} reader={reader} />)}
      {thread.answered === 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="faq-waiting"><FormattedMessage id="faq.thread.waiting" /></Text>
      ) : null}
    </Stack>
  );
}

function MessageBubble({ message, reader }: { message: FaqMessage; reader: FaqThreadViewProps['reader'] }) {
  const intl = useIntl();
  const organiser = message.author === 'organiser';
  const who = organiser ? 'faq.thread.organiser' : reader === 'asker' ? 'faq.thread.you' : 'faq.thread.asker';
  return (
    <Box
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      ms={organiser ? '0' : '8'}
      me={organiser ? '8' : '0'}
      bg={organiser ? 'brand.subtle' : 'gray.50'}
      borderColor={organiser ? 'brand.muted' : 'gray.200'}
      data-testid={organiser ? 'faq-answer' : 'faq-follow-up'}
    >
      <HStack justify="space-between" mb="2" gap="3">
        <Text fontSize="sm" fontWeight="semibold" color={organiser ? 'brand.fg' : 'fg'}><FormattedMessage id={who} /></Text>
        <Text fontSize="xs" color="fg.muted">{timeText(message.created_at, intl.locale)}</Text>
      </HStack>
      <Text whiteSpace="pre-wrap" data-testid="faq-message-content">{message.content}</Text>
      {message.pictures.length ? <Box mt="3"><FaqPictures pictures={message.pictures} /></Box> : null}
    </Box>
  );
}
