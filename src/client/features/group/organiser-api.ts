/**
 * The organiser's side of group buying (src/shared/group.ts OrganiserGroupApi): the calls the
 * console's remittance and group ticket screens make, and their paths.
 */
import {
  OrganiserGroupApi, type GroupAllocationInput, type GroupOrder, type GroupOrderDetail, type GroupProduct, type GroupProductInput,
  type VerifyDecision,
} from '../../../shared/group';
import type { ExportProgress } from '../../../shared/live';
import type { BoothTicket } from '../../../shared/tickets';
import { http } from '../../app/http';

export const CONSOLE_GROUP_ORDERS_PATH = '/organiser/group-orders';
export const consoleGroupOrderPath = (id: number): string => `${CONSOLE_GROUP_ORDERS_PATH}/detail?id=${id}`;
export const CONSOLE_GROUP_PRODUCTS_PATH = '/organiser/group-products';

type Query = Record<string, string | number>;
type ExportTask = Pick<ExportProgress, 'id' | 'name' | 'low'>;

const withQuery = (path: string, query: Query): string => {
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
};

export const fetchOrganiserOrders = (query: Query, signal?: AbortSignal) => http.get<{ list: GroupOrder[]; total: number }>(OrganiserGroupApi.orders, query, { signal });
export const startOrganiserOrderExport = (query: Query) => http.post<ExportTask>(withQuery(`${OrganiserGroupApi.orders}/export`, query));
/** `quiet`: the decision's dialog shows why it was refused. */
export const verifyRemittance = (id: number, decision: VerifyDecision, quiet = false) => http.post<GroupOrderDetail>(OrganiserGroupApi.verify(id), decision, { quiet });

export const fetchAllProducts = (signal?: AbortSignal) => http.get<{ list: GroupProduct[] }>(OrganiserGroupApi.products, undefined, { signal });
/** Quiet: the product's form shows a refusal on the field it names. */
export const saveProduct = (input: GroupProductInput, id?: number) =>
  (id === undefined ? http.post<GroupProduct>(OrganiserGroupApi.products, input, { quiet: true }) : http.put<GroupProduct>(OrganiserGroupApi.product(id), input, { quiet: true }));

/** Quiet: the allocation's form shows a refusal on the field it concerns. */
export const allocateGroupTickets = (input: GroupAllocationInput) => http.post<{ allocation_id: number }>(OrganiserGroupApi.allocation, input, { quiet: true });
export const fetchHoldings = (query: Query, signal?: AbortSignal) => http.get<{ list: BoothTicket[]; total: number }>(OrganiserGroupApi.tickets, query, { signal });
export const startHoldingsExport = (query: Query) => http.post<ExportTask>(withQuery(`${OrganiserGroupApi.tickets}/export`, query));
