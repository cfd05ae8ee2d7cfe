import { Box, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from './LanguageSwitch';

interface StatusScreenProps {
  /** Large figure at the top: 404, 401, ... */
  code: string;
  titleId: string;
  bodyId: string;
  action: ReactNode;
}

/** Full-page status message (404, 401, load failure) with the language switch still at hand. */
export function StatusScreen({ code, titleId, bodyId, action }: StatusScreenProps) {
  return (
    <Box minH="100vh" bg="gray.50" position="relative">
      <Box position="absolute" top="4" right="4">
        <LanguageSwitch size="xs" />
      </Box>
      <Center as="main" minH="100vh" px="6">
        <Stack gap="4" align="center" textAlign="center" maxW="md" data-testid="status-screen">
          <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden>
            {code}
          </Text>
          <Heading as="h1" size="xl">
            <FormattedMessage id={titleId} />
          </Heading>
          <Text color="gray.600">
            <FormattedMessage id={bodyId} />
          </Text>
          {action}
        </Stack>
      </Center>
    </Box>
  );
}
