/**
 * One language of one message in the translators' table: the text as it would be published (the
 * draft's, marked, else the published one), what is published now and the file's text when they
 * differ, what is wrong with it — and, edited in place, a new text for the draft.
 */
import { useState } from 'react';
import { Badge, Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Locale } from '../../../shared/locale';
import { MESSAGE_MAX_LENGTH, type MessageCell } from '../../../shared/messages';

export interface MessageCellViewProps {
  id: string;
  locale: Locale;
  cell: MessageCell;
  /** Saves a text into the draft, or (null) takes the draft's out; rejects when refused (already shown). */
  onSave: (text: string | null) => Promise<unknown>;
}

export function MessageCellView({ id, locale, cell, onSave }: MessageCellViewProps) {
  const intl = useIntl();
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = cell.draft ?? cell.published;
  const tooLong = editing !== null && editing.length > MESSAGE_MAX_LENGTH;

  const save = async (text: string | null) => {
    setBusy(true);
    try {
      await onSave(text);
      setEditing(null);
    } catch {
      // The request layer said why; what was typed stays for another try.
    } finally {
      setBusy(false);
    }
  };

  if (editing !== null) {
    return (
      <Stack gap="2" data-testid={`message-cell-${locale}`} data-editing="true">
        <Textarea
          value={editing}
          onChange={(event) => setEditing(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey) && !tooLong) void save(editing);
            if (event.key === 'Escape') setEditing(null);
          }}
          autoresize
          minH="16"
          size="sm"
          autoFocus
          aria-label={intl.formatMessage({ id: 'messages.cell.label' }, { id, language: intl.formatMessage({ id: `messages.lang.${locale}` }) })}
          aria-invalid={tooLong || undefined}
          data-testid="message-text-input"
        />
        {tooLong ? <Text fontSize="xs" color="fg.error"><FormattedMessage id="messages.cell.tooLong" values={{ limit: MESSAGE_MAX_LENGTH }} /></Text> : null}
        <HStack gap="2" wrap="wrap">
          <Button size="xs" colorPalette="brand" loading={busy} disabled={tooLong} onClick={() => void save(editing)} data-testid="message-save">
            <FormattedMessage id="messages.cell.save" />
          </Button>
          <Button size="xs" variant="outline" disabled={busy} onClick={() => setEditing(null)} data-testid="message-cancel">
            <FormattedMessage id="messages.cell.cancel" />
          </Button>
          {cell.default !== null && editing !== cell.default ? (
            <Button size="xs" variant="ghost" disabled={busy} onClick={() => setEditing(cell.default)} data-testid="message-reset">
              <FormattedMessage id="messages.cell.reset" />
            </Button>
          ) : null}
        </HStack>
      </Stack>
    );
  }

  return (
    <Stack gap="1.5" data-testid={`message-cell-${locale}`} minW="0">
      <Box
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        {...(cell.draft !== null ? { bg: 'yellow.50', borderLeftWidth: '3px', borderColor: 'yellow.400', px: '2', py: '1', rounded: 'sm' } : {})}
        data-testid={cell.draft !== null ? 'message-draft' : 'message-text'}
      >
        {cell.draft !== null ? <Badge size="sm" colorPalette="yellow" me="2"><FormattedMessage id="messages.flag.draft" /></Badge> : null}
        {shown === null ? <Text as="span" color="fg.muted"><FormattedMessage id="messages.cell.none" /></Text> : shown}
      </Box>
      {cell.draft !== null ? (
        <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="message-published">
          <FormattedMessage id="messages.cell.published" />{cell.published ?? intl.formatMessage({ id: 'messages.cell.none' })}
        </Text>
      ) : null}
      {cell.default !== null && cell.published !== cell.default ? (
        <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="message-file">
          <FormattedMessage id="messages.cell.file" values={{ text: cell.default }} />
        </Text>
      ) : null}
      {cell.problems.map((problem) => (
        <Text key={`${problem.code}:${problem.message}`} fontSize="xs" color="fg.error" overflowWrap="anywhere" data-testid="message-problem" data-code={problem.code}>
          {problem.message}
        </Text>
      ))}
      <HStack gap="1" wrap="wrap">
        <Button size="2xs" variant="outline" onClick={() => setEditing(shown ?? '')} data-testid="message-edit">
          <FormattedMessage id="messages.cell.edit" />
        </Button>
        {cell.draft !== null ? (
          <Button size="2xs" variant="ghost" loading={busy} onClick={() => void save(null)} data-testid="message-undo">
            <FormattedMessage id="messages.cell.undo" />
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
