/**
 * One record read from the API, as a page shows it: read when the page opens or the address changes,
 * aborted when the page goes, read again on reload() or when `refreshKey` changes (a live message
 * about this record), and replaced without a read by show() (an action's answer is the record as it
 * now is). A record that does not exist is `missing`; one that could not be read, `failed`.
 */
import { useCallback, useEffect, useState } from 'react';
import { Codes } from '../../../shared/codes';
import { ApiError } from '../../../runtime/http';
import { http } from '../../app/http';

export type RecordState<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; record: T }
  | { phase: 'missing' }
  | { phase: 'failed' };

export interface RecordHandle<T> {
  /** `loading` also while `url` is null: the page has nothing to read yet. */
  state: RecordState<T>;
  reload: () => void;
  show: (record: T) => void;
}

export interface RecordOptions {
  /** A change of it reads the record again. */
  refreshKey?: unknown;
  /** The page says itself that the record is missing or unreadable: no error toast. */
  quiet?: boolean;
}

const notFound = (error: unknown): boolean => error instanceof ApiError && error.code === Codes.NOT_FOUND.code;
// Shared, so a page's effects on the state do not run again on every render.
const LOADING = { phase: 'loading' } as const;

export function useRecord<T>(url: string | null, { refreshKey, quiet = false }: RecordOptions = {}): RecordHandle<T> {
  const [reads, setReads] = useState(0);
  // The record as last read, with the address it was read from: another address means it is not read yet.
  const [loaded, setLoaded] = useState<{ url: string; state: RecordState<T> } | null>(null);

  useEffect(() => {
    if (url === null) return undefined;
    const controller = new AbortController();
    const settle = (state: RecordState<T>) => { if (!controller.signal.aborted) setLoaded({ url, state }); };
    http.get<T>(url, undefined, { signal: controller.signal, quiet }).then(
      (record) => settle({ phase: 'ready', record }),
      (error: unknown) => settle({ phase: notFound(error) ? 'missing' : 'failed' }),
    );
    return () => controller.abort();
  }, [url, reads, refreshKey, quiet]);

  const reload = useCallback(() => setReads((n) => n + 1), []);
  const show = useCallback((record: T) => { if (url !== null) setLoaded({ url, state: { phase: 'ready', record } }); }, [url]);
  const state: RecordState<T> = url !== null && loaded?.url === url ? loaded.state : LOADING;
  return { state, reload, show };
}
