/** Review states of SPEC.md §4 as stored in screen_records.review_status (schemas/enums.json "review"). */
export const Review = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
