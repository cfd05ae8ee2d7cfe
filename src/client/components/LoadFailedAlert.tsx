/** What a page or a dialog shows when what it reads could not be read: says so, and offers to try again. */
import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function LoadFailedAlert({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title flex="1"><FormattedMessage id="common.loadFailed" /></Alert.Title>
      <Button size="xs" variant="outline" onClick={onRetry}><FormattedMessage id="common.retry" /></Button>
    </Alert.Root>
  );
}
