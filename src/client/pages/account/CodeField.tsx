import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { SendCodeOutcome } from '../../../runtime/account-api';
import { CODE_LENGTH, CODE_TTL_SECONDS } from '../../../shared/accounts';
import { TextField } from './TextField';
import { useCountdown } from './use-countdown';

interface CodeFieldProps {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /**
   * Sends a code; resolves with the outcome, or null when nothing was sent (the account is not a
   * phone or e-mail: its field says so). Rejects when the server refused (already shown).
   */
  onSend: () => Promise<SendCodeOutcome | null>;
}

type Note = { kind: 'sent'; channel: 'sms' | 'email' } | { kind: 'already-sent' } | null;

/**
 * The code input with its send button. After a send, or an 11011 answer (a code sent a moment ago
 * is still valid), the button counts down the server's retry_after before it may be pressed again.
 */
export function CodeField({ value, error, onChange, onBlur, onSend }: CodeFieldProps) {
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const [sentOnce, setSentOnce] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const outcome = await onSend();
      if (!outcome) return;
      start(outcome.retryAfter);
      setSentOnce(true);
      setNote(outcome.kind === 'sent' ? { kind: 'sent', channel: outcome.channel } : { kind: 'already-sent' });
    } catch {
      // Shown by the request layer (a limit reached, an unknown account); the button stays usable.
    } finally {
      setSending(false);
    }
  };

  const button = (
    <Button
      type="button"
      size="lg"
      variant="outline"
      colorPalette="brand"
      minW="32"
      flexShrink={0}
      disabled={left > 0}
      loading={sending}
      onClick={() => void send()}
      data-testid="send-code"
    >
      {left > 0 ? (
        <FormattedMessage id="account.code.countdown" values={{ seconds: left }} />
      ) : (
        <FormattedMessage id={sentOnce ? 'account.code.resend' : 'account.code.send'} />
      )}
    </Button>
  );

  const helper = note ? (
    <Text as="span" color={note.kind === 'already-sent' ? 'orange.600' : 'green.700'} data-testid="code-note" data-kind={note.kind}>
      <FormattedMessage
        id={note.kind === 'already-sent' ? 'account.code.alreadySent' : note.channel === 'sms' ? 'account.code.sent.sms' : 'account.code.sent.email'}
        values={{ minutes: Math.round(CODE_TTL_SECONDS / 60) }}
      />
    </Text>
  ) : undefined;

  return (
    <TextField
      name="code"
      labelId="account.code"
      placeholderId="account.code.placeholder"
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={CODE_LENGTH}
      value={value}
      error={error}
      helper={helper}
      onChange={onChange}
      onBlur={onBlur}
      addon={button}
    />
  );
}
