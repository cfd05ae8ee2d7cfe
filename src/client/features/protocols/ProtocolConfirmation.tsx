/**
 * The foot of an agreement: what the exhibitor can do with it now.
 *
 *   confirmed           who confirmed for the company, and when
 *   closed, unconfirmed read-only, with the deadline that passed
 *   open                "I have read and agree" + Confirm, which asks once more before it sends
 */
import { useState } from 'react';
import { Alert, Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ProtocolDetail } from '../../../shared/api';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { confirmProtocol, fetchProtocol, protocolState } from './protocol-api';
import { useShowTime } from '../../i18n/show-time';

export interface ProtocolConfirmationProps {
  protocol: ProtocolDetail;
  /** The agreement's title in the active language. */
  title: string;
  onChange: (protocol: ProtocolDetail) => void;
}

export function ProtocolConfirmation({ protocol, title, onChange }: ProtocolConfirmationProps) {
  const showTime = useShowTime().dateTime;
  const [agreed, setAgreed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const state = protocolState(protocol);

  if (state === 'confirmed') {
    return (
      <Alert.Root status="success" data-testid="protocol-confirmed">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="protocol.confirmed.title" /></Alert.Title>
          <Alert.Description data-testid="protocol-confirmed-by">
            <FormattedMessage id="protocol.confirmed.by" values={{ name: protocol.confirmed_by ?? '', time: showTime(protocol.confirmed_at ?? 0) }} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (state === 'closed') {
    return (
      <Alert.Root status="warning" data-testid="protocol-closed">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title><FormattedMessage id="protocol.closed.title" /></Alert.Title>
          <Alert.Description>
            <FormattedMessage id="protocol.closed.body" values={{ deadline: showTime(protocol.confirm_by ?? 0) }} />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const confirm = async () => {
    setBusy(true);
    try {
      onChange(await confirmProtocol(protocol.id));
      setAsking(false);
    } catch {
      // The request layer showed why (e.g. the deadline passed while the page was open); show the
      // agreement as it is now.
      setAsking(false);
      try {
        onChange(await fetchProtocol(protocol.id));
      } catch {
        // Shown already.
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" borderTopWidth="1px" borderColor="gray.200" pt="5" data-testid="protocol-confirm-form">
      <Checkbox.Root checked={agreed} onCheckedChange={(details) => setAgreed(details.checked === true)} colorPalette="brand" alignItems="flex-start" data-testid="protocol-agree">
        <Checkbox.HiddenInput />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          <FormattedMessage id="protocol.agree" values={{ title }} />
        </Checkbox.Label>
      </Checkbox.Root>
      <HStack>
        <Button colorPalette="brand" disabled={!agreed} onClick={() => setAsking(true)} data-testid="protocol-confirm">
          <FormattedMessage id="protocol.confirm" />
        </Button>
      </HStack>

      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={<FormattedMessage id="protocol.confirmDialog.title" />}
        body={<FormattedMessage id="protocol.confirmDialog.body" values={{ title }} />}
        action={<FormattedMessage id="protocol.confirm" />}
        onConfirm={() => void confirm()}
        busy={busy}
        testId="protocol-confirm-dialog"
        actionTestId="protocol-confirm-ok"
      />
    </Stack>
  );
}
