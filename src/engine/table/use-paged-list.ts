/**
 * One server-paged list: its page and limit, what came back, a way to load again and to patch a row
 * in place. SchemaTable loads a descriptor's list with it; a page that owns its query (filters of
 * its own, live reloads, actions that patch a row) holds one and hands it to SchemaTable.
 */
import { useCallback, useEffect, useState } from 'react';
import { patchRows } from './list-model';

export type ListQuery = Record<string, string | number>;
export interface ListPage<T> { list: T[]; total: number }

export interface PagedList<T> {
  rows: T[];
  total: number;
  loading: boolean;
  failed: boolean;
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  reload: () => void;
  /** Replaces matching rows in place (a row updated by an action or a live message). */
  patch: (match: (row: T) => boolean, update: (row: T) => T) => void;
}

/**
 * `filters`: the query besides page and limit; a change starts at the first page.
 * `reloadOn`: a value whose change reads the current page again (a live message, a finished batch).
 */
export function usePagedList<T>(load: (query: ListQuery, signal: AbortSignal) => Promise<ListPage<T>>, filters: ListQuery, initialLimit = 20, reloadOn?: unknown): PagedList<T> {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(initialLimit);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ rows: T[]; total: number; loading: boolean; failed: boolean }>({ rows: [], total: 0, loading: true, failed: false });
  const filterKey = JSON.stringify(filters);

  useEffect(() => { setPage(1); }, [filterKey]);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    load({ page, limit, ...(JSON.parse(filterKey) as ListQuery) }, controller.signal).then(
      (data) => { if (!controller.signal.aborted) setState({ rows: data.list, total: data.total, loading: false, failed: false }); },
      () => { if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false, failed: true })); },
    );
    return () => controller.abort();
  }, [load, page, limit, filterKey, reloads, reloadOn]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const setLimit = useCallback((value: number) => { setLimitState(value); setPage(1); }, []);
  const patch = useCallback((match: (row: T) => boolean, update: (row: T) => T) =>
    setState((previous) => {
      const rows = patchRows(previous.rows, match, update);
      return rows === previous.rows ? previous : { ...previous, rows };
    }), []);

  return { ...state, page, limit, setPage, setLimit, reload, patch };
}

/** The loader of a list the server answers whole (a few dozen rows at most), paged here. */
export const pagedWhole = <T,>(load: (signal: AbortSignal) => Promise<{ list: T[] }>) => async (query: ListQuery, signal: AbortSignal): Promise<ListPage<T>> => {
  const { list } = await load(signal);
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 20);
  return { list: list.slice((page - 1) * limit, page * limit), total: list.length };
};
