/**
 * Loaders of the agreement screens. The list's filter and page live in the URL, so reload and back
 * keep them. A failed call does not fail the screen: its message is on screen already, and the
 * page offers a retry.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ListData, ProtocolDetail, ProtocolStatus, ProtocolSummary } from '../../../shared/api';
import { ApiError, isCancelled } from '../../../runtime/http';
import { fetchProtocol, fetchProtocols, type ProtocolListQuery } from '../../features/protocols/protocol-api';

export const PROTOCOL_PAGE_SIZE = 20;

export interface ProtocolListData {
  query: ProtocolListQuery;
  data: ListData<ProtocolSummary> | null;
}

const STATUSES: readonly string[] = ['confirmed', 'pending'] satisfies ProtocolStatus[];

export function listQueryOf(search: URLSearchParams): ProtocolListQuery {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: PROTOCOL_PAGE_SIZE,
    ...(status && STATUSES.includes(status) ? { status: status as ProtocolStatus } : {}),
  };
}

export async function protocolListLoader({ request }: LoaderFunctionArgs): Promise<ProtocolListData> {
  const query = listQueryOf(new URL(request.url).searchParams);
  try {
    return { query, data: await fetchProtocols(query, request.signal) };
  } catch (error) {
    if (isCancelled(error)) throw error;
    return { query, data: null };
  }
}

export interface ProtocolDetailData {
  /** null: no such agreement, or it could not be loaded (see failed). */
  protocol: ProtocolDetail | null;
  /** The call failed for another reason than a missing agreement: a retry may help. */
  failed: boolean;
}

/** The agreement's id from `?id=N`; anything else names no agreement. */
export function protocolIdOf(search: URLSearchParams): number | null {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function protocolDetailLoader({ request }: LoaderFunctionArgs): Promise<ProtocolDetailData> {
  const id = protocolIdOf(new URL(request.url).searchParams);
  if (id === null) return { protocol: null, failed: false };
  try {
    return { protocol: await fetchProtocol(id, request.signal), failed: false };
  } catch (error) {
    if (isCancelled(error)) throw error;
    return { protocol: null, failed: !(error instanceof ApiError && error.status === 404) };
  }
}
