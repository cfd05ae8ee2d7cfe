/**
 * The organiser's side of the reviewed screens: which screens staff review, each one's compiled
 * descriptor as staff see it (forStaff: whose each record is, the staff's columns and actions), and
 * the decision. The console's review pages know no screen.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CompiledScreen } from '../../../engine';
import { forStaff } from '../../../shared/descriptor';
import { organiserPathOf, RESOURCES, type ResourceId } from '../../../shared/resources';
import { http } from '../../app/http';
import type { ReviewedRecord } from './reviewed-record';
import { usePublishedScreen } from '../screens';

export type ReviewedScreen = 'company' | 'catalogue' | 'report' | 'product' | 'merch' | 'project' | 'activity';

// Literal specifiers: the schema plugin compiles each screen's validators at build time.
const LOADERS: Record<ReviewedScreen, () => Promise<{ default: CompiledScreen }>> = {
  company: () => import('virtual:schema/company'),
  catalogue: () => import('virtual:schema/catalogue'),
  report: () => import('virtual:schema/report'),
  product: () => import('virtual:schema/product'),
  merch: () => import('virtual:schema/merch'),
  project: () => import('virtual:schema/project'),
  activity: () => import('virtual:schema/activity'),
};

/** In the order of the exhibitor's menu. */
export const REVIEWED_SCREENS = Object.keys(LOADERS) as ReviewedScreen[];

export const isReviewedScreen = (value: unknown): value is ReviewedScreen => REVIEWED_SCREENS.includes(value as ReviewedScreen);

/** Where staff list a screen's records across exhibitors (GET), read one (GET /id) and decide (POST /id/review). */
export const staffPathOf = (screen: ReviewedScreen): string => organiserPathOf(RESOURCES[screen as ResourceId]);

/** The screen as staff see it, in the version now published; undefined while its chunk loads. */
export function useStaffScreen(screen: ReviewedScreen): CompiledScreen | undefined {
  const [loaded, setLoaded] = useState<{ screen: ReviewedScreen; compiled: CompiledScreen }>();
  useEffect(() => {
    let live = true;
    void LOADERS[screen]().then(({ default: compiled }) => {
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
