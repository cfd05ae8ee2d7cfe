/**
 * One filing, loaded by id and reloaded when the organiser's decision on it arrives on the live
 * stream (frame 10102), so an open edit or details page never shows a stale state.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Codes } from '../../../shared/codes';
import { ApiError } from '../../../runtime/http';
import { lastReviewDecisionAtom } from '../review/review-updates';
import { fetchReport, type ReportRecord } from './report-api';

export type ReportState =
  | { phase: 'loading' }
  | { phase: 'ready'; record: ReportRecord | null }
  | { phase: 'missing' }
  | { phase: 'failed' };

/** id undefined: a new filing (record null). */
export function useReport(id: number | undefined): { state: ReportState; reload: () => void } {
  const [state, setState] = useState<ReportState>(() => (id === undefined ? { phase: 'ready', record: null } : { phase: 'loading' }));
  const decision = useAtomValue(lastReviewDecisionAtom);

  const load = useCallback(async (signal?: { cancelled: boolean }) => {
    if (id === undefined) {
      setState({ phase: 'ready', record: null });
      return;
    }
    try {
      const record = await fetchReport(id);
      if (!signal?.cancelled) setState({ phase: 'ready', record });
    } catch (error) {
      if (!signal?.cancelled) setState({ phase: error instanceof ApiError && error.code === Codes.NOT_FOUND.code ? 'missing' : 'failed' });
    }
  }, [id]);

  useEffect(() => {
    const signal = { cancelled: false };
    setState(id === undefined ? { phase: 'ready', record: null } : { phase: 'loading' });
    void load(signal);
    return () => { signal.cancelled = true; };
  }, [id, load]);

  useEffect(() => {
    if (decision && id !== undefined && decision.screen === 'report' && decision.id === id) void load();
  }, [decision, id, load]);

  return { state, reload: () => void load() };
}
