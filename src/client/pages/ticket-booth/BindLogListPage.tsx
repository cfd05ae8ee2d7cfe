/** /ticketBoothManagement/ticketBooth/bindLogList: the booth tickets' batch bindings. */
import { BindLogList } from '../../features/tickets/BindLogList';
import { BOOTH_TICKETS, TicketKindProvider } from '../../features/tickets/ticket-kind';

export function BindLogListPage() {
  return <TicketKindProvider kind={BOOTH_TICKETS}><BindLogList /></TicketKindProvider>;
}
