import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusScreen } from '../../components/StatusScreen';

/** A status page (404, 401) with the way back to the account's home screen. */
function ErrorPage({ code, titleId, bodyId }: { code: string; titleId: string; bodyId: string }) {
  return (
    <StatusScreen
      code={code}
      titleId={titleId}
      bodyId={bodyId}
      action={
        <Button asChild colorPalette="brand">
          <Link to="/">
            <FormattedMessage id="common.backHome" />
          </Link>
        </Button>
      }
    />
  );
}

export const NotFoundPage = () => <ErrorPage code="404" titleId="route.notFound" bodyId="error.notFound.body" />;
export const UnauthorizedPage = () => <ErrorPage code="401" titleId="route.unauthorized" bodyId="error.unauthorized.body" />;
