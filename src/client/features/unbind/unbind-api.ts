/** Unbind orders (src/shared/tickets.ts UnbindApi): the calls and the screen's path. */
import { UnbindApi, type UnbindConfig, type UnbindOrder } from '../../../shared/tickets';
import { http } from '../../app/http';

export const UNBIND_ORDER_PATH = '/unbindOrder/list';

export const fetchUnbindConfig = () => http.get<UnbindConfig>(UnbindApi.config);
export const createUnbindOrder = (ticketIds: number[]) => http.post<UnbindOrder>(UnbindApi.unbind, { ticket_ids: ticketIds });
export const fetchUnbindOrders = (query: Record<string, string | number>, signal?: AbortSignal) =>
  http.get<{ list: UnbindOrder[]; total: number }>(UnbindApi.orders, query, { signal });
export const fetchUnbindOrder = (id: number) => http.get<UnbindOrder>(UnbindApi.order(id));
export const cancelUnbindOrder = (id: number) => http.post<UnbindOrder>(UnbindApi.cancel(id));

/** Starts (or resumes) the payment and leaves for the provider's checkout. */
export async function goToCheckout(orderId: number): Promise<void> {
  const { checkout_url: url } = await http.post<{ checkout_url: string }>(UnbindApi.pay(orderId));
  window.location.assign(url);
}

/** What an unbind of `count` tickets costs and whether it is allowed now. */
export function unbindQuote(config: UnbindConfig, count: number, nowSeconds: number): { total: number; allowed: boolean; reason?: 'closed' | 'window' | 'remaining' } {
  const total = config.fee * count;
  if (!config.open) return { total, allowed: false, reason: 'closed' };
  if (nowSeconds < config.window.starts_at || nowSeconds > config.window.ends_at) return { total, allowed: false, reason: 'window' };
  if (count > config.remaining) return { total, allowed: false, reason: 'remaining' };
  return { total, allowed: true };
}
