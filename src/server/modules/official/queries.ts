/** Reads of the official accounts and their keywords. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { OfficialAccount, OfficialKeyword } from '../../../shared/official';
import type { Db } from '../../db/client';
import { officialAccounts, officialKeywords } from '../../db/schema';

type KeywordRow = typeof officialKeywords.$inferSelect;

const toKeyword = (row: KeywordRow): OfficialKeyword => ({ id: row.id, official_id: row.officialId, keyword: row.keyword, keyword_en: row.keywordEn });

export async function listOfficialAccounts(db: Db): Promise<OfficialAccount[]> {
  const rows = await db.select().from(officialAccounts).orderBy(asc(officialAccounts.sort), asc(officialAccounts.id));
  return rows.map((row) => ({ id: row.id, platform: row.platform, name: row.name, name_en: row.nameEn }));
}

export async function officialAccountExists(db: Db, id: number): Promise<boolean> {
  const [account] = await db.select({ id: officialAccounts.id }).from(officialAccounts).where(eq(officialAccounts.id, id));
  return account !== undefined;
}

/** The account's keywords; undefined when there is no such account. */
export async function keywordsOfAccount(db: Db, officialId: number): Promise<OfficialKeyword[] | undefined> {
  if (!(await officialAccountExists(db, officialId))) return undefined;
  const rows = await db.select().from(officialKeywords).where(eq(officialKeywords.officialId, officialId)).orderBy(asc(officialKeywords.sort), asc(officialKeywords.id));
  return rows.map(toKeyword);
}

/** Keywords by id, in the order asked; ids of keywords that no longer exist are left out. */
export async function keywordsById(db: Db, ids: readonly number[]): Promise<OfficialKeyword[]> {
  if (ids.length === 0) return [];
  const rows = await db.select().from(officialKeywords).where(inArray(officialKeywords.id, [...new Set(ids)]));
  const byId = new Map(rows.map((row) => [row.id, toKeyword(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
