import { Flex, Link as ChakraLink, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { ExpoHeading } from '../../features/expo/ExpoHeading';
import { useExpoConfig } from '../../features/expo/use-expo-config';
import { FORGET_PATH, withRedirect } from '../account/account-paths';
import { PublicCard } from '../account/PublicCard';
import { LoginForm } from './LoginForm';
import { LoginModeSwitch, type LoginMode } from './LoginModeSwitch';

// Its own chunk, fetched when the code tab is chosen: most logins are by password, and the login
// page's first load stays within its budget (npm run bench -- login).
const CodeLoginForm = lazy(async () => ({ default: (await import('./CodeLoginForm')).CodeLoginForm }));

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
        {mode === 'password' ? <LoginForm /> : <Suspense fallback={<Skeleton height="40" />}><CodeLoginForm /></Suspense>}
        <Flex justify="flex-end">
          <ChakraLink asChild colorPalette="brand" fontSize="sm" data-testid="forgot-password">
            <Link to={withRedirect(FORGET_PATH, searchParams.get('redirect'))}>
              <FormattedMessage id="login.forgot" />
            </Link>
          </ChakraLink>
        </Flex>
      </Stack>
    </PublicCard>
  );
}
