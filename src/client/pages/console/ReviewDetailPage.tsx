/**
 * One submission under the organiser's review: drawn read-only from its screen's descriptor, with
 * every field changed since the organiser last approved it marked and its approved value beneath;
 * the catalogue with its previews as visitors and readers will see it. Staff approve it, or reject
 * it with the reason the exhibitor reads; the exhibitor's open page turns at once (live 10102).
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Review } from '../../../shared/resources';
import { SchemaDetails, type CompiledScreen } from '../../../engine';
import { toaster } from '../../app/toaster';
import { PageNotice } from '../../components/PageNotice';
import { CataloguePreview, type CatalogueDraft } from '../../features/catalogue/CataloguePreview';
import { RejectDialog, useInboxChanges } from '../../features/console';
import {
  decideReview, isReviewedScreen, ReviewBadge, reviewListPath, staffPathOf, useStaffScreen, type ReviewDecision, type ReviewedScreen, type StaffReviewRecord,
} from '../../features/review';
import { ScreenEngine, useRecord } from '../../features/screens';
import { useShowTime } from '../../i18n/show-time';

/** Shown above the fields rather than among them. */
const SHOWN_ABOVE = ['exhibitor_name', 'booth_no', 'review_status', 'review_reason'];

export function ReviewDetailPage() {
  const [params] = useSearchParams();
  const requested = params.get('screen');
  const screen: ReviewedScreen = isReviewedScreen(requested) ? requested : 'company';
  const id = Number(params.get('id'));
  const named = Number.isSafeInteger(id) && id > 0;
  const compiled = useStaffScreen(screen);
  // A resubmission while staff look at it is read again at once.
  const { state: read, reload } = useRecord<StaffReviewRecord>(named ? `${staffPathOf(screen)}/${id}` : null, { refreshKey: useInboxChanges() });
  // An address without a submission's id names none: said so, as for an id that does not exist.
  const state = named ? read : { phase: 'missing' as const };

  return (
    <ScreenEngine>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Button asChild variant="plain" size="sm" alignSelf="start" px="0">
            <RouterLink to={reviewListPath(screen)} data-testid="review-back">← <FormattedMessage id={`console.screen.${screen}`} /></RouterLink>
          </Button>
          {state.phase === 'missing' || state.phase === 'failed' ? (
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.reviews.detail" /></Heading>
          ) : null}
          {state.phase === 'missing' ? <PageNotice tone="warning" title={<FormattedMessage id="api.error.record_not_found" />} testId="review-missing" value="missing" /> : null}
          {state.phase === 'failed' ? <PageNotice tone="error" title={<FormattedMessage id="console.reviews.failed" />} testId="review-failed" value="failed" /> : null}
          {state.phase === 'loading' || !compiled ? <Skeleton height="60" /> : null}
          {state.phase === 'ready' && compiled ? <Submission screen={screen} compiled={compiled} record={state.record} onDecided={reload} /> : null}
        </Stack>
      </Box>
    </ScreenEngine>
  );
}

function Submission({ screen, compiled, record, onDecided }: { screen: ReviewedScreen; compiled: CompiledScreen; record: StaffReviewRecord; onDecided: () => void }) {
  const intl = useIntl();
  const showTime = useShowTime();
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const pending = record.review_status === Review.PENDING;
  const title = <FormattedMessage id={`console.screen.${screen}`} />;

  const decide = async (decision: ReviewDecision) => {
    setBusy(true);
    try {
      await decideReview(screen, record.id, decision);
      toaster.create({
        type: decision.decision === 'approve' ? 'success' : 'info',
        title: intl.formatMessage({ id: decision.decision === 'approve' ? 'console.reviews.approved' : 'console.reviews.rejected' }, { exhibitor: record.exhibitor_name ?? '' }),
        closable: true,
      });
    } finally {
      setBusy(false);
      onDecided();
    }
  };

  return (
    <Stack gap="5" data-testid="review-detail" data-status={record.review_status ?? ''}>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="xl" data-testid="page-title">{title} · {record.exhibitor_name ?? '—'}</Heading>
          <Text color="fg.muted">
            <FormattedMessage id="console.reviews.meta" values={{ booth: record.booth_no ?? '—', time: showTime.dateTime(record.updated_at) }} />
          </Text>
        </Stack>
        <ReviewBadge status={record.review_status} />
      </HStack>

      {record.review_status === Review.REJECTED ? (
        <PageNotice tone="error" title={<FormattedMessage id="console.reviews.rejectedWith" />} description={record.review_reason} testId="review-reason" value="rejected" />
      ) : null}
      <ChangeSummary record={record} />

      {pending ? (
        <HStack gap="3" wrap="wrap" data-testid="review-actions">
          <Button colorPalette="green" loading={busy} onClick={() => void decide({ decision: 'approve' })} data-testid="review-approve">
            <FormattedMessage id="review.approve" />
          </Button>
          <Button colorPalette="red" variant="outline" disabled={busy} onClick={() => setRejecting(true)} data-testid="review-reject">
            <FormattedMessage id="review.reject.title" />
          </Button>
        </HStack>
      ) : null}

      {screen === 'catalogue' ? <CataloguePreview draft={record as CatalogueDraft} boothNo={record.booth_no ?? ''} descriptor={compiled.descriptor} /> : null}
      <SchemaDetails
        descriptor={compiled.descriptor}
        record={record}
        omit={SHOWN_ABOVE}
        {...(record.approved && record.changed_fields ? { changed: { fields: record.changed_fields, before: record.approved } } : {})}
      />

      <RejectDialog
        subject={rejecting ? { id: `${screen}-${record.id}`, title: <><FormattedMessage id="review.reject.title" /> · {title} · {record.exhibitor_name}</> } : null}
        onClose={() => setRejecting(false)}
        onReject={async (reason) => {
          await decide({ decision: 'reject', reason });
          setRejecting(false);
        }}
      />
    </Stack>
  );
}

/** What the reviewer should look at: everything (a first submission), nothing new, or the changed fields. */
function ChangeSummary({ record }: { record: StaffReviewRecord }) {
  const changed = record.changed_fields;
  if (changed === null) return <PageNotice tone="info" title={<FormattedMessage id="console.reviews.first" />} testId="review-changes" value="first" />;
  if (changed.length === 0) return <PageNotice tone="info" title={<FormattedMessage id="console.reviews.unchanged" />} testId="review-changes" value={0} />;
  return <PageNotice tone="warning" title={<FormattedMessage id="console.reviews.changed" values={{ count: changed.length }} />} testId="review-changes" value={changed.length} />;
}
