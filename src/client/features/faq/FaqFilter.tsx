/** A FAQ list's filter on one schemas/enums.json set ("All" or one of its values), as the exhibitor's and staff's lists use it. */
import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFilterWidth } from '../../../engine';
import { faqOptions, type FaqEnum } from './FaqBadges';

export interface FaqFilterProps {
  set: FaqEnum;
  /** The filter's label (a message id). */
  label: string;
  /** '' for all. */
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

export function FaqFilter({ set, label, value, onChange, testId }: FaqFilterProps) {
  const intl = useIntl();
  // In a list's FilterArea drawer (a phone) the select takes the whole width.
  const width = useFilterWidth('36');
  return (
    <HStack gap="2" width={width === 'full' ? 'full' : undefined}>
      <Text fontSize="sm" whiteSpace="nowrap"><FormattedMessage id={label} /></Text>
      <NativeSelect.Root size="sm" width={width === 'full' ? undefined : width} flex={width === 'full' ? '1' : undefined}>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)} data-testid={testId} aria-label={intl.formatMessage({ id: label })}>
          <option value="">{intl.formatMessage({ id: 'faq.filter.all' })}</option>
          {faqOptions(set).map((option) => <option key={option.value} value={option.value}>{intl.formatMessage({ id: option.label })}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
