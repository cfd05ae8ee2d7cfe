import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusScreen } from '../../components/StatusScreen';

export function UnauthorizedPage() {
  return (
    <StatusScreen
      code="401"
      titleId="route.unauthorized"
      bodyId="error.unauthorized.body"
      action={
        <Button asChild colorPalette="blue">
          <Link to="/">
            <FormattedMessage id="common.backHome" />
          </Link>
        </Button>
      }
    />
  );
}
