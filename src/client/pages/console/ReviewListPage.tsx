/**
 * The console's reviews: one reviewed screen at a time (the tabs, each with how many wait), every exhibitor's records of it
 * drawn from the screen's own descriptor as staff see it — whose each record is, the screen's filters,
 * sorting and export, oldest change first — and following new submissions live.
 */
import { Box, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SchemaTable } from '../../../engine';
import { CountTabList, useInboxChanges } from '../../features/console';
import {
  isReviewedScreen, REVIEWED_SCREENS, reviewDetailPath, reviewListPath, staffPathOf, useStaffScreen, useWaitingReviews, type ReviewedScreen,
} from '../../features/review';
import { ScreenEngine } from '../../features/screens';

export function ReviewListPage() {
  const [params] = useSearchParams();
  const requested = params.get('screen');
  const screen: ReviewedScreen = isReviewedScreen(requested) ? requested : 'company';
  const compiled = useStaffScreen(screen);
  const navigate = useNavigate();
  const changes = useInboxChanges();
  const intl = useIntl();
  const waiting = useWaitingReviews(changes);

  return (
    <ScreenEngine>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.reviews" /></Heading>
            <Text color="fg.muted"><FormattedMessage id="console.reviews.intro" /></Text>
          </Stack>
          <Tabs.Root value={screen} onValueChange={(details) => navigate(reviewListPath(details.value as ReviewedScreen))} variant="line" data-testid="review-screens">
            <CountTabList label={intl.formatMessage({ id: 'console.reviews.screens' })} countLabel={(count) => intl.formatMessage({ id: 'console.reviews.waitingCount' }, { count })} tabs={REVIEWED_SCREENS.map((id) => ({
              value: id, label: <FormattedMessage id={`console.screen.${id}`} />, count: waiting[id], testId: `review-screen-${id}`,
            }))} />
            {/* The chosen screen's list is its tab's panel, the one the tab names in aria-controls. */}
            <Tabs.Content value={screen} pt="5">
            {compiled ? (
              <SchemaTable
                key={screen}
                descriptor={compiled.descriptor}
                endpoint={staffPathOf(screen)}
                reloadKey={changes}
                testId="review-list"
                onAction={(action, row) => { if (action === 'review') navigate(reviewDetailPath(screen, Number(row.id))); }}
              />
            ) : <Skeleton height="40" />}
            </Tabs.Content>
          </Tabs.Root>
        </Stack>
      </Box>
    </ScreenEngine>
  );
}
