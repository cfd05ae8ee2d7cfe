/** What a version changes (or would): each message and language with its text before and after. */
import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { MessageChange } from '../../../shared/messages';
import { MessageId } from './MessageId';

function Side({ label, text, tone }: { label: string; text: string | null; tone: 'red' | 'green' }) {
  return (
    <Box bg={`${tone}.50`} borderLeftWidth="3px" borderColor={`${tone}.400`} px="2" py="1" rounded="sm" minW="0" data-testid={`change-${tone === 'red' ? 'before' : 'after'}`}>
      <Text fontSize="xs" color="fg.muted"><FormattedMessage id={label} /></Text>
      <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere" textDecoration={tone === 'red' ? 'line-through' : undefined}>
        {text ?? <FormattedMessage id="messages.cell.none" />}
      </Text>
    </Box>
  );
}

export function MessageChanges({ changes }: { changes: readonly MessageChange[] }) {
  return (
    <Stack gap="3" data-testid="message-changes">
      {changes.map((change) => (
        <Stack key={`${change.id}:${change.locale}`} gap="1.5" data-testid="message-change" data-id={change.id} data-locale={change.locale}>
          <HStack gap="2" wrap="wrap">
            <MessageId id={change.id} />
            <Badge size="sm"><FormattedMessage id={`messages.lang.${change.locale}`} /></Badge>
          </HStack>
          <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
            <Side label="messages.diff.before" text={change.before} tone="red" />
            <Side label="messages.diff.after" text={change.after} tone="green" />
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
