/**
 * /ticketShare?token=…: public, no login. The person a ticket was shared with sees the exhibitor and
 * the ticket type and binds the ticket to themselves with the holder form (the same schema as the
 * exhibitor's). A link that is unknown, used or past its time says so plainly.
 */
import { useEffect, useState } from 'react';
import { Alert, Badge, DataList, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import holderScreen from 'virtual:schema/booth-ticket-holder';
import type { HolderInput, SharedTicket } from '../../../shared/tickets';
import { SchemaForm } from '../../../engine';
import { SharedPageFrame } from '../../components/SharedPageFrame';
import { ScreenEngine } from '../../features/screens/ScreenEngine';
import { useLocalized } from '../../features/tickets/localized';
import { bindSharedTicket, fetchSharedTicket } from '../../features/tickets/ticket-api';
import { timeText } from '../../i18n/show-time';

type State = { phase: 'loading' } | { phase: 'invalid' } | { phase: 'failed' } | { phase: 'ready'; ticket: SharedTicket } | { phase: 'bound'; ticket: SharedTicket };

export function TicketSharePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <SharedPageFrame titleId="ticketPage.shared.title" maxW="lg" testId="ticket-share">
      {token ? <ShareContent key={token} token={token} /> : <Invalid />}
    </SharedPageFrame>
  );
}

function ShareContent({ token }: { token: string }) {
  const intl = useIntl();
  const pick = useLocalized();
  const [state, setState] = useState<State>({ phase: 'loading' });

  useEffect(() => {
    let live = true;
    fetchSharedTicket(token).then(
      (ticket) => { if (live) setState({ phase: 'ready', ticket }); },
      (error: unknown) => {
        if (!live) return;
        const status = (error as { status?: number }).status;
        // The server refuses an unknown, used or expired link; only a network failure is "try again".
        setState({ phase: status && status >= 400 && status < 500 ? 'invalid' : (error as { code?: number }).code ? 'invalid' : 'failed' });
      },
    );
    return () => { live = false; };
  }, [token]);

  if (state.phase === 'loading') return <Skeleton height="80" />;
  if (state.phase === 'invalid') return <Invalid />;
  if (state.phase === 'failed') {
    return <Alert.Root status="error"><Alert.Indicator /><Alert.Title><FormattedMessage id="common.loadFailed" /></Alert.Title></Alert.Root>;
  }
  const { ticket } = state;
  const summary = (
    <DataList.Root orientation="horizontal" size="sm" data-testid="share-summary">
      <DataList.Item>
        <DataList.ItemLabel><FormattedMessage id="ticketPage.shared.exhibitor" /></DataList.ItemLabel>
        <DataList.ItemValue data-testid="share-exhibitor">{pick(ticket.exhibitor_name, ticket.exhibitor_name_en)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel><FormattedMessage id="ticketPage.col.type" /></DataList.ItemLabel>
        <DataList.ItemValue data-testid="share-type">{pick(ticket.type_name, ticket.type_name_en)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel><FormattedMessage id="ticketPage.col.ticketNo" /></DataList.ItemLabel>
        <DataList.ItemValue><Badge variant="outline" fontFamily="mono">{ticket.ticket_no}</Badge></DataList.ItemValue>
      </DataList.Item>
      {state.phase === 'ready' ? (
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="ticketPage.shared.validUntil" /></DataList.ItemLabel>
          <DataList.ItemValue>{timeText(ticket.expires_at, intl.locale)}</DataList.ItemValue>
        </DataList.Item>
      ) : null}
    </DataList.Root>
  );

  if (state.phase === 'bound') {
    return (
      <Stack gap="4">
        {summary}
        <Alert.Root status="success" data-testid="share-bound">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title><FormattedMessage id="ticketPage.shared.boundTitle" /></Alert.Title>
            <Alert.Description><FormattedMessage id="ticketPage.shared.boundBody" /></Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Stack>
    );
  }

  const submit = async (data: Record<string, unknown>) => {
    await bindSharedTicket(token, data as unknown as HolderInput);
    setState({ phase: 'bound', ticket });
  };

  return (
    <Stack gap="5">
      {summary}
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="ticketPage.shared.intro" /></Text>
      <ScreenEngine>
        <SchemaForm screen={holderScreen} recordKey={`share-${token.slice(0, 12)}`} submitLabel="ticketPage.shared.submit" onSubmit={submit} />
      </ScreenEngine>
    </Stack>
  );
}

function Invalid() {
  return (
    <Alert.Root status="warning" data-testid="share-invalid">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title><FormattedMessage id="ticketPage.shared.invalidTitle" /></Alert.Title>
        <Alert.Description><FormattedMessage id="ticketPage.shared.invalidBody" /></Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
