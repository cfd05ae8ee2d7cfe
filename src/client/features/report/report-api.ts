/** Exhibit materials filings (schemas/report.json): endpoints, routes and the record as the pages use it. */
import { http } from '../../app/http';

export const REPORT_ENDPOINT = '/v4/exhibitor/report';
export const REPORT_CATEGORY_ENDPOINT = '/v4/exhibitor/report/category';

export const REPORT_LIST_PATH = '/exhibitionMaterials/exhibition/list';
export const reportEditPath = (id?: number, categoryId?: number): string =>
  `/exhibitionMaterials/exhibition/edit${id ? `?id=${id}` : categoryId ? `?category_id=${categoryId}` : ''}`;
export const reportDetailsPath = (id: number): string => `/exhibitionMaterials/exhibition/details?id=${id}`;

/** schemas/enums.json "review". */
export const Review = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;

export type ReportRecord = Record<string, unknown> & {
  id: number;
  review_status: number | null;
  review_reason: string | null;
  updated_at: number;
};

export const fetchReport = (id: number): Promise<ReportRecord> => http.get<ReportRecord>(`${REPORT_ENDPOINT}/${id}`);

/** A filing under review is the organiser's until decided: not editable. */
export const isUnderReview = (record: Pick<ReportRecord, 'review_status'>): boolean => record.review_status === Review.PENDING;

/** `?id=12` → 12; anything else (absent, `new`, junk) → undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
