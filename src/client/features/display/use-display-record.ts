/**
 * One display item, loaded by id and reloaded when the organiser's decision on it arrives on the
 * live stream, so an open edit page never offers a form for a stale state.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Codes } from '../../../shared/codes';
import { ApiError } from '../../../runtime/http';
import { lastReviewDecisionAtom } from '../review/review-updates';
import { fetchDisplayRecord, type DisplayKind, type DisplayRecord } from './display-api';

export type DisplayRecordState =
  | { phase: 'loading' }
  | { phase: 'ready'; record: DisplayRecord | null }
  | { phase: 'missing' }
  | { phase: 'failed' };

/** id undefined: a new item (record null). */
export function useDisplayRecord(kind: DisplayKind, id: number | undefined): DisplayRecordState {
  const [state, setState] = useState<DisplayRecordState>(() => (id === undefined ? { phase: 'ready', record: null } : { phase: 'loading' }));
  const decision = useAtomValue(lastReviewDecisionAtom);
  const decidedHere = decision !== null && decision.screen === kind && decision.id === id ? decision : null;

  const load = useCallback(async (signal: { cancelled: boolean }) => {
    if (id === undefined) {
      setState({ phase: 'ready', record: null });
      return;
    }
    try {
      const record = await fetchDisplayRecord(kind, id);
      if (!signal.cancelled) setState({ phase: 'ready', record });
    } catch (error) {
      if (!signal.cancelled) setState({ phase: error instanceof ApiError && error.code === Codes.NOT_FOUND.code ? 'missing' : 'failed' });
    }
  }, [kind, id]);

  useEffect(() => {
    const signal = { cancelled: false };
    void load(signal);
    return () => { signal.cancelled = true; };
  }, [load, decidedHere]);

  return state;
}
