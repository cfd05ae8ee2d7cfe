/**
 * The reviewed records' public face (the only file another feature imports): the form of a
 * reviewed record with its review state, and the shape such a record has.
 */
export { ReviewedRecordForm, type ReviewedRecordFormProps } from './ReviewedRecordForm';
export type { ReviewedRecord } from './reviewed-record';
export {
  decideReview, isReviewedScreen, REVIEWED_SCREENS, reviewDetailPath, reviewListPath, staffPathOf, useStaffScreen, useWaitingReviews,
  type ReviewDecision, type ReviewedScreen, type StaffReviewRecord,
} from './staff-review';
export { ReviewBadge } from './ReviewState';
