import { Box, Card, Center, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSwitch } from '../../components/LanguageSwitch';

interface PublicCardProps {
  titleId: string;
  subtitle?: ReactNode;
  /** Above the card: the show's name on the login page. */
  heading?: ReactNode;
  children: ReactNode;
  /** Under the card body: links to the other ways in. */
  footer?: ReactNode;
}

/** The look of the login screen, shared by every public account page (login, forget, check, bind). */
export function PublicCard({ titleId, subtitle, heading, children, footer }: PublicCardProps) {
  return (
    <Flex direction="column" minH="100vh" bgGradient="to-br" gradientFrom="brand.subtle" gradientVia="white" gradientTo="cyan.50">
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <BrandMark />
        <LanguageSwitch />
      </Flex>

      <Center as="main" flex="1" px="4" py="8">
        <Stack gap="8" width="full" maxW="md" align="stretch">
          {heading}
          <Card.Root variant="elevated" shadow="lg" rounded="xl">
            <Card.Header pb="0">
              <Card.Title fontSize="xl" as="h1" data-testid="page-title">
                <FormattedMessage id={titleId} />
              </Card.Title>
              {subtitle && <Card.Description>{subtitle}</Card.Description>}
            </Card.Header>
            <Card.Body>{children}</Card.Body>
            {footer && <Card.Footer justifyContent="center" pt="0">{footer}</Card.Footer>}
          </Card.Root>
        </Stack>
      </Center>

      <Box as="footer" py="6" textAlign="center">
        <Text fontSize="xs" color="gray.500">
          <FormattedMessage id="login.footer" values={{ year: new Date().getFullYear(), title: <FormattedMessage id="app.title" /> }} />
        </Text>
      </Box>
    </Flex>
  );
}
