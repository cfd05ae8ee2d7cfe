import { Box, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** The product's mark and title, as on the login page and the top bar. */
export function BrandMark({ titleHideBelow }: { titleHideBelow?: 'sm' | 'md' }) {
  return (
    <HStack gap="2.5" minW="0">
      <Box
        aria-hidden
        flexShrink={0}
        w="8"
        h="8"
        rounded="lg"
        // A flat fill: a gradient here would inherit the page background's --gradient-via stop.
        bg="blue.600"
        display="grid"
        placeItems="center"
        color="white"
        fontWeight="bold"
        fontSize="sm"
      >
        EX
      </Box>
      <Text fontWeight="semibold" color="gray.800" truncate hideBelow={titleHideBelow} data-testid="product-title">
        <FormattedMessage id="app.title" />
      </Text>
    </HStack>
  );
}
