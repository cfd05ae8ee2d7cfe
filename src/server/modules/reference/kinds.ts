/**
 * Each kind of reference data: its table, how a form's values map onto its row and back, what must
 * hold before a write (a speaker's track exists, a sub-category hangs under a top one), and what uses
 * a record — which keeps it from being removed.
 */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ReferenceKind, ReferenceRecord } from '../../../shared/reference';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { courseCategories, courseTeachers, discoveryCategories, notices, officialKeywords } from '../../db/schema';
import { trackExists } from '../course/queries';
import { officialAccountExists } from '../official/queries';
import { FieldError } from '../../http/envelope';

type Input = Record<string, unknown>;
type Row = Record<string, unknown> & { id: number };

export interface KindRules {
  table: PgTable & { id: AnyPgColumn };
  /** Display order. */
  order: AnyPgColumn[];
  toValues: (input: Input) => Record<string, unknown>;
  toRecord: (row: Row) => ReferenceRecord;
  /** Refuses a write that would break a link (FieldError naming the field). */
  check?: (db: Db, input: Input, id?: number) => Promise<void>;
  /** How many things use the record; a used record is not removed. */
  usage: (db: Db, id: number) => Promise<number>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const int = (value: unknown): number => Number(value ?? 0);
const countOf = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => Number(rowsOf<{ n: number }>(await db.execute(query))[0]?.n ?? 0);

export const KINDS: Readonly<Record<ReferenceKind, KindRules>> = {
  tracks: {
    table: courseCategories,
    order: [courseCategories.sort],
    toValues: (input) => ({ name: text(input.name), nameEn: text(input.name_en), sort: int(input.sort) }),
    toRecord: (row) => ({ id: row.id, name: row.name as string, name_en: row.nameEn as string, sort: row.sort as number }),
    usage: async (db, id) => {
      const [speakers] = await db.select({ value: count() }).from(courseTeachers).where(eq(courseTeachers.categoryId, id));
      const activities = await countOf(db, sql`select count(*)::int as n from screen_records where screen = 'activity' and data->>'track_id' = ${String(id)}`);
      return (speakers?.value ?? 0) + activities;
    },
  },
  speakers: {
    table: courseTeachers,
    order: [courseTeachers.categoryId, courseTeachers.sort],
    toValues: (input) => ({
      name: text(input.name), nameEn: text(input.name_en), title: text(input.title), titleEn: text(input.title_en), categoryId: int(input.category_id), sort: int(input.sort),
    }),
    toRecord: (row) => ({
      id: row.id, name: row.name as string, name_en: row.nameEn as string, title: row.title as string, title_en: row.titleEn as string,
      category_id: row.categoryId as number, sort: row.sort as number,
    }),
    check: async (db, input) => {
      if (!(await trackExists(db, int(input.category_id)))) throw new FieldError('category_id', 'reference.error.track_unknown');
    },
    usage: async () => 0,
  },
  categories: {
    table: discoveryCategories,
    order: [discoveryCategories.kind, discoveryCategories.sort],
    toValues: (input) => ({ parentId: input.parent_id ? int(input.parent_id) : null, kind: text(input.kind), name: text(input.name), nameEn: text(input.name_en), sort: int(input.sort) }),
    toRecord: (row) => ({
      id: row.id, parent_id: (row.parentId as number | null) ?? null, kind: row.kind as string, name: row.name as string, name_en: row.nameEn as string, sort: row.sort as number,
    }),
    // Two levels: a sub-category hangs under a top one, of that one's kind; a category with subs stays on top.
    check: async (db, input, id) => {
      if (!input.parent_id) return;
      const parentId = int(input.parent_id);
      const [parent] = await db.select().from(discoveryCategories).where(and(eq(discoveryCategories.id, parentId), isNull(discoveryCategories.parentId)));
      if (!parent || parentId === id) throw new FieldError('parent_id', 'reference.error.parent_unknown');
      if (parent.kind !== input.kind) throw new FieldError('kind', 'reference.error.kind_of_parent');
      if (id !== undefined) {
        const [children] = await db.select({ value: count() }).from(discoveryCategories).where(eq(discoveryCategories.parentId, id));
        if ((children?.value ?? 0) > 0) throw new FieldError('parent_id', 'reference.error.has_children');
      }
    },
    usage: async (db, id) => {
      const [children] = await db.select({ value: count() }).from(discoveryCategories).where(eq(discoveryCategories.parentId, id));
      const products = await countOf(db, sql`select count(*)::int as n from screen_records where screen = 'product' and data->>'category_id' = ${String(id)}`);
      return (children?.value ?? 0) + products;
    },
  },
  keywords: {
    table: officialKeywords,
    order: [officialKeywords.officialId, officialKeywords.sort],
    toValues: (input) => ({ officialId: int(input.official_id), keyword: text(input.keyword), keywordEn: text(input.keyword_en), sort: int(input.sort) }),
    toRecord: (row) => ({
      id: row.id, official_id: row.officialId as number, keyword: row.keyword as string, keyword_en: row.keywordEn as string, sort: row.sort as number,
    }),
    check: async (db, input) => {
      if (!(await officialAccountExists(db, int(input.official_id)))) throw new FieldError('official_id', 'reference.error.official_unknown');
    },
    usage: async (db, id) => {
      const [tagged] = await db.select({ value: count() }).from(notices).where(sql`${id} = any(${notices.keywordIds})`);
      return tagged?.value ?? 0;
    },
  },
};

/** Every record of a kind, in display order. */
export async function listRecords(db: Db, rules: KindRules): Promise<ReferenceRecord[]> {
  const rows = await db.select().from(rules.table).orderBy(...rules.order.map((column) => asc(column)), asc(rules.table.id));
  return (rows as Row[]).map(rules.toRecord);
}
