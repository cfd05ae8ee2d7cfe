import { Badge, Card, DataList, Heading } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ExhibitorSummary } from '../../../shared/api';
import { localized } from '../../../shared/locale';
import { useLocale } from '../../i18n/use-locale';

const BOOTH_TYPE_IDS: Record<string, string> = {
  raw_space: 'exhibitor.boothType.raw_space',
  shell_scheme: 'exhibitor.boothType.shell_scheme',
};

/** Company and booth of the exhibitor, in the active language. */
export function ExhibitorCard({ exhibitor }: { exhibitor: ExhibitorSummary }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const boothTypeId = BOOTH_TYPE_IDS[exhibitor.booth_type];

  const rows: { id: string; value: string; testId: string }[] = [
    { id: 'exhibitor.boothNo', value: exhibitor.booth_no, testId: 'booth-no' },
    { id: 'exhibitor.hall', value: exhibitor.hall, testId: 'hall' },
    {
      id: 'exhibitor.boothArea',
      value: intl.formatMessage({ id: 'exhibitor.boothArea.value' }, { area: intl.formatNumber(exhibitor.booth_area) }),
      testId: 'booth-area',
    },
    {
      id: 'exhibitor.boothType',
      // An organiser may add booth types the client does not know yet; show their code then.
      value: boothTypeId ? intl.formatMessage({ id: boothTypeId }) : exhibitor.booth_type,
      testId: 'booth-type',
    },
    { id: 'exhibitor.exhibitType', value: localized(locale, exhibitor.exhibit_type, exhibitor.exhibit_type_en), testId: 'exhibit-type' },
    { id: 'exhibitor.project', value: localized(locale, exhibitor.project, exhibitor.project_en), testId: 'project' },
  ];

  return (
    <Card.Root data-testid="exhibitor-card">
      <Card.Header>
        <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
          <FormattedMessage id="exhibitInfo.exhibitor" />
        </Badge>
        <Heading as="h2" size="lg" mt="2" data-testid="exhibitor-name">
          {localized(locale, exhibitor.name, exhibitor.name_en)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation="horizontal" size="lg">
          {rows.map((row) => (
            <DataList.Item key={row.id}>
              <DataList.ItemLabel minW="32">
                <FormattedMessage id={row.id} />
              </DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium" data-testid={row.testId}>
                {row.value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
