/**
 * The four kinds of display material (schemas/<kind>.json): where each one's screen, endpoint and
 * pages are, and what its review and shelf states allow. One table, so the pages know no kind.
 */
import type { CompiledScreen } from '../../../engine';
import type { DisplayKind } from '../../../shared/display';
import { http } from '../../app/http';

export type { DisplayKind };

export interface DisplayKindInfo {
  /** The compiled descriptor, fetched with the page's chunk. */
  loadScreen: () => Promise<CompiledScreen>;
  endpoint: string;
  listPath: string;
  editPath: (id?: number) => string;
}

const info = (kind: DisplayKind, loadScreen: () => Promise<{ default: CompiledScreen }>): DisplayKindInfo => ({
  loadScreen: async () => (await loadScreen()).default,
  endpoint: `/v4/exhibitor/display/${kind}`,
  listPath: `/exhibitorManagement/${kind}/list`,
  editPath: (id) => `/exhibitorManagement/${kind}/edit${id ? `?id=${id}` : ''}`,
});

// Literal specifiers: the schema plugin compiles each screen's validators at build time.
export const displayKinds: Record<DisplayKind, DisplayKindInfo> = {
  product: info('product', () => import('virtual:schema/product')),
  merch: info('merch', () => import('virtual:schema/merch')),
  project: info('project', () => import('virtual:schema/project')),
  activity: info('activity', () => import('virtual:schema/activity')),
};

/** schemas/enums.json "review" and "shelf". */
export const Review = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export const Shelf = { OFF: 0, ON: 1 } as const;

export type DisplayRecord = Record<string, unknown> & {
  id: number;
  review_status: number | null;
  review_reason: string | null;
  shelf_status: number;
  updated_at: number;
};

export const fetchDisplayRecord = (kind: DisplayKind, id: number): Promise<DisplayRecord> => http.get<DisplayRecord>(`${displayKinds[kind].endpoint}/${id}`);

export const setShelf = (kind: DisplayKind, id: number, on: boolean): Promise<DisplayRecord> =>
  http.post<DisplayRecord>(`${displayKinds[kind].endpoint}/${id}/shelf`, { on });

type States = Pick<DisplayRecord, 'review_status' | 'shelf_status'>;

/** Under review the submission is the organiser's until decided. */
export const isUnderReview = (record: States): boolean => record.review_status === Review.PENDING;
/** Only what the organiser approved may be shown to visitors. */
export const canPutOnShelf = (record: States): boolean => record.review_status === Review.APPROVED && record.shelf_status !== Shelf.ON;
export const isOnShelf = (record: States): boolean => record.shelf_status === Shelf.ON;
