import { Badge, HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { localized } from '../../../shared/locale';
import type { OfficialKeyword } from '../../../shared/official';
import { useLocale } from '../../i18n/use-locale';

/** A notice's tags: keywords of the organiser's official accounts, in the reader's language. */
export function NoticeKeywords({ keywords }: { keywords: readonly OfficialKeyword[] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  if (keywords.length === 0) return null;
  return (
    <HStack as="ul" gap="1.5" wrap="wrap" listStyleType="none" aria-label={intl.formatMessage({ id: 'notice.field.keywords' })} data-testid="notice-keywords">
      {keywords.map((keyword) => (
        <Badge as="li" key={keyword.id} variant="subtle" colorPalette="brand" data-testid="notice-keyword"># {localized(locale, keyword.keyword, keyword.keyword_en)}</Badge>
      ))}
    </HStack>
  );
}
