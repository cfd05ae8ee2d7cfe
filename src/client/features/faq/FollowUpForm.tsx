/** Asking again under an answer: the form of schemas/faq-follow-up.json (text and pictures). */
import followUpScreen from 'virtual:schema/faq-follow-up';
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { FaqFollowUpInput, FaqThread } from '../../../shared/faq';
import { SchemaForm } from '../../../engine';
import { ScreenEngine } from '../screens';
import { followUp } from './faq-api';

export function FollowUpForm({ questionId, onSent, onCancel }: { questionId: number; onSent: (thread: FaqThread) => void; onCancel: () => void }) {
  const submit = async (data: Record<string, unknown>) => {
    onSent(await followUp(questionId, data as unknown as FaqFollowUpInput));
  };
  return (
    <ScreenEngine>
      <SchemaForm
        screen={followUpScreen}
        recordKey={`follow-up-${questionId}`}
        submitLabel="faq.followUp.submit"
        onSubmit={submit}
        actions={<Button variant="outline" onClick={onCancel}><FormattedMessage id="common.cancel" /></Button>}
      />
    </ScreenEngine>
  );
}
