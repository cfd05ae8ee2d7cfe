/** Exhibit materials filings (schemas/report.json, resource `report`): routes and the record as the pages use it. */
import type { ReviewedRecord } from '../review';

export const REPORT_LIST_PATH = '/exhibitionMaterials/exhibition/list';
export const reportEditPath = (id?: number, categoryId?: number): string =>
  `/exhibitionMaterials/exhibition/edit${id ? `?id=${id}` : categoryId ? `?category_id=${categoryId}` : ''}`;
export const reportDetailsPath = (id: number): string => `/exhibitionMaterials/exhibition/details?id=${id}`;

export type ReportRecord = ReviewedRecord;

/** `?id=12` → 12; anything else (absent, `new`, junk) → undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
