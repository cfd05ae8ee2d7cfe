/**
 * The organiser's side of the reviewed screens: which screens staff review, each one's compiled
 * descriptor as staff see it (forStaff: whose each record is, the staff's columns and actions), and
 * the decision. The console's review pages know no screen.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CompiledScreen } from '../../../engine';
import { forStaff } from '../../../shared/descriptor';
import { organiserPathOf, RESOURCES, Review, type ResourceId } from '../../../shared/resources';
import { http } from '../../app/http';
import type { ReviewedRecord } from './reviewed-record';
import { loadBundledScreen, usePublishedScreen } from '../screens';

export type ReviewedScreen = 'company' | 'catalogue' | 'report' | 'product' | 'merch' | 'project' | 'activity';

/** In the order of the exhibitor's menu. */
export const REVIEWED_SCREENS: readonly ReviewedScreen[] = ['company', 'catalogue', 'report', 'product', 'merch', 'project', 'activity'];

export const isReviewedScreen = (value: unknown): value is ReviewedScreen => REVIEWED_SCREENS.includes(value as ReviewedScreen);

/** Where staff list a screen's records across exhibitors (GET), read one (GET /id) and decide (POST /id/review). */
export const staffPathOf = (screen: ReviewedScreen): string => organiserPathOf(RESOURCES[screen as ResourceId]);

/** The screen as staff see it, in the version now published; undefined while its chunk loads. */
export function useStaffScreen(screen: ReviewedScreen): CompiledScreen | undefined {
  const [loaded, setLoaded] = useState<{ screen: ReviewedScreen; compiled: CompiledScreen }>();
  useEffect(() => {
    let live = true;
    void loadBundledScreen(screen).then((compiled) => {
      if (live) setLoaded({ screen, compiled });
    });
    return () => { live = false; };
  }, [screen]);
  const published = usePublishedScreen(loaded?.screen === screen ? loaded.compiled : undefined);
  return useMemo(() => (published ? { ...published, descriptor: forStaff(published.descriptor) } : undefined), [published]);
}

/** A record as staff read it: whose it is, and what changed since the organiser last approved it. */
export type StaffReviewRecord = ReviewedRecord & {
  exhibitor_id: number | null;
  exhibitor_name: string | null;
  booth_no: string | null;
  /** The data as last approved; null if never approved. */
  approved: Record<string, unknown> | null;
  /** The form's fields that differ from it; null if never approved. */
  changed_fields: string[] | null;
};

export type ReviewDecision = { decision: 'approve' } | { decision: 'reject'; reason: string };

export const decideReview = (screen: ReviewedScreen, id: number, decision: ReviewDecision): Promise<ReviewedRecord> =>
  http.post<ReviewedRecord>(`${staffPathOf(screen)}/${id}/review`, decision);

/** The console's pages of the review of one screen, and of one record. */
export const reviewListPath = (screen: ReviewedScreen): string => `/organiser/reviews/list?screen=${screen}`;
export const reviewDetailPath = (screen: ReviewedScreen, id: number): string => `/organiser/reviews/detail?screen=${screen}&id=${id}`;

/**
 * How many records of each reviewed screen wait for a decision (the tabs' counts), read again when
 * `refreshKey` changes (a submission or a decision seen live). A screen not yet read is absent.
 */
export function useWaitingReviews(refreshKey: unknown): Partial<Record<ReviewedScreen, number>> {
  const [waiting, setWaiting] = useState<Partial<Record<ReviewedScreen, number>>>({});
  useEffect(() => {
    const controller = new AbortController();
    for (const screen of REVIEWED_SCREENS) {
      http.get<{ total: number }>(staffPathOf(screen), { review_status: Review.PENDING, page: 1, limit: 1 }, { signal: controller.signal, quiet: true })
        .then((answer) => setWaiting((current) => ({ ...current, [screen]: answer.total })), () => undefined);
    }
    return () => controller.abort();
  }, [refreshKey]);
  return waiting;
}
