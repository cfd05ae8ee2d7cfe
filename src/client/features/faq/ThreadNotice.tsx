/** What a thread drawer says while its thread is not there: loading, gone, or unreadable. */
import { Alert, Skeleton } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function ThreadNotice({ phase }: { phase: 'loading' | 'missing' | 'failed' }) {
  if (phase === 'loading') return <Skeleton height="60" />;
  const missing = phase === 'missing';
  return (
    <Alert.Root status={missing ? 'warning' : 'error'}>
      <Alert.Indicator />
      <Alert.Title><FormattedMessage id={missing ? 'faq.error.not_found' : 'common.loadFailed'} /></Alert.Title>
    </Alert.Root>
  );
}
