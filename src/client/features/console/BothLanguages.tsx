/**
 * A record's text written in both languages (a notice's title, an agreement's, a template's name):
 * the reader's language first, the other beneath, smaller, so staff check both at a glance.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useLocale } from '../../i18n/use-locale';

export interface BothLanguagesProps {
  zh: string;
  en: string;
  /** data-testid of the text in the reader's language; the other's is `${testId}-other`. */
  testId?: string;
}

export function BothLanguages({ zh, en, testId }: BothLanguagesProps) {
  const { locale } = useLocale();
  const [first, second] = locale === 'en' ? [en || zh, en ? zh : ''] : [zh || en, zh ? en : ''];
  return (
    <Stack gap="0.5" minW="0">
      <Text fontWeight="medium" data-testid={testId}>{first}</Text>
      {second ? <Text fontSize="sm" color="fg.muted" lang={locale === 'en' ? 'zh' : 'en'} data-testid={testId ? `${testId}-other` : undefined}>{second}</Text> : null}
    </Stack>
  );
}
