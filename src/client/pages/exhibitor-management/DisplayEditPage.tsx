/**
 * /exhibitorManagement/<kind>/edit?id=N (without id: a new item): the form of schemas/<kind>.json.
 * A rejected item shows the organiser's reason above the form; one under review is read-only; one
 * on shelf warns that a change takes it off. Submitting sends it to review and goes back to the list.
 */
import { usePublishedScreen } from '../../features/screens';
import { Alert, Button, Card, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { RESOURCES } from '../../../shared/resources';
import { SchemaForm, type CompiledScreen } from '../../../engine';
import { toaster } from '../../app/toaster';
import { displayKinds, isOnShelf, type DisplayKind, type DisplayRecord } from '../../features/display/display-api';
import { ShelfBadge } from '../../features/display/ShelfBadge';
import { idParam } from '../../features/report/report-api';
import { isUnderReview } from '../../features/review/reviewed-record';
import { ReviewBadge, ReviewNotice } from '../../features/review/ReviewState';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { useResource } from '../../features/screens/use-resource';

export function DisplayEditPage({ kind, screen: bundled }: { kind: DisplayKind; screen: CompiledScreen }) {
  const screen = usePublishedScreen(bundled);
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const { record: state, save: store } = useResource<DisplayRecord>(RESOURCES[kind], { id });
  const { listPath } = displayKinds[kind];

  const record = state.phase === 'ready' ? state.record : null;
  const locked = record !== null && isUnderReview(record);
  const back = () => navigate(listPath);

  const save = async (data: Record<string, unknown>) => {
    await store(data);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'review.submitted' }), closable: true });
    back();
  };

  return (
    <Card.Root data-testid="display-edit" data-kind={kind}>
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h1" size="xl" data-testid="page-title">
            <FormattedMessage id={id === undefined ? `${kind}.add` : `${kind}.edit`} />
          </Heading>
          <HStack gap="3">
            {record ? <ReviewBadge status={record.review_status} /> : null}
            {record ? <ShelfBadge status={record.shelf_status} /> : null}
            <Button size="sm" variant="outline" onClick={back}><FormattedMessage id="display.back" /></Button>
          </HStack>
        </HStack>

        {state.phase === 'loading' ? <Skeleton height="480px" /> : null}
        {state.phase === 'missing' ? <Text color="fg.muted" data-testid="display-missing"><FormattedMessage id="display.notFound" /></Text> : null}
        {state.phase === 'failed' ? <Text color="red.600"><FormattedMessage id="common.loadFailed" /></Text> : null}

        {state.phase === 'ready' ? (
          <Stack gap="4">
            {record ? <ReviewNotice status={record.review_status} reason={record.review_reason} /> : null}
            {record && isOnShelf(record) ? (
              <Alert.Root status="warning" data-testid="on-shelf-warning">
                <Alert.Indicator />
                <Alert.Content><Alert.Title><FormattedMessage id="display.onShelfWarning" /></Alert.Title></Alert.Content>
              </Alert.Root>
            ) : null}
            <ScreenEngine>
              <SchemaForm
                // A decision arriving meanwhile starts the form afresh from the stored item.
                key={record ? `${record.id}:${record.updated_at}:${record.review_status ?? 'none'}` : 'new'}
                screen={screen}
                formData={record}
                recordKey={record?.id ?? 'new'}
                readonly={locked}
                submitLabel={record === null ? 'review.submit' : 'review.resubmit'}
                onSubmit={save}
                actions={<Button variant="outline" onClick={back}><FormattedMessage id="common.cancel" /></Button>}
              />
            </ScreenEngine>
          </Stack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
