/** Reads of the exhibit categories: a filter object narrows them; in category order. */
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DiscoveryCategory, DiscoveryCategoryFilter, DiscoveryKind } from '../../../shared/discovery';
import type { Db } from '../../db/client';
import type { OptionSourceItems } from '../../exports/export-job';
import { discoveryCategories } from '../../db/schema';
import { containing } from '../../db/like';

export async function listDiscoveryCategories(db: Db, filter: DiscoveryCategoryFilter = {}): Promise<DiscoveryCategory[]> {
  const keyword = filter.keyword?.trim();
  const parent = filter.parent_id === undefined ? undefined
    : filter.parent_id === 0 ? isNull(discoveryCategories.parentId) : eq(discoveryCategories.parentId, filter.parent_id);
  const rows = await db.select().from(discoveryCategories).where(and(
    parent,
    filter.kind?.length ? inArray(discoveryCategories.kind, filter.kind) : undefined,
    filter.id?.length ? inArray(discoveryCategories.id, filter.id) : undefined,
    keyword ? or(ilike(discoveryCategories.name, containing(keyword)), ilike(discoveryCategories.nameEn, containing(keyword))) : undefined,
  )).orderBy(
    // Each top category, then its sub-categories: a select lists them as a reader scans a tree.
    asc(sql`coalesce(${discoveryCategories.parentId}, ${discoveryCategories.id})`), sql`${discoveryCategories.parentId} nulls first`, asc(discoveryCategories.sort), asc(discoveryCategories.id));
  return rows.map((row) => ({ id: row.id, parent_id: row.parentId, kind: row.kind as DiscoveryKind, name: row.name, name_en: row.nameEn }));
}

export async function discoveryCategoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: discoveryCategories.id }).from(discoveryCategories).where(eq(discoveryCategories.id, id));
  return row !== undefined;
}

/** The export job names a product's category as the form does (registered under DISCOVERY_CATEGORY_PATH). */
export const discoveryCategoryOptions: OptionSourceItems = async (db) => listDiscoveryCategories(db);
