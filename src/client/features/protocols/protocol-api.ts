import type {
  ListData, OrganiserProtocol, ProtocolConfirmations, ProtocolDetail, ProtocolInput, ProtocolStatus, ProtocolSummary,
} from '../../../shared/api';
import { http } from '../../app/http';

const ENDPOINT = 'v4/exhibitor/protocol';

export const PROTOCOL_LIST_PATH = '/exhibitionMaterials/protocol/list';
export const protocolDetailPath = (id: number): string => `/exhibitionMaterials/protocol/detail?id=${id}`;

export interface ProtocolListQuery {
  page: number;
  limit: number;
  status?: ProtocolStatus;
}

export function fetchProtocols(query: ProtocolListQuery, signal?: AbortSignal): Promise<ListData<ProtocolSummary>> {
  const searchParams: Record<string, string | number> = { page: query.page, limit: query.limit };
  if (query.status) searchParams.status = query.status;
  return http.get<ListData<ProtocolSummary>>(ENDPOINT, searchParams, { signal });
}

export const fetchProtocol = (id: number, signal?: AbortSignal): Promise<ProtocolDetail> =>
  http.get<ProtocolDetail>(`${ENDPOINT}/${id}`, undefined, { signal });

/** Confirms for the whole exhibitor; answers the agreement with the (first) confirmation. */
export const confirmProtocol = (id: number): Promise<ProtocolDetail> =>
  http.post<ProtocolDetail>(`${ENDPOINT}/${id}/confirm`, { agreed: true });

/** The state a person reads off an agreement: confirmed, still to confirm, or closed unconfirmed. */
export type ProtocolState = 'confirmed' | 'pending' | 'closed';

export const protocolState = (protocol: Pick<ProtocolSummary, 'confirmed' | 'closed'>): ProtocolState =>
  protocol.confirmed ? 'confirmed' : protocol.closed ? 'closed' : 'pending';

/** Organiser staff: every agreement, newest first, with how many exhibitors confirmed it. */
export const fetchOrganiserProtocols = (query: { page: number; limit: number }, signal?: AbortSignal): Promise<ListData<OrganiserProtocol>> =>
  http.get<ListData<OrganiserProtocol>>('organiser/protocols', query, { signal });

/** Organiser staff: every exhibitor's state of one agreement, confirmed first; `status` narrows it. */
export const fetchConfirmations = (id: number, query: ProtocolListQuery, signal?: AbortSignal): Promise<ProtocolConfirmations> =>
  http.get<ProtocolConfirmations>(`organiser/protocols/${id}/confirmations`, { page: query.page, limit: query.limit, ...(query.status ? { status: query.status } : {}) }, { signal });

/** Organiser staff: publishes an agreement to every exhibitor (schemas/protocol.json). */
export const publishProtocol = (input: ProtocolInput): Promise<ProtocolDetail> => http.post<ProtocolDetail>('organiser/protocols', input);

/** Organiser staff: withdraws an agreement published by mistake, with its confirmations. */
export const withdrawProtocol = (id: number): Promise<null> => http.delete<null>(`organiser/protocols/${id}`);
