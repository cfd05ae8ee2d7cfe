/**
 * /ticketBoothManagement/ticketBooth/detailsList: every booth ticket with its holder (bind, edit,
 * share, batch binding), and unbinding for an account that may order it (authority 8 for a sub-account).
 */
import { useAtomValue } from 'jotai';
import { permitsAtom } from '../../features/session/session-state';
import { BOOTH_TICKETS, TicketKindProvider } from '../../features/tickets/ticket-kind';
import { TicketDetails } from '../../features/tickets/TicketDetails';
import { UnbindDialog } from '../../features/unbind/UnbindDialog';

export function TicketDetailsPage() {
  const mayUnbind = useAtomValue(permitsAtom)('unbindOrders');
  return <TicketKindProvider kind={BOOTH_TICKETS}><TicketDetails unbind={mayUnbind ? UnbindDialog : undefined} /></TicketKindProvider>;
}
