/**
 * The show's exhibit categories (SPEC.md §7 discovery calls): a top category per kind of exhibit and
 * its sub-categories. A displayed product names one (schemas/product.json category_id).
 */
export const DISCOVERY_CATEGORY_PATH = '/discovery/admin/discovery_category';

export const DISCOVERY_KINDS = ['game', 'hardware', 'culture'] as const;
export type DiscoveryKind = (typeof DISCOVERY_KINDS)[number];

/** Most values one repeated query parameter may carry. */
export const DISCOVERY_QUERY_MAX_VALUES = 100;

/** The filter object the call takes as its query; arrays travel as repeated keys. */
export interface DiscoveryCategoryFilter {
  /** 0: top categories only; a category id: its sub-categories. */
  parent_id?: number;
  kind?: DiscoveryKind[];
  id?: number[];
  keyword?: string;
}

export interface DiscoveryCategory {
  id: number;
  parent_id: number | null;
  kind: DiscoveryKind;
  name: string;
  name_en: string;
}
