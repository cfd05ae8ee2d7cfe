import { Flex, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ExpoHeading } from '../../features/expo/ExpoHeading';
import { useExpoConfig } from '../../features/expo/use-expo-config';
import { FORGET_PATH, withRedirect } from '../account/account-paths';
import { PublicCard } from '../account/PublicCard';
import { CodeLoginForm } from './CodeLoginForm';
import { LoginForm } from './LoginForm';
import { LoginModeSwitch, type LoginMode } from './LoginModeSwitch';

export function LoginPage() {
  const expo = useExpoConfig();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<LoginMode>('password');
  return (
    <PublicCard
      titleId="route.login"
      subtitle={<FormattedMessage id="login.subtitle" />}
      heading={<ExpoHeading state={expo} />}
    >
      <Stack gap="5">
        <LoginModeSwitch mode={mode} onChange={setMode} />
        {mode === 'password' ? <LoginForm /> : <CodeLoginForm />}
        <Flex justify="flex-end">
          <ChakraLink asChild colorPalette="blue" fontSize="sm" data-testid="forgot-password">
            <Link to={withRedirect(FORGET_PATH, searchParams.get('redirect'))}>
              <FormattedMessage id="login.forgot" />
            </Link>
          </ChakraLink>
        </Flex>
      </Stack>
    </PublicCard>
  );
}
