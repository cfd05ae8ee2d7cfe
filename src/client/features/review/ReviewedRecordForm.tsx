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
import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Badge, Card, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import enums from '../../../../schemas/enums.json';
import type { CompiledScreen } from '../../../engine/compiled-screen';
import { SchemaForm } from '../../../engine';
import { http } from '../../app/http';
import { toaster } from '../../app/toaster';
import { useShowTime } from '../../i18n/show-time';
import { ScreenEngine } from '../screens/ScreenEngine';
import { lastReviewDecisionAtom } from './review-updates';

export type ReviewedRecord = Record<string, unknown> & { id: number; review_status: number | null; review_reason?: string | null; updated_at?: number };

const REVIEW = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
const reviewSet = enums.review as Record<string, { label: string; color: string }>;

export interface ReviewedRecordFormProps {
  screen: CompiledScreen;
  endpoint: string;
  /** Unix seconds after which nothing can be changed; undefined: no deadline. */
  deadline?: number;
  /** Live view of what is being typed (previews). */
  onDataChange?: (data: Record<string, unknown>) => void;
  /** Shown beside the form on wide screens, under it on narrow ones (e.g. previews). */
  aside?: ReactNode;
  testId?: string;
}

export function ReviewedRecordForm({ screen, endpoint, deadline, onDataChange, aside, testId }: ReviewedRecordFormProps) {
  const intl = useIntl();
  const showTime = useShowTime();
  const [record, setRecord] = useState<ReviewedRecord | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  // The page's own clock: a deadline passing while the page is open is caught by the server.
  const [openedAt] = useState(() => Date.now() / 1000);
  const decision = useAtomValue(lastReviewDecisionAtom);
  // A decision about this screen (one record per exhibitor) loads the record again.
  const reloadOn = decision?.screen === screen.descriptor.id ? decision : null;

  useEffect(() => {
    let live = true;
    http.get<ReviewedRecord | null>(endpoint).then(
      (data) => { if (live) { setRecord(data); setFailed(false); } },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [endpoint, reloadOn]);

  useEffect(() => { if (record) onDataChange?.(record); }, [record, onDataChange]);

  const status = record?.review_status ?? null;
  const badge = status === null ? undefined : reviewSet[String(status)];
  const pastDeadline = deadline !== undefined && openedAt > deadline;
  const underReview = status === REVIEW.PENDING;

  const submit = async (data: Record<string, unknown>) => {
    const saved = await http.put<ReviewedRecord>(endpoint, data);
    setRecord(saved);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'review.submitted' }), closable: true });
  };

  const deadlineText = deadline === undefined ? '' : showTime.dateTime(deadline);

  return (
    <Card.Root data-testid={testId}>
      <Card.Body gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Heading as="h2" size="lg"><FormattedMessage id={screen.descriptor.title} /></Heading>
          {badge && (
            <Badge colorPalette={badge.color} size="lg" data-testid="review-status">
              <FormattedMessage id={badge.label} />
            </Badge>
          )}
        </HStack>

        {deadline !== undefined && (
          <Text color={pastDeadline ? 'red.600' : 'gray.600'} fontSize="sm" data-testid="deadline">
            <FormattedMessage id={pastDeadline ? 'review.deadline.passed' : 'review.deadline.until'} values={{ deadline: deadlineText }} />
          </Text>
        )}

        {pastDeadline ? (
          <Notice status="warning" title="review.state.closed" testId="review-closed" />
        ) : status === REVIEW.REJECTED ? (
          <Notice status="error" title="review.state.rejected" testId="review-rejected">
            <Text fontWeight="medium" data-testid="review-reason">{record?.review_reason}</Text>
          </Notice>
        ) : underReview ? (
          <Notice status="info" title="review.state.pending" testId="review-pending" />
        ) : status === REVIEW.APPROVED ? (
          <Notice status="success" title="review.state.approved" testId="review-approved" />
        ) : null}

        {failed ? (
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
                  formData={record}
                  recordKey={record?.id ?? 'new'}
                  disabled={pastDeadline}
                  readonly={!pastDeadline && underReview}
                  submitLabel={status === null ? 'review.submit' : 'review.resubmit'}
                  onDataChange={onDataChange}
                  onSubmit={submit}
                />
              </ScreenEngine>
            </Stack>
            {aside && <Stack width={{ base: '100%', xl: '380px' }} flexShrink={0} position={{ xl: 'sticky' }} top="4">{aside}</Stack>}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Notice({ status, title, testId, children }: { status: 'info' | 'warning' | 'error' | 'success'; title: string; testId: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id={title} /></Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
