/**
 * Records of a schema-driven screen: list (paging, sorting and filtering exactly as the list
 * descriptor allows), read, create, update, delete — always inside the caller's own scope (its
 * exhibitor, or the account itself for group accounts), so another tenant's id is simply not found.
 */
import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { localized, type Locale } from '../../shared/locale';
import { mask } from '../../shared/mask';
import { Codes } from '../../shared/codes';
import type { Db } from '../db/client';
import { exhibitors, screenRecords } from '../db/schema';
import { ApiError } from '../http/envelope';
import { recordFiles } from '../storage/record-files';
import { GENERAL_RULE } from '../storage/upload-rules';
import type { Screen } from './registry';
import { resourceOf, Shelf } from '../../shared/resources';
import { containing } from '../db/like';

export interface Owner {
  userId: number;
  /** null for accounts outside any exhibitor (group accounts): their records are their own. */
  exhibitorId: number | null;
}

/** Whose records a call sees: one owner's, or every exhibitor's for the organiser's staff. */
export type Scope = Owner | { organiser: true };

export const ORGANISER: Scope = { organiser: true };

export interface ListQuery {
  page: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
  [filter: string]: unknown;
}

export type RecordOut = Record<string, unknown> & { id: number };

/** Fields kept in columns rather than in the JSON data. */
const COLUMNS: Record<string, SQL> = {
  id: sql`${screenRecords.id}`,
  review_status: sql`${screenRecords.reviewStatus}`,
  shelf_status: sql`${screenRecords.shelfStatus}`,
  created_at: sql`extract(epoch from ${screenRecords.createdAt})::bigint`,
  updated_at: sql`extract(epoch from ${screenRecords.updatedAt})::bigint`,
  // The staff fields (STAFF_RECORD_FIELDS): a name filter finds either language's.
  exhibitor_name: sql`(select concat_ws(' ', e.name, e.name_en) from exhibitors e where e.id = ${screenRecords.exhibitorId})`,
  booth_no: sql`(select e.booth_no from exhibitors e where e.id = ${screenRecords.exhibitorId})`,
};
const TIME_COLUMNS: Record<string, SQL> = { created_at: sql`${screenRecords.createdAt}`, updated_at: sql`${screenRecords.updatedAt}` };

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

function fieldExpression(screen: Screen, field: string): SQL {
  const column = COLUMNS[field];
  if (column) return column;
  const type = screen.fields[field]?.type;
  const text = sql`${screenRecords.data} ->> ${field}`;
  return type === 'integer' || type === 'number' ? sql`(${text})::numeric` : text;
}

export const ownedBy = (screen: Screen, owner: Scope): SQL => and(
  eq(screenRecords.screen, screen.descriptor.id),
  'organiser' in owner ? undefined : owner.exhibitorId !== null
    ? eq(screenRecords.exhibitorId, owner.exhibitorId)
    : and(isNull(screenRecords.exhibitorId), eq(screenRecords.userId, owner.userId)),
)!;


/** The WHERE of a list request: the owner, then each filter the descriptor allows. */
export function listFilters(screen: Screen, owner: Scope, query: ListQuery): SQL {
  const conditions: SQL[] = [ownedBy(screen, owner)];
  for (const column of screen.descriptor.list?.columns ?? []) {
    const raw = query[column.field];
    if (!column.filter || raw === undefined || raw === '') continue;
    const value = String(raw);
    if (column.filter === 'text') conditions.push(sql`${fieldExpression(screen, column.field)}::text ilike ${containing(value)}`);
    if (column.filter === 'select') conditions.push(sql`${fieldExpression(screen, column.field)}::text = ${value}`);
    if (column.filter === 'dateRange') {
      // Either end may be empty: "1790000000," is "from then on".
      const [from, to] = value.split(',').map((end) => (end === '' ? Number.NaN : Number(end)));
      const target = TIME_COLUMNS[column.field] ?? sql`to_timestamp((${fieldExpression(screen, column.field)})::numeric)`;
      if (Number.isFinite(from)) conditions.push(sql`${target} >= to_timestamp(${from})`);
      if (Number.isFinite(to)) conditions.push(sql`${target} <= to_timestamp(${to})`);
    }
  }
  return and(...conditions)!;
}

export function toRecordOut(screen: Screen, row: typeof screenRecords.$inferSelect, masked = false): RecordOut {
  const out: RecordOut = {
    ...(row.data as Record<string, unknown>),
    id: row.id,
    exhibitor_id: row.exhibitorId,
    review_status: row.reviewStatus,
    review_reason: row.reviewReason,
    // Only shelved resources answer it: the others' records keep their shape.
    ...(resourceOf(screen.descriptor.id)?.shelved ? { shelf_status: row.shelfStatus ?? Shelf.OFF } : {}),
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
  };
  if (masked) {
    for (const column of screen.descriptor.list?.columns ?? []) {
      const value = out[column.field];
      if (column.mask && typeof value === 'string') out[column.field] = mask(column.mask, value);
    }
  }
  return out;
}

/** Whose record it is, as the organiser's staff see it (STAFF_RECORD_FIELDS), in the reader's language. */
export type StaffFacts = { name: string | null; nameEn: string | null; boothNo: string | null };
const staffFacts = { name: exhibitors.name, nameEn: exhibitors.nameEn, boothNo: exhibitors.boothNo };

export const staffFields = (facts: StaffFacts | null, locale: Locale): Record<string, unknown> => ({
  exhibitor_name: facts?.name ? localized(locale, facts.name, facts.nameEn ?? '') : null,
  booth_no: facts?.boothNo || null,
});

export interface ListOptions {
  /** Lists mask personal data; exports take the raw values and mask per column themselves. */
  masked?: boolean;
  /** The reader's language, for the staff fields of the organiser's lists. */
  locale?: Locale;
}

/**
 * A page of records. Lists mask personal data; exports take the raw values and mask per column
 * themselves, so a masked string is never mistaken for data. The organiser's rows also say whose
 * they are.
 */
export async function listRecords(db: Db, screen: Screen, owner: Scope, query: ListQuery, { masked = true, locale = 'zh' }: ListOptions = {}): Promise<{ list: RecordOut[]; total: number }> {
  const where = listFilters(screen, owner, query);
  const list = screen.descriptor.list;
  const sortField = query.sort ?? list?.defaultSort?.field ?? 'id';
  const direction = (query.order ?? list?.defaultSort?.order ?? 'desc') === 'asc' ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db.select({ row: screenRecords, staff: staffFacts }).from(screenRecords).leftJoin(exhibitors, eq(exhibitors.id, screenRecords.exhibitorId)).where(where)
      .orderBy(direction(fieldExpression(screen, sortField)), direction(screenRecords.id))
      .limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(screenRecords).where(where),
  ]);
  const staff = 'organiser' in owner;
  return {
    list: rows.map(({ row, staff: facts }) => ({ ...toRecordOut(screen, row, masked), ...(staff ? staffFields(facts, locale) : {}) })),
    total: total?.value ?? 0,
  };
}

export async function findRecord(db: Db, screen: Screen, owner: Scope, id: number) {
  const [row] = await db.select().from(screenRecords).where(and(ownedBy(screen, owner), eq(screenRecords.id, id)));
  if (!row) throw new ApiError(Codes.NOT_FOUND, null, 'api.error.record_not_found');
  return row;
}

/**
 * The body as it is stored: each upload field rebuilt from the upload records (record-files.ts),
 * every file checked against the rule the descriptor gives its field now.
 */
export async function withRecordedFiles(db: Db, screen: Screen, owner: Owner, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const stored = { ...data };
  for (const field of screen.uploadFields) {
    const value = data[field];
    if (value === undefined || value === null) continue;
    const given = (Array.isArray(value) ? value : [value]) as { key: string }[];
    const rule = screen.descriptor.uploads?.[field] ?? GENERAL_RULE;
    const files = await recordFiles(db, owner, { field, label: screen.fields[field]?.title, rule }, given);
    stored[field] = Array.isArray(value) ? files : files[0];
  }
  return stored;
}
