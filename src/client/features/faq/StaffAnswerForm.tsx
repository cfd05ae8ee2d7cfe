/** Staff's answer under a thread: the form of schemas/faq-answer.json (text and pictures). */
import answerScreen from 'virtual:schema/faq-answer';
import type { FaqAnswerInput, OrganiserFaqThread } from '../../../shared/faq';
import { SchemaForm } from '../../../engine';
import { ScreenEngine } from '../screens';
import { answerQuestion } from './staff-faq-api';

export function StaffAnswerForm({ questionId, onSent }: { questionId: number; onSent: (thread: OrganiserFaqThread) => void }) {
  const submit = async (data: Record<string, unknown>) => {
    onSent(await answerQuestion(questionId, data as unknown as FaqAnswerInput));
  };
  return (
    <ScreenEngine>
      <SchemaForm screen={answerScreen} recordKey={`answer-${questionId}`} submitLabel="faq.staff.send" onSubmit={submit} />
    </ScreenEngine>
  );
}
