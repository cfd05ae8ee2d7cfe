/** The FAQ states and category as schemas/enums.json names and colours them (faqAnswered, faqSolved, faqCategory; staff's faqFollowUp). */
import { Badge } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import enums from '../../../../schemas/enums.json';

type EnumSet = Record<string, { label: string; color: string }>;
export type FaqEnum = 'faqAnswered' | 'faqSolved' | 'faqCategory' | 'faqFollowUp';

const sets = enums as unknown as Record<FaqEnum, EnumSet>;

export const faqOptions = (set: FaqEnum): { value: string; label: string }[] =>
  Object.entries(sets[set]).map(([value, entry]) => ({ value, label: entry.label }));

export function FaqBadge({ set, value, testId }: { set: FaqEnum; value: string | number; testId?: string }) {
  const entry = sets[set][String(value)];
  if (!entry) return null;
  return (
    <Badge colorPalette={entry.color} variant={set === 'faqCategory' ? 'outline' : 'subtle'} data-testid={testId} data-value={String(value)}>
      <FormattedMessage id={entry.label} />
    </Badge>
  );
}

/** Both states side by side: a question reads "answered · unsolved" at a glance. */
export function FaqStates({ answered, solved }: { answered: number; solved: number }) {
  return (
    <>
      <FaqBadge set="faqAnswered" value={answered} testId="faq-answered" />
      <FaqBadge set="faqSolved" value={solved} testId="faq-solved" />
    </>
  );
}
