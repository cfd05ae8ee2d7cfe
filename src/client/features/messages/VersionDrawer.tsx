/** One published version beside the history: its note, who published it and when, and what it changed. */
import { useState } from 'react';
import { CloseButton, Drawer, Heading, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { OrganiserMessagesApi, type MessageVersion } from '../../../shared/messages';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useShowTime } from '../../i18n/show-time';
import { useRecord } from '../screens';
import { MessageChanges } from './MessageChanges';

export function VersionDrawer({ version: current, onClose }: { version: number | null; onClose: () => void }) {
  // The last version stays drawn while the drawer slides away.
  const [version, setVersion] = useState(current);
  if (current !== null && current !== version) setVersion(current);
  const { state, reload } = useRecord<MessageVersion>(version === null ? null : OrganiserMessagesApi.version(version).slice(1), { quiet: true });
  const showTime = useShowTime();
  return (
    <Drawer.Root open={current !== null} onOpenChange={(event) => { if (!event.open) onClose(); }} placement="end" size="lg">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="message-version-drawer">
            <Drawer.Header pe="12">
              <Stack gap="1">
                <Drawer.Title asChild>
                  <Heading as="h2" size="lg"><FormattedMessage id="messages.diff.title" values={{ version }} /></Heading>
                </Drawer.Title>
                {state.phase === 'ready' ? (
                  <Text fontSize="sm" color="fg.muted">
                    {showTime.dateTime(state.record.published_at)} · {state.record.published_by ?? <FormattedMessage id="messages.history.unknown" />}
                  </Text>
                ) : null}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              {state.phase === 'loading' ? <Skeleton height="32" /> : null}
              {state.phase === 'failed' || state.phase === 'missing' ? (
                <LoadFailedAlert onRetry={reload} />
              ) : null}
              {state.phase === 'ready' ? (
                <Stack gap="4">
                  {state.record.note ? <Text whiteSpace="pre-wrap" data-testid="message-version-note">{state.record.note}</Text> : null}
                  {state.record.restores !== null ? (
                    <Text color="fg.muted"><FormattedMessage id="messages.history.restores" values={{ version: state.record.restores }} /></Text>
                  ) : null}
                  <MessageChanges changes={state.record.diff} />
                </Stack>
              ) : null}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild><CloseButton size="sm" /></Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
