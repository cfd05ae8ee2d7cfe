/**
 * The one thing a record's page says about where the record stands (an order awaiting payment, an
 * invoice being issued): an alert with a title and, below it, what follows. `value` is the state it
 * speaks of, for tests to read.
 */
import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export type NoticeTone = 'info' | 'warning' | 'error' | 'success';

export function PageNotice({ tone, title, description, testId, value }: {
  tone: NoticeTone; title: ReactNode; description?: ReactNode | undefined; testId: string; value: number | string;
}) {
  return (
    <Alert.Root status={tone} data-testid={testId} data-status={value}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {description ? <Alert.Description>{description}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
