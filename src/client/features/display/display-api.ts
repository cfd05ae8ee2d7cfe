/**
 * The four kinds of display material (schemas/<kind>.json, each a resource of the shared table):
 * where each one's screen and pages are, and what its review and shelf states allow. One table, so
 * the pages know no kind.
 */
import type { CompiledScreen } from '../../../engine';
import type { DisplayKind } from '../../../shared/display';
import { RESOURCES, Review, Shelf } from '../../../shared/resources';
import { http } from '../../app/http';
import type { ReviewedRecord } from '../review';

export type { DisplayKind };

export interface DisplayKindInfo {
  /** The compiled descriptor, fetched with the page's chunk. */
  loadScreen: () => Promise<CompiledScreen>;
  listPath: string;
  editPath: (id?: number) => string;
}

const info = (kind: DisplayKind, loadScreen: () => Promise<{ default: CompiledScreen }>): DisplayKindInfo => ({
  loadScreen: async () => (await loadScreen()).default,
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

export type DisplayRecord = ReviewedRecord & { shelf_status: number };

export const setShelf = (kind: DisplayKind, id: number, on: boolean): Promise<DisplayRecord> =>
  http.post<DisplayRecord>(`${RESOURCES[kind].path}/${id}/shelf`, { on });

type States = Pick<DisplayRecord, 'review_status' | 'shelf_status'>;

/** Only what the organiser approved may be shown to visitors. */
export const canPutOnShelf = (record: States): boolean => record.review_status === Review.APPROVED && record.shelf_status !== Shelf.ON;
export const isOnShelf = (record: States): boolean => record.shelf_status === Shelf.ON;
