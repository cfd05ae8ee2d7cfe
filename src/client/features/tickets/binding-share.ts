import type { TicketAllocation } from '../../../shared/tickets';

export interface BindingShare {
  /** The allocation's tickets (claimed or issued), by status summed. */
  total: number;
  bound: number;
  /** Unbound, failed, and unbound again after binding. */
  notBound: number;
  /** Bound in whole percent; 0 without tickets. */
  percent: number;
}

/** How many of an allocation's tickets are bound to a holder and how many are not. */
export function bindingShare(allocation: TicketAllocation): BindingShare {
  const { unbound, failed, bound, unbound_ok: unboundOk } = allocation.counts;
  const total = unbound + failed + bound + unboundOk;
  return { total, bound, notBound: total - bound, percent: total > 0 ? Math.round((bound / total) * 100) : 0 };
}
