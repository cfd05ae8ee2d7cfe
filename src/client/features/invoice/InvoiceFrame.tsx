/** The white panel each invoice page sits in, and a titled section of one. */
import type { ReactNode } from 'react';
import { Box, Heading, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function InvoiceFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Stack gap="5" bg="white" borderWidth="1px" borderColor="gray.200" rounded="lg" p={{ base: '4', md: '6' }} data-testid={testId}>
      {children}
    </Stack>
  );
}

export function Section({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <Box as="section" data-testid={testId} minW="0">
      <Heading as="h2" size="md" mb="3"><FormattedMessage id={title} /></Heading>
      {children}
    </Box>
  );
}
