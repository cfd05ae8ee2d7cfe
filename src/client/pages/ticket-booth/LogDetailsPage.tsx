/** /ticketBoothManagement/ticketBooth/logDetails?id=<batch>: one batch binding of booth tickets. */
import { useSearchParams } from 'react-router-dom';
import { BatchRecord } from '../../features/tickets/BatchRecord';
import { positiveId } from '../../features/tickets/ticket-api';
import { BOOTH_TICKETS, TicketKindProvider } from '../../features/tickets/ticket-kind';

export function LogDetailsPage() {
  const [params] = useSearchParams();
  return <TicketKindProvider kind={BOOTH_TICKETS}><BatchRecord id={positiveId(params.get('id'))} /></TicketKindProvider>;
}
