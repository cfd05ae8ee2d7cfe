import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** Shown while a screen's code or data is on its way. */
export function PageSpinner() {
  const intl = useIntl();
  return (
    <Center minH="60vh" data-testid="page-spinner" role="status" aria-label={intl.formatMessage({ id: 'common.loading' })}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
    </Center>
  );
}
