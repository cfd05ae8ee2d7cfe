import { Alert, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { BackToLogin } from './BackToLogin';

/** A step opened without the ticket of the step before (a new tab, an expired token): why, and the way back. */
export function MissingTicket({ titleId, bodyId }: { titleId: string; bodyId: string }) {
  return (
    <Stack gap="5" data-testid="missing-ticket">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id={titleId} /></Alert.Title>
          <Alert.Description><FormattedMessage id={bodyId} /></Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <BackToLogin />
    </Stack>
  );
}
