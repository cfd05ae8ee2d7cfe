import { Box, Card, Center, Flex, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { BrandMark } from '../../components/BrandMark';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { ExpoHeading } from '../../features/expo/ExpoHeading';
import { useExpoConfig } from '../../features/expo/use-expo-config';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const expo = useExpoConfig();
  return (
    <Flex
      direction="column"
      minH="100vh"
      bgGradient="to-br"
      gradientFrom="blue.50"
      gradientVia="white"
      gradientTo="cyan.50"
    >
      <Flex as="header" justify="space-between" align="center" px={{ base: '4', md: '8' }} py="4">
        <BrandMark />
        <LanguageSwitch />
      </Flex>

      <Center as="main" flex="1" px="4" py="8">
        <Stack gap="8" width="full" maxW="md" align="stretch">
          <ExpoHeading state={expo} />
          <Card.Root variant="elevated" shadow="lg" rounded="xl">
            <Card.Header pb="0">
              <Card.Title fontSize="xl">
                <FormattedMessage id="route.login" />
              </Card.Title>
              <Card.Description>
                <FormattedMessage id="login.subtitle" />
              </Card.Description>
            </Card.Header>
            <Card.Body>
              <LoginForm />
            </Card.Body>
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
