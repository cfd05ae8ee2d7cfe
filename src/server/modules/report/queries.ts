/** The exhibitor's material categories as the filing screen needs them. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ReportCategory } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { OptionSourceItems } from '../../exports/export-job';
import { exhibitorCategories, screenRecords } from '../../db/schema';
import { RESOURCES } from '../../../shared/resources';

// The export job finds reportCategoryOptions under the source's path.
export { REPORT_CATEGORY_SOURCE } from '../../../shared/resources';

/** Every category of the exhibitor, in the organiser's order, with the number of filings in it. */
export async function reportCategories(db: Db, exhibitorId: number): Promise<ReportCategory[]> {
  const rows = await db
    .select({ id: exhibitorCategories.id, name: exhibitorCategories.name, name_en: exhibitorCategories.nameEn, reports: count(screenRecords.id) })
    .from(exhibitorCategories)
    // category_id is a schema-checked integer; compared as text, a stray value can never fail a cast.
    .leftJoin(screenRecords, and(
      eq(screenRecords.screen, RESOURCES.report.screen),
      eq(screenRecords.exhibitorId, exhibitorCategories.exhibitorId),
      sql`${screenRecords.data} ->> 'category_id' = ${exhibitorCategories.id}::text`,
    ))
    .where(eq(exhibitorCategories.exhibitorId, exhibitorId))
    .groupBy(exhibitorCategories.id)
    .orderBy(asc(exhibitorCategories.sort), asc(exhibitorCategories.id));
  return rows.map((row) => ({ ...row, reports: Number(row.reports) }));
}

/** Whether the category exists and is the exhibitor's. */
export async function isOwnCategory(db: Db, exhibitorId: number, categoryId: number): Promise<boolean> {
  const [row] = await db.select({ id: exhibitorCategories.id }).from(exhibitorCategories)
    .where(and(eq(exhibitorCategories.id, categoryId), eq(exhibitorCategories.exhibitorId, exhibitorId)));
  return row !== undefined;
}

/**
 * The categories an export of filings names: the exhibitor's own, or every exhibitor's for the
 * organiser's staff (ids are unique across exhibitors).
 */
export const reportCategoryOptions: OptionSourceItems = async (db, scope) => {
  if ('organiser' in scope) {
    return db.select({ id: exhibitorCategories.id, name: exhibitorCategories.name, name_en: exhibitorCategories.nameEn }).from(exhibitorCategories);
  }
  return scope.exhibitorId === null ? [] : reportCategories(db, scope.exhibitorId);
};
