/**
 * /groupManagement/ticketManagement/detailsList: the group tickets with their holders, bound as
 * booth tickets are (form, share link, batch from the Excel template). SPEC.md §2 gives group
 * tickets no bindLogList or logDetails screen, so the batch bindings (?view=batches) and one batch's
 * record (?batch=<id>) are views of this screen.
 */
import { useSearchParams } from 'react-router-dom';
import { BatchRecord } from '../../features/tickets/BatchRecord';
import { BindLogList } from '../../features/tickets/BindLogList';
import { positiveId } from '../../features/tickets/ticket-api';
import { GROUP_TICKETS, TicketKindProvider } from '../../features/tickets/ticket-kind';
import { TicketDetails } from '../../features/tickets/TicketDetails';

export function GroupTicketDetailsPage() {
  const [params] = useSearchParams();
  const batch = params.get('batch');
  return (
    <TicketKindProvider kind={GROUP_TICKETS}>
      {batch !== null ? <BatchRecord key={batch} id={positiveId(batch)} />
        : params.get('view') === 'batches' ? <BindLogList />
          : <TicketDetails key={params.get('allocation_id') ?? ''} />}
    </TicketKindProvider>
  );
}
