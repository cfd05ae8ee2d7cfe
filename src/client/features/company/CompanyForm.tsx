/**
 * The company basic information form (schemas/company.json) with its review state: shown on the
 * exhibition-information screen, saved to /v4/exhibitor/company, back to review on every change.
 */
import { useEffect, useState } from 'react';
import { Badge, Card, HStack, Heading, Skeleton, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import company from 'virtual:schema/company';
import enums from '../../../../schemas/enums.json';
import { SchemaForm } from '../../../engine';
import { http } from '../../app/http';
import { ScreenEngine } from '../screens/ScreenEngine';

const ENDPOINT = '/v4/exhibitor/company';
type Record_ = Record<string, unknown> & { id: number; review_status: number | null; review_reason?: string | null };

export function CompanyForm() {
  const [record, setRecord] = useState<Record_ | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    http.get<Record_ | null>(ENDPOINT).then((data) => { if (live) setRecord(data); }).catch(() => { if (live) setRecord(null); });
    return () => { live = false; };
  }, []);

  const status = record?.review_status;
  const badge = status === null || status === undefined ? undefined : (enums.review as Record<string, { label: string; color: string }>)[String(status)];

  return (
    <Card.Root data-testid="company-form">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h2" size="lg">
            <FormattedMessage id="screen.company" />
          </Heading>
          {badge && (
            <Badge colorPalette={badge.color} data-testid="company-review-status">
              <FormattedMessage id={badge.label} />
            </Badge>
          )}
        </HStack>
        {record?.review_reason && <Text color="red.600">{record.review_reason}</Text>}
        {record === undefined ? (
          <Skeleton height="240px" />
        ) : (
          <ScreenEngine>
            <SchemaForm
              key={record?.id ?? 'new'}
              screen={company}
              formData={record}
              recordKey={record?.id ?? 'new'}
              onSubmit={async (data) => setRecord(await http.put<Record_>(ENDPOINT, data))}
            />
          </ScreenEngine>
        )}
      </Card.Body>
    </Card.Root>
  );
}
