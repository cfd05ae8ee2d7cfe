/** A white panel of a ticket screen, opened by a heading (the screen's title, or a section's) and, if given, a line saying what it holds. */
import type { ReactNode } from 'react';
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function TicketPanel({ title, intro, level = 'screen', children }: { title: string; intro?: string; level?: 'screen' | 'section'; children: ReactNode }) {
  const screen = level === 'screen';
  return (
    <Box bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }}>
      <Stack gap="1" mb="4">
        <Heading as={screen ? 'h1' : 'h2'} size={screen ? 'xl' : 'md'} data-testid={screen ? 'page-title' : undefined}><FormattedMessage id={title} /></Heading>
        {intro ? <Text color="fg.muted" fontSize="sm"><FormattedMessage id={intro} /></Text> : null}
      </Stack>
      {children}
    </Box>
  );
}
