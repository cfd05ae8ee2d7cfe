/**
 * One resource of the shared table (src/shared/resources.ts) as a page uses it, always at the
 * table's path: its record (the single record, or the one `id` names), its list, reading one record
 * on demand, saving and removing.
 *
 * Reads are aborted when the page goes or asks for another record. The list is read again after a
 * save or a removal made here and on reload(); the record on reload(). On a reviewed resource both
 * follow the organiser's decisions arriving on the live stream: the list on any decision about the
 * screen, the record on a decision about itself.
 *
 * The paged, sorted and filtered reading of the list is SchemaTable's (its descriptor decides the
 * query, the page size and the export); `list` hands it the path and the key it reloads on. Nothing
 * is cached between pages: each page reads what it shows when it opens, as the portal always did.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Resource } from '../../../shared/resources';
import { http } from '../../app/http';
import { lastReviewDecisionAtom } from '../live';
import { useRecord, type RecordState } from './use-record';

type Data = Record<string, unknown>;

export interface ResourceHandle<T> {
  path: string;
  /** The record; ready with null for a single resource not saved yet, or a new record of a list resource (no id). */
  record: RecordState<T | null>;
  /** What SchemaTable reads the resource's pages with: `<SchemaTable endpoint={list.endpoint} reloadKey={list.reloadKey} …>`. */
  list: { endpoint: string; reloadKey: unknown };
  /** Counts the changes made through this hook (saves, removals, reloads): for what else derives from the records. */
  version: number;
  /** Reads the record and the list again. */
  reload: () => void;
  /** Reads one record of a list resource now (e.g. to edit it with values the list masks). */
  one: (id: number) => Promise<T>;
  /**
   * Stores a record: the single record (PUT path), the one `id` names (PUT path/id, by default the
   * hook's own id) or a new one (POST path). Rejects as the request does, so a form shows the
   * server's field errors; the error is kept in `saveError` until the next save.
   */
  save: (data: Data, id?: number) => Promise<T>;
  saveError: unknown;
  /** Deletes a record of a list resource (DELETE path/id). */
  remove: (id: number) => Promise<void>;
}

/** The last value that matched, kept while values that do not match go by. */
function useLastMatching<V>(value: V, matches: boolean): V | null {
  const [last, setLast] = useState<V | null>(matches ? value : null);
  // Adjusting state while rendering: React renders again at once, before any effect sees the old value.
  if (matches && value !== last) setLast(value);
  return matches ? value : last;
}

// Shared, so a page's effects on the state do not run again on every render.
const NEW_RECORD = { phase: 'ready', record: null } as const;

export function useResource<T extends Data = Data>(resource: Resource, { id }: { id?: number } = {}): ResourceHandle<T> {
  const { path, single, reviewed, screen } = resource;
  const decision = useAtomValue(lastReviewDecisionAtom);
  const [version, setVersion] = useState(0);
  const [saveError, setSaveError] = useState<unknown>(null);

  const recordUrl = single ? path : id === undefined ? null : `${path}/${id}`;
  const onScreen = reviewed && decision?.screen === screen;
  // The last decisions that concern the list and the record: a decision on another screen or record changes neither.
  const decidedOnScreen = useLastMatching(decision, onScreen);
  const decidedOnRecord = useLastMatching(decision, onScreen && (single || decision?.id === id));

  const read = useRecord<T | null>(recordUrl, { refreshKey: decidedOnRecord });
  const { show, reload: reloadRecord } = read;

  // Reads started by one(): the page that asked for them may go before they answer.
  const pendingReads = useRef(new Set<AbortController>());
  useEffect(() => {
    const pending = pendingReads.current;
    return () => { for (const controller of pending) controller.abort(); };
  }, []);

  const one = useCallback(async (recordId: number) => {
    const controller = new AbortController();
    pendingReads.current.add(controller);
    try {
      return await http.get<T>(`${path}/${recordId}`, undefined, { signal: controller.signal });
    } finally {
      pendingReads.current.delete(controller);
    }
  }, [path]);

  const save = useCallback(async (data: Data, saveId: number | undefined = id) => {
    setSaveError(null);
    try {
      const saved = single ? await http.put<T>(path, data)
        : saveId === undefined ? await http.post<T>(path, data)
          : await http.put<T>(`${path}/${saveId}`, data);
      // The stored record is what the hook's record is now: no second read.
      if (single || saveId === id) show(saved);
      setVersion((n) => n + 1);
      return saved;
    } catch (error) {
      setSaveError(error);
      throw error;
    }
  }, [path, single, id, show]);

  const remove = useCallback(async (recordId: number) => {
    await http.delete(`${path}/${recordId}`);
    setVersion((n) => n + 1);
  }, [path]);

  const reload = useCallback(() => {
    reloadRecord();
    setVersion((n) => n + 1);
  }, [reloadRecord]);

  const record: RecordState<T | null> = recordUrl === null ? NEW_RECORD : read.state;
  const list = useMemo(() => ({ endpoint: path, reloadKey: { version, decided: decidedOnScreen } }), [path, version, decidedOnScreen]);

  return { path, record, list, version, reload, one, save, saveError, remove };
}
