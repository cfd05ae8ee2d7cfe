import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { StatusScreen } from '../../components/StatusScreen';

export function NotFoundPage() {
  return (
    <StatusScreen
      code="404"
      titleId="route.notFound"
      bodyId="error.notFound.body"
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
