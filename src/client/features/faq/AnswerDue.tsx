/**
 * How long a question has waited against the promise to answer it (SPEC.md §9: within
 * FAQ_ANSWER_WORKING_DAYS working days), as staff see it: the wait, then the due time, red once past.
 */
import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { OrganiserFaqFields } from '../../../shared/faq';
import { useShowTime } from '../../i18n/show-time';

const DAY = 24 * 60 * 60;

export function AnswerDue({ question, now }: { question: Pick<OrganiserFaqFields, 'waiting_since' | 'due_at'>; now: number }) {
  const showTime = useShowTime();
  const { waiting_since: since, due_at: due } = question;
  if (since === null || due === null) return <Text as="span" fontSize="sm" color="fg.muted" data-testid="faq-due-none">—</Text>;
  const late = due < now;
  return (
    <Stack gap="0.5" data-testid="faq-due" data-overdue={late ? '1' : '0'}>
      <Text fontSize="sm" whiteSpace="nowrap"><FormattedMessage id="faq.staff.waited" values={{ days: Math.max(0, Math.floor((now - since) / DAY)) }} /></Text>
      <Text fontSize="xs" color={late ? 'red.700' : 'fg.muted'} fontWeight={late ? 'semibold' : undefined}>
        <FormattedMessage id={late ? 'faq.staff.overdue' : 'faq.staff.due'} values={{ time: showTime.dateTime(due) }} />
      </Text>
    </Stack>
  );
}
