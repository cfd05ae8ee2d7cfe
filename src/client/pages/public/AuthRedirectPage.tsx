import { Button, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { handOffOAuthResult } from '../../../runtime/oauth-handoff';
import { SharedPageFrame } from '../../components/SharedPageFrame';
import { LOGIN_PATH } from '../../routes/paths';

/**
 * Where a third-party login window lands: the result goes to the portal window that opened it, then
 * this window closes. A browser keeps a window open that no script opened, so the page then says what
 * happened and offers the way back to login.
 */
export function AuthRedirectPage() {
  // Handing over is idempotent (one key, the same value), so a second render doing it again is harmless.
  const [handed] = useState(() => handOffOAuthResult(window.location.search, window.localStorage));
  const outcome = handed ? 'handed' : 'nothing';

  useEffect(() => {
    if (handed) window.close();
  }, [handed]);

  return (
    <SharedPageFrame titleId="route.authRedirect" maxW="md" testId="auth-redirect">
      <Text color="gray.700" data-testid="auth-redirect-outcome" data-outcome={outcome}>
        <FormattedMessage id={`authRedirect.${outcome}`} />
      </Text>
      <Button asChild colorPalette="brand" variant="outline" alignSelf="flex-start">
        <Link to={LOGIN_PATH}>
          <FormattedMessage id="route.backToLogin" />
        </Link>
      </Button>
    </SharedPageFrame>
  );
}
