/**
 * The review state of one record as its pages show it: a badge (the schemas/enums.json set of the
 * review states) and a notice saying what the state means — the organiser's reason when rejected.
 */
import type { ReactNode } from 'react';
import { Alert, Badge, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import enums from '../../../../schemas/enums.json';
import type { EnumSets } from '../../../shared/descriptor';
import { Review, REVIEW_SET } from '../../../shared/resources';

const reviewSet = (enums as EnumSets)[REVIEW_SET]!;

/** `notStarted`: a record nothing was submitted for yet reads "Not started" rather than nothing. */
export function ReviewBadge({ status, notStarted = false }: { status: number | null | undefined; notStarted?: boolean }) {
  const entry = status === null || status === undefined ? undefined : reviewSet[String(status)];
  if (!entry && notStarted && (status === null || status === undefined)) {
    return (
      <Badge colorPalette="gray" variant="outline" size="lg" data-testid="review-status" data-status="not-started">
        <FormattedMessage id="review.state.notStarted" />
      </Badge>
    );
  }
  if (!entry) return null;
  return (
    <Badge colorPalette={entry.color} size="lg" data-testid="review-status">
      <FormattedMessage id={entry.label} />
    </Badge>
  );
}

export function ReviewNotice({ status, reason }: { status: number | null | undefined; reason?: string | null }) {
  if (status === Review.REJECTED) {
    return (
      <Notice status="error" title="review.state.rejected" testId="review-rejected">
        <Text fontWeight="medium" whiteSpace="pre-wrap" data-testid="review-reason">{reason}</Text>
      </Notice>
    );
  }
  if (status === Review.PENDING) return <Notice status="info" title="review.state.pending" testId="review-pending" />;
  if (status === Review.APPROVED) return <Notice status="success" title="review.state.approved" testId="review-approved" />;
  return null;
}

function Notice({ status, title, testId, children }: { status: 'info' | 'error' | 'success'; title: string; testId: string; children?: ReactNode }) {
  return (
    <Alert.Root status={status} data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id={title} /></Alert.Title>
        {children ? <Alert.Description>{children}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
