/**
 * /exhibitionMaterials/exhibition/details?id=N: one filing read-only — every field of
 * schemas/report.json (files as download links), its review state and the organiser's reason.
 */
import { Button, Card, HStack, Heading, Separator, Skeleton, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import report from 'virtual:schema/report';
import { usePublishedScreen } from '../../features/screens';
import { RESOURCES } from '../../../shared/resources';
import { SchemaDetails } from '../../../engine';
import { idParam, REPORT_LIST_PATH, reportEditPath, type ReportRecord } from '../../features/report/report-api';
import { isUnderReview } from '../../features/review/reviewed-record';
import { ReviewBadge, ReviewNotice } from '../../features/review/ReviewState';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { useResource } from '../../features/screens/use-resource';

export function ExhibitionDetailsPage() {
  const screen = usePublishedScreen(report);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  // The organiser's decision on the filing, arriving on the live stream, reads it again.
  const { record: state } = useResource<ReportRecord>(RESOURCES.report, { id });
  const record = state.phase === 'ready' ? state.record : null;

  return (
    <Card.Root data-testid="report-details">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl" data-testid="page-title">
            {record && typeof record.title === 'string' ? record.title : <FormattedMessage id="route.exhibition.details" />}
          </Heading>
          <HStack gap="3">
            {record ? <ReviewBadge status={record.review_status} /> : null}
            {record ? (
              <Button size="sm" colorPalette="brand" disabled={isUnderReview(record)} onClick={() => navigate(reportEditPath(record.id))} data-testid="report-edit-button">
                <FormattedMessage id="common.edit" />
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => navigate(REPORT_LIST_PATH)}><FormattedMessage id="report.back" /></Button>
          </HStack>
        </HStack>

        {state.phase === 'loading' ? <Skeleton height="480px" /> : null}
        {state.phase === 'missing' || (state.phase === 'ready' && !record) ? (
          <Text color="fg.muted" data-testid="report-missing"><FormattedMessage id="report.notFound" /></Text>
        ) : null}
        {state.phase === 'failed' ? <Text color="red.600"><FormattedMessage id="common.loadFailed" /></Text> : null}

        {record ? (
          <>
            <ReviewNotice status={record.review_status} reason={record.review_reason} />
            <Separator />
            <ScreenEngine>
              <SchemaDetails descriptor={screen.descriptor} record={record} omit={['review_status']} />
            </ScreenEngine>
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
