import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { StatusScreen } from './StatusScreen';

/**
 * Last line of defence for a screen that failed to load (its chunk after a deploy, or its data).
 * The request layer has shown any server message already; this only offers a way out.
 */
export function RouteError() {
  return (
    <StatusScreen
      code="!"
      titleId="route.error"
      bodyId="error.route.body"
      action={
        <Button colorPalette="brand" onClick={() => window.location.reload()}>
          <FormattedMessage id="error.reload" />
        </Button>
      }
    />
  );
}
