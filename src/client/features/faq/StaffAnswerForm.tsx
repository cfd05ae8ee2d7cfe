/** Staff's answer under a thread: the form of schemas/faq-answer.json (text and pictures). */
import answerScreen from 'virtual:schema/faq-answer';
import type { FaqAnswerInput, OrganiserFaqThread } from '../../../shared/faq';
import { SchemaForm } from '../../../engine';
import { ScreenEngine } from '../screens';
import { answerQuestion } from './staff-faq-api';

export interface StaffAnswerFormProps {
  questionId: number;
  /** Messages in the thread so far: each answer starts a new form with its own draft (the sent one's is dropped). */
  round: number;
  onSent: (thread: OrganiserFaqThread) => void;
}

export function StaffAnswerForm({ questionId, round, onSent }: StaffAnswerFormProps) {
  const submit = async (data: Record<string, unknown>) => {
    onSent(await answerQuestion(questionId, data as unknown as FaqAnswerInput));
  };
  return (
    <ScreenEngine>
      <SchemaForm screen={answerScreen} key={round} recordKey={`answer-${questionId}-${round}`} submitLabel="faq.staff.send" onSubmit={submit} />
    </ScreenEngine>
  );
}
