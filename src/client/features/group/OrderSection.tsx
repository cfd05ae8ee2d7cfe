/** A titled part of an order's page (the order, its history, its remittances), for the buyer and for staff alike. */
import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" size="md" mb="3"><FormattedMessage id={title} /></Heading>
      {children}
    </Box>
  );
}
