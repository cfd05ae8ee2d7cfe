/**
 * Loaders of the agreement screens. The list's filter, page and page size live in the URL, so reload
 * and back keep them. A failed call does not fail the screen: its message is on screen already, and the
 * page offers a retry.
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ListData, ProtocolDetail, ProtocolStatus, ProtocolSummary } from '../../../shared/api';
import { ApiError, isCancelled } from '../../../runtime/http';
import { fetchProtocol, fetchProtocols, type ProtocolListQuery } from '../../features/protocols/protocol-api';

export const PROTOCOL_PAGE_SIZE = 20;
/** The largest page the server gives. */
const MAX_PAGE_SIZE = 100;

export interface ProtocolListData {
  query: ProtocolListQuery;
  data: ListData<ProtocolSummary> | null;
}

const STATUSES: readonly string[] = ['confirmed', 'pending'] satisfies ProtocolStatus[];

export function listQueryOf(search: URLSearchParams): ProtocolListQuery {
  const status = search.get('status');
  const page = Number(search.get('page'));
  const limit = Number(search.get('limit'));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: Number.isInteger(limit) && limit > 0 && limit <= MAX_PAGE_SIZE ? limit : PROTOCOL_PAGE_SIZE,
    ...(status && STATUSES.includes(status) ? { status: status as ProtocolStatus } : {}),
  };
}

/** The address of a list query, naming only what differs from the first page of the usual size. */
export function listSearchOf(query: ProtocolListQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.status) search.set('status', query.status);
  if (query.page > 1) search.set('page', String(query.page));
  if (query.limit !== PROTOCOL_PAGE_SIZE) search.set('limit', String(query.limit));
  return search;
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
