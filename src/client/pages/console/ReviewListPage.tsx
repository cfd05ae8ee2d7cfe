/**
 * The console's reviews: one reviewed screen at a time (the tabs), every exhibitor's records of it
 * drawn from the screen's own descriptor as staff see it — whose each record is, the screen's filters,
 * sorting and export, oldest change first — and following new submissions live.
 */
import { Box, Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { SchemaTable } from '../../../engine';
import { useInboxChanges } from '../../features/console';
import {
  isReviewedScreen, REVIEWED_SCREENS, reviewDetailPath, reviewListPath, staffPathOf, useStaffScreen, type ReviewedScreen,
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

  return (
    <ScreenEngine>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id="route.console.reviews" /></Heading>
            <Text color="fg.muted"><FormattedMessage id="console.reviews.intro" /></Text>
          </Stack>
          <HStack as="nav" wrap="wrap" gap="2" aria-label={intl.formatMessage({ id: 'console.reviews.screens' })} data-testid="review-screens">
            {REVIEWED_SCREENS.map((id) => (
              <Button key={id} asChild size="sm" variant={id === screen ? 'solid' : 'outline'} colorPalette="brand">
                <RouterLink to={reviewListPath(id)} aria-current={id === screen ? 'page' : undefined} data-testid={`review-screen-${id}`}>
                  <FormattedMessage id={`console.screen.${id}`} />
                </RouterLink>
              </Button>
            ))}
          </HStack>
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
        </Stack>
      </Box>
    </ScreenEngine>
  );
}
