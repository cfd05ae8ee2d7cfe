/**
 * One reviewed record of the exhibitor (company information, catalogue materials): its form, its
 * review state and what the state allows (SPEC.md §4).
 *
 *   none yet / rejected / reviewed  the form can be submitted; every submission goes to review
 *   under review                    shown read-only until the organiser decides
 *   past the screen's deadline      shown disabled, whatever the state
 *
 * A decision arriving on the live stream reloads the record in place.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Card, HStack, Heading, Skeleton, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Resource } from '../../../shared/resources';
import type { CompiledScreen } from '../../../engine/compiled-screen';
import { SchemaForm } from '../../../engine';
import { toaster } from '../../app/toaster';
import { useShowTime } from '../../i18n/show-time';
import { ScreenEngine, usePublishedScreen, useResource } from '../screens';
import { isUnderReview, type ReviewedRecord } from './reviewed-record';
import { ReviewBadge, ReviewNotice } from './ReviewState';

export interface ReviewedRecordFormProps {
  screen: CompiledScreen;
  /** A single, reviewed resource of the shared table. */
  resource: Resource;
  /** Unix seconds after which nothing can be changed (the value of the resource's deadline setting); undefined: no deadline. */
  deadline?: number;
  /**
   * What the server knows of the caller and writes into the record itself (the exhibitor's booth
   * type): given to the form over the record so the schema's conditions resolve as on the server.
   */
  facts?: Record<string, unknown>;
  /** Live view of what is being typed (previews). */
  onDataChange?: (data: Record<string, unknown>) => void;
  /** Shown beside the form on wide screens; on narrow ones after the fields, before the submit button (e.g. previews). */
  aside?: ReactNode;
  /** The page's own heading (h1) when the form is the page, an h2 inside a page that has one. */
  headingLevel?: 'h1' | 'h2';
  /** A sentence under the heading, inside the card. */
  intro?: ReactNode;
  /** What the form starts from while nothing is saved yet: values the portal already knows (the company's names). */
  initial?: Record<string, unknown>;
  testId?: string;
}

export function ReviewedRecordForm({ screen: bundled, resource, deadline, facts, onDataChange, aside, headingLevel = 'h2', intro, initial, testId }: ReviewedRecordFormProps) {
  // Staff may publish a new version of the screen while it is open: the form follows it.
  const screen = usePublishedScreen(bundled);
  const intl = useIntl();
  const showTime = useShowTime();
  // A decision about the record arriving on the live stream reads it again.
  const { record: state, save } = useResource<ReviewedRecord>(resource);
  const record = state.phase === 'ready' ? state.record : undefined;
  const formData = useMemo(() => {
    const start = record ?? initial;
    return facts ? { ...start, ...facts } : start;
  }, [facts, record, initial]);
  // The page's own clock: a deadline passing while the page is open is caught by the server.
  const [openedAt] = useState(() => Date.now() / 1000);
  // Below xl the aside has no room beside the form: it goes between the fields and the submit button.
  const narrow = useBreakpointValue({ base: true, xl: false }, { ssr: false }) ?? false;

  useEffect(() => { if (record) onDataChange?.(record); }, [record, onDataChange]);

  const status = record?.review_status ?? null;
  const pastDeadline = deadline !== undefined && openedAt > deadline;
  const underReview = record ? isUnderReview(record) : false;

  const submit = async (data: Record<string, unknown>) => {
    await save(data);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'review.submitted' }), closable: true });
  };

  const deadlineText = deadline === undefined ? '' : showTime.dateTime(deadline);

  return (
    <Card.Root data-testid={testId}>
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as={headingLevel} size="lg"><FormattedMessage id={screen.descriptor.title} /></Heading>
          <ReviewBadge status={status} />
        </HStack>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}

        {deadline !== undefined && (
          <Text color={pastDeadline ? 'red.600' : 'gray.600'} fontSize="sm" data-testid="deadline">
            <FormattedMessage id={pastDeadline ? 'review.deadline.passed' : 'review.deadline.until'} values={{ deadline: deadlineText }} />
          </Text>
        )}

        {pastDeadline ? (
          <Alert.Root status="warning" data-testid="review-closed">
            <Alert.Indicator />
            <Alert.Content><Alert.Title><FormattedMessage id="review.state.closed" /></Alert.Title></Alert.Content>
          </Alert.Root>
        ) : <ReviewNotice status={status} reason={record?.review_reason} />}

        {state.phase === 'failed' || state.phase === 'missing' ? (
          <Text color="red.600"><FormattedMessage id="common.loadFailed" /></Text>
        ) : record === undefined ? (
          <Skeleton height="320px" />
        ) : (
          <Stack direction={{ base: 'column', xl: 'row' }} gap="8" align="flex-start">
            <Stack flex="1" minW="0" width="100%">
              <ScreenEngine>
                <SchemaForm
                  // A stored change (submit, decision) starts the form afresh from the record.
                  key={`${record?.id ?? 'new'}:${record?.updated_at ?? 0}:${status ?? 'none'}`}
                  screen={screen}
                  formData={formData}
                  recordKey={record?.id ?? 'new'}
                  disabled={pastDeadline}
                  readonly={!pastDeadline && underReview}
                  submitLabel={status === null ? 'review.submit' : 'review.resubmit'}
                  onDataChange={onDataChange}
                  onSubmit={submit}
                  beforeActions={narrow && aside ? <Stack gap="4" mb="6" data-testid="form-aside">{aside}</Stack> : undefined}
                />
              </ScreenEngine>
            </Stack>
            {aside && !narrow && <Stack width="380px" flexShrink={0} position="sticky" top="4" data-testid="form-aside">{aside}</Stack>}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
