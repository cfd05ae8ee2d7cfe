import type { ListData, ProtocolDetail, ProtocolStatus, ProtocolSummary } from '../../../shared/api';
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
