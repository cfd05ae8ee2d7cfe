/**
 * The frame of every console page: a white card with the page's title (the route's message id), a
 * line on what the page is for, the page's own buttons on the right, and the engine's services
 * around it all (dialogs and drawers the page opens included).
 */
import type { ReactNode } from 'react';
import { Box, ButtonPropsProvider, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ScreenEngine } from '../screens';

export interface ConsolePageProps {
  titleId: string;
  intro?: ReactNode;
  /** Buttons beside the title (publish, refresh). */
  actions?: ReactNode;
  children: ReactNode;
  /** Drawn outside the card: the page's dialogs and drawers. */
  overlays?: ReactNode;
}

export function ConsolePage({ titleId, intro, actions, children, overlays }: ConsolePageProps) {
  return (
    <ScreenEngine>
      <Box bg="white" borderWidth="1px" borderRadius="md" p={{ base: '4', md: '6' }}>
        <Stack gap="5">
          <HStack justify="space-between" align="start" wrap="wrap" gap="3">
            <Stack gap="1">
              <Heading as="h1" size="xl" data-testid="page-title"><FormattedMessage id={titleId} /></Heading>
              {intro ? <Text color="fg.muted">{intro}</Text> : null}
            </Stack>
            {/* The header's buttons are all one size, the toolbars' (sm), whatever a page gives. */}
            {actions ? <ButtonPropsProvider value={{ size: 'sm' }}>{actions}</ButtonPropsProvider> : null}
          </HStack>
          {children}
        </Stack>
      </Box>
      {overlays}
    </ScreenEngine>
  );
}
