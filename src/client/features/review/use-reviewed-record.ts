/**
 * One record of a reviewed screen, loaded by id and reloaded when the organiser's decision on it
 * arrives on the live stream (10102), so an open edit or details page never shows a stale state.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Codes } from '../../../shared/codes';
import { ApiError } from '../../../runtime/http';
import { lastReviewDecisionAtom } from './review-updates';

export type ReviewedRecordState<T> =
  | { phase: 'loading' }
  | { phase: 'ready'; record: T | null }
  | { phase: 'missing' }
  | { phase: 'failed' };

/** `screen` as the decisions name it; id undefined: a new record (record null). */
export function useReviewedRecord<T>(screen: string, id: number | undefined, fetch: (id: number) => Promise<T>): { state: ReviewedRecordState<T>; reload: () => void } {
  const [state, setState] = useState<ReviewedRecordState<T>>(() => (id === undefined ? { phase: 'ready', record: null } : { phase: 'loading' }));
  const decision = useAtomValue(lastReviewDecisionAtom);

  const load = useCallback(async (signal?: { cancelled: boolean }) => {
    if (id === undefined) {
      setState({ phase: 'ready', record: null });
      return;
    }
    try {
      const record = await fetch(id);
      if (!signal?.cancelled) setState({ phase: 'ready', record });
    } catch (error) {
      if (!signal?.cancelled) setState({ phase: error instanceof ApiError && error.code === Codes.NOT_FOUND.code ? 'missing' : 'failed' });
    }
  }, [id, fetch]);

  useEffect(() => {
    const signal = { cancelled: false };
    setState(id === undefined ? { phase: 'ready', record: null } : { phase: 'loading' });
    void load(signal);
    return () => { signal.cancelled = true; };
  }, [id, load]);

  useEffect(() => {
    if (decision && id !== undefined && decision.screen === screen && decision.id === id) void load();
  }, [decision, screen, id, load]);

  return { state, reload: () => void load() };
}
