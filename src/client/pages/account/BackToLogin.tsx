import { Link as ChakraLink } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { loginPathWithRedirect } from './account-paths';

/** The way back to the login page, keeping where the user wanted to go. */
export function BackToLogin() {
  const [searchParams] = useSearchParams();
  return (
    <ChakraLink asChild colorPalette="brand" fontSize="sm" data-testid="back-to-login">
      <Link to={loginPathWithRedirect(searchParams.get('redirect'))}>
        <FormattedMessage id="route.backToLogin" />
      </Link>
    </ChakraLink>
  );
}
