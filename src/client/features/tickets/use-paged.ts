/** One server-paged list: the query's page and limit, what came back, and a way to load again. */
import { useCallback, useEffect, useState } from 'react';
import type { Page, Query } from './ticket-api';

export interface Paged<T> {
  rows: T[];
  total: number;
  loading: boolean;
  failed: boolean;
  page: number;
  limit: number;
  setPage: (page: number) => void;
  setLimit: (limit: number) => void;
  reload: () => void;
  /** Replaces one row in place (a row updated by an action or a live message). */
  patch: (match: (row: T) => boolean, update: (row: T) => T) => void;
}

/** `reloadOn`: a value whose change reads the current page again (a live message, a finished batch). */
export function usePaged<T>(load: (query: Query, signal: AbortSignal) => Promise<Page<T>>, filters: Query, initialLimit = 20, reloadOn?: unknown): Paged<T> {
  const [page, setPage] = useState(1);
  const [limit, setLimitState] = useState(initialLimit);
  const [reloads, setReloads] = useState(0);
  const [state, setState] = useState<{ rows: T[]; total: number; loading: boolean; failed: boolean }>({ rows: [], total: 0, loading: true, failed: false });
  const filterKey = JSON.stringify(filters);

  // A new filter starts at the first page.
  useEffect(() => { setPage(1); }, [filterKey]);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, failed: false }));
    load({ page, limit, ...(JSON.parse(filterKey) as Query) }, controller.signal).then(
      (data) => { if (!controller.signal.aborted) setState({ rows: data.list, total: data.total, loading: false, failed: false }); },
      () => { if (!controller.signal.aborted) setState((previous) => ({ ...previous, loading: false, failed: true })); },
    );
    return () => controller.abort();
  }, [load, page, limit, filterKey, reloads, reloadOn]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const setLimit = useCallback((value: number) => { setLimitState(value); setPage(1); }, []);
  const patch = useCallback((match: (row: T) => boolean, update: (row: T) => T) =>
    setState((previous) => ({ ...previous, rows: previous.rows.map((row) => (match(row) ? update(row) : row)) })), []);

  return { ...state, page, limit, setPage, setLimit, reload, patch };
}
