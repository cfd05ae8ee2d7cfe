/** Group buying (src/shared/group.ts GroupApi): the calls the group ticket screens make, and their paths. */
import {
  GroupApi, type BankDetails, type GroupOrder, type GroupOrderDetail, type GroupProduct, type RemittanceInput,
} from '../../../shared/group';
import { http } from '../../app/http';

export { groupOrderDetailPath } from '../../../shared/group';

const BASE = '/groupManagement/groupTicket';
export const GROUP_ORDER_LIST_PATH = `${BASE}/list`;
export const GROUP_BUY_PATH = `${BASE}/buy`;
export const groupPayPath = (id: number): string => `${BASE}/pay?id=${id}`;
export const groupRemitPath = (id: number): string => `${BASE}/remit?id=${id}`;

export interface OrderPage { list: GroupOrder[]; total: number }

export const fetchGroupProducts = (signal?: AbortSignal) => http.get<{ list: GroupProduct[] }>(GroupApi.products, undefined, { signal });
export const fetchGroupOrders = (query: Record<string, string | number>, signal?: AbortSignal) => http.get<OrderPage>(GroupApi.orders, query, { signal });
export const fetchBankDetails = (signal?: AbortSignal) => http.get<BankDetails>(GroupApi.bank, undefined, { signal });
export const placeGroupOrder = (ticketId: number, quantity: number) => http.post<GroupOrderDetail>(GroupApi.orders, { ticket_id: ticketId, quantity });
export const deferGroupOrder = (id: number) => http.post<GroupOrderDetail>(GroupApi.defer(id));
export const cancelGroupOrder = (id: number) => http.post<GroupOrderDetail>(GroupApi.cancel(id));
export const remitGroupOrder = (id: number, body: RemittanceInput) => http.post<GroupOrderDetail>(GroupApi.remit(id), body);

/** Starts the online payment and leaves for the provider's checkout, which comes back to the order's page. */
export async function payGroupOrderOnline(id: number): Promise<void> {
  const { checkout_url: url } = await http.post<{ checkout_url: string }>(GroupApi.pay(id));
  window.location.assign(url);
}
