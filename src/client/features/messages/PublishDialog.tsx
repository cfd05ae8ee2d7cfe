/**
 * Publishing the draft: what it changes and, while the check fails, what stops it (each problem
 * named on its message and language); once it passes, the note (schemas/message-publish.json) and
 * Publish. The check is asked again after a refusal: someone may have changed the draft meanwhile.
 */
import { useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import publishScreen from 'virtual:schema/message-publish';
import { FormattedMessage } from 'react-intl';
import { OrganiserMessagesApi, type MessageCheck, type PublishResult } from '../../../shared/messages';
import { SchemaForm } from '../../../engine';
import { FormDialog } from '../../components/FormDialog';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { useRecord } from '../screens';
import { publishDraft } from './messages-api';
import { MessageChanges } from './MessageChanges';
import { MessageId } from './MessageId';

export interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  onPublished: (result: PublishResult) => void;
}

export function PublishDialog({ open, onClose, onPublished }: PublishDialogProps) {
  // Read afresh each time the dialog opens: the draft is shared, someone may have changed it.
  const [opened, setOpened] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpened((n) => n + 1);
  }
  const { state, reload } = useRecord<MessageCheck>(open ? OrganiserMessagesApi.check.slice(1) : null, { refreshKey: opened, quiet: true });
  const check = state.phase === 'ready' ? state.record : null;
  const failed = state.phase === 'failed' || state.phase === 'missing';
  const [busy, setBusy] = useState(false);

  const publish = async (note: string) => {
    setBusy(true);
    try {
      onPublished(await publishDraft(note));
    } catch (error) {
      reload();
      throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} onClose={onClose} busy={busy} size="lg" title={<FormattedMessage id="messages.publish.title" />} testId="messages-publish-dialog">
      {failed ? (
        <LoadFailedAlert onRetry={reload} />
      ) : check === null ? <Skeleton height="24" /> : (
        <Stack gap="5">
          {check.problems.length > 0 ? (
            <Alert.Root status="error" data-testid="messages-publish-problems">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title><FormattedMessage id="messages.publish.problems" values={{ count: check.problems.length }} /></Alert.Title>
                <Alert.Description>
                  <Stack as="ul" gap="1" mt="1">
                    {check.problems.map((problem) => (
                      <Text as="li" key={`${problem.id}:${problem.locale}:${problem.code}`} fontSize="sm" overflowWrap="anywhere" data-testid="messages-publish-problem">
                        <MessageId as="span" fontSize="sm" id={problem.id} /> (<FormattedMessage id={`messages.lang.${problem.locale}`} />): {problem.message}
                      </Text>
                    ))}
                  </Stack>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          {check.changes.length === 0 ? <Text color="fg.muted"><FormattedMessage id="messages.publish.nothing" /></Text> : (
            <Stack gap="3">
              <Text fontWeight="medium"><FormattedMessage id="messages.publish.changes" values={{ count: check.changes.length }} /></Text>
              <MessageChanges changes={check.changes} />
            </Stack>
          )}
          {check.problems.length === 0 && check.changes.length > 0 ? (
            <SchemaForm
              screen={publishScreen}
              recordKey="draft"
              idPrefix="publish"
              submitLabel="messages.publish.submit"
              onSubmit={(data) => publish(String(data.note ?? '').trim())}
              actions={<Button variant="outline" onClick={onClose} disabled={busy}><FormattedMessage id="common.cancel" /></Button>}
            />
          ) : (
            <Button alignSelf="end" variant="outline" onClick={onClose}><FormattedMessage id="common.cancel" /></Button>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}
