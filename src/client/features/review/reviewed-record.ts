/** A record of a reviewed resource (src/shared/resources.ts) as the pages read it, and what its review state allows. */
import { Review } from '../../../shared/resources';

export type ReviewedRecord = Record<string, unknown> & {
  id: number;
  review_status: number | null;
  review_reason: string | null;
  updated_at: number;
};

/** Under review the submission is the organiser's until decided: not editable. */
export const isUnderReview = (record: Pick<ReviewedRecord, 'review_status'>): boolean => record.review_status === Review.PENDING;
