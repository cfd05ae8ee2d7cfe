/** The ticket allocations of the page's kind (a group account's holdings), loaded once per screen and refreshed after a claim. */
import { useCallback, useEffect, useState } from 'react';
import type { TicketAllocation } from '../../../shared/tickets';
import { useTicketKind } from './ticket-kind';

export function useAllocations(): { allocations: TicketAllocation[] | null | undefined; reload: () => void; replace: (allocation: TicketAllocation) => void } {
  const [allocations, setAllocations] = useState<TicketAllocation[] | null | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const { fetchAllocations } = useTicketKind().calls;
  useEffect(() => {
    let live = true;
    fetchAllocations().then((data) => { if (live) setAllocations(data.list); }, () => { if (live) setAllocations(null); });
    return () => { live = false; };
  }, [version, fetchAllocations]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const replace = useCallback((allocation: TicketAllocation) =>
    setAllocations((list) => list?.map((item) => (item.id === allocation.id ? allocation : item))), []);
  return { allocations, reload, replace };
}
