import { Box, HStack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

interface BrandMarkProps {
  titleHideBelow?: 'sm' | 'md';
  /** 'dark' sits on the dark sidebar. */
  tone?: 'light' | 'dark';
  /** The mark alone, for the collapsed sidebar. */
  compact?: boolean;
}

/** The product's mark and title, as on the login page and atop the sidebar. */
export function BrandMark({ titleHideBelow, tone = 'light', compact = false }: BrandMarkProps) {
  return (
    <HStack gap="2.5" minW="0">
      <Box
        aria-hidden
        flexShrink={0}
        w="8"
        h="8"
        rounded="lg"
        // A flat fill: a gradient here would inherit the page background's --gradient-via stop.
        bg="brand.solid"
        display="grid"
        placeItems="center"
        color="white"
        fontWeight="bold"
        fontSize="sm"
      >
        EX
      </Box>
      {compact ? (
        <Text as="span" srOnly><FormattedMessage id="app.title" /></Text>
      ) : (
        // In the sidebar's fixed width a long title takes a second line rather than being cut.
        <Text fontWeight="semibold" color={tone === 'dark' ? 'white' : 'gray.800'} hideBelow={titleHideBelow} data-testid="product-title"
          {...(tone === 'dark' ? { lineClamp: 2, lineHeight: 'short' } : { truncate: true })}>
          <FormattedMessage id="app.title" />
        </Text>
      )}
    </HStack>
  );
}
