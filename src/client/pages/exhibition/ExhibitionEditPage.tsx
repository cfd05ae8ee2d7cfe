/**
 * /exhibitionMaterials/exhibition/edit?id=N (or without id: a new filing, `category_id=` preselects
 * its category): the filing form from schemas/report.json. A rejected filing shows the organiser's
 * reason above the form; one under review is shown read-only; saving sends it to review and goes
 * back to the list.
 */
import { Button, Card, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import report from 'virtual:schema/report';
import { usePublishedScreen } from '../../features/screens';
import { RESOURCES } from '../../../shared/resources';
import { SchemaForm } from '../../../engine';
import { toaster } from '../../app/toaster';
import { idParam, REPORT_LIST_PATH, reportDetailsPath, type ReportRecord } from '../../features/report/report-api';
import { isUnderReview } from '../../features/review/reviewed-record';
import { ReviewBadge, ReviewNotice } from '../../features/review/ReviewState';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { useResource } from '../../features/screens/use-resource';

export function ExhibitionEditPage() {
  const screen = usePublishedScreen(report);
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const categoryId = idParam(params.get('category_id'));
  const { record: state, save: store } = useResource<ReportRecord>(RESOURCES.report, { id });

  const record = state.phase === 'ready' ? state.record : null;
  const locked = record !== null && isUnderReview(record);
  const back = () => navigate(REPORT_LIST_PATH);

  const save = async (data: Record<string, unknown>) => {
    await store(data);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'review.submitted' }), closable: true });
    back();
  };

  return (
    <Card.Root data-testid="report-edit">
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl" data-testid="page-title">
            <FormattedMessage id={id === undefined ? 'report.add' : 'report.edit'} />
          </Heading>
          <HStack gap="3">
            {record ? <ReviewBadge status={record.review_status} /> : null}
            <Button size="sm" variant="outline" onClick={back}><FormattedMessage id="report.back" /></Button>
          </HStack>
        </HStack>

        {state.phase === 'loading' ? <Skeleton height="480px" /> : null}
        {state.phase === 'missing' ? <Text color="fg.muted" data-testid="report-missing"><FormattedMessage id="report.notFound" /></Text> : null}
        {state.phase === 'failed' ? <Text color="red.600"><FormattedMessage id="common.loadFailed" /></Text> : null}

        {state.phase === 'ready' ? (
          <Stack gap="4">
            {record ? <ReviewNotice status={record.review_status} reason={record.review_reason} /> : null}
            <ScreenEngine>
              <SchemaForm
                // A decision arriving meanwhile starts the form afresh from the stored filing.
                key={record ? `${record.id}:${record.updated_at}:${record.review_status ?? 'none'}` : `new:${categoryId ?? ''}`}
                screen={screen}
                formData={record ?? (categoryId ? { category_id: categoryId } : null)}
                recordKey={record?.id ?? 'new'}
                readonly={locked}
                submitLabel={record === null ? 'review.submit' : 'review.resubmit'}
                onSubmit={save}
                actions={<Button variant="outline" onClick={back}><FormattedMessage id="common.cancel" /></Button>}
              />
            </ScreenEngine>
            {locked && record ? (
              <HStack>
                <Button variant="outline" onClick={() => navigate(reportDetailsPath(record.id))}><FormattedMessage id="common.view" /></Button>
              </HStack>
            ) : null}
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
