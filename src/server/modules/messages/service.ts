/**
 * The messages' draft and versions in the database (issue 21). Publishing and rolling back take one
 * lock, so two staff publishing at once make two versions one after the other, each from the state
 * the other left; inserting a version tells every process and page (migration 0023's trigger).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import type { Locale } from '../../../shared/locale';
import type { DraftEntry, MessageChange, MessageVersion, MessageVersionHead, MessageVersionList, PublishResult } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { messageDrafts, messageVersions, users } from '../../db/schema';
import { ApiError, FieldError } from '../../http/envelope';
import { noOverrides, type MessageOverrides } from '../../http/i18n';
import { changesBetween, normalizeOverrides, overriddenIds, publishedCatalogues, publishedText, withDraft, type DraftText } from './catalogue';
import { describeProblem, problemsOf, type Problem } from './check';

/** Publishing and rolling back wait for each other (pg_advisory_xact_lock). */
const PUBLISH_LOCK = 0x4d534756;

export interface Published {
  version: number;
  overrides: MessageOverrides;
}

/** The version in force and its overrides; version 0 (the files) when none was published. */
export async function readPublished(db: Db): Promise<Published> {
  const [row] = await db.select({ version: messageVersions.version, overrides: messageVersions.overrides })
    .from(messageVersions).orderBy(desc(messageVersions.version)).limit(1);
  return row ? { version: row.version, overrides: normalizeOverrides(row.overrides) } : { version: 0, overrides: noOverrides() };
}

/** One version's overrides (0: none, the files); undefined when there is no such version. */
async function readOverrides(db: Db, version: number): Promise<MessageOverrides | undefined> {
  if (version === 0) return noOverrides();
  const [row] = await db.select({ overrides: messageVersions.overrides }).from(messageVersions).where(eq(messageVersions.version, version));
  return row ? normalizeOverrides(row.overrides) : undefined;
}

export async function readDraft(db: Db): Promise<DraftText[]> {
  const rows = await db.select({ locale: messageDrafts.locale, id: messageDrafts.messageId, text: messageDrafts.text }).from(messageDrafts);
  return rows.map((row) => ({ ...row, locale: row.locale as Locale }));
}

/**
 * Puts entries into the draft. A text equal to the one published (or null) takes the entry out: the
 * draft holds only what would change. The ids were checked by the route (the files know them).
 */
export async function saveDraft(db: Db, userId: number, entries: readonly DraftEntry[]): Promise<void> {
  const { overrides } = await readPublished(db);
  // The last entry for a message wins, as if they were saved one after the other.
  const latest = new Map(entries.map((entry) => [`${entry.locale}\u0000${entry.id}`, entry]));
  const keep = [...latest.values()].filter((entry): entry is DraftEntry & { text: string } =>
    entry.text !== null && entry.text !== publishedText(overrides, entry.locale, entry.id));
  const drop = [...latest.values()].filter((entry) => !keep.includes(entry as DraftEntry & { text: string }));
  await db.transaction(async (tx) => {
    for (const locale of ['zh', 'en'] as const) {
      const ids = drop.filter((entry) => entry.locale === locale).map((entry) => entry.id);
      if (ids.length) await tx.delete(messageDrafts).where(and(eq(messageDrafts.locale, locale), inArray(messageDrafts.messageId, ids)));
    }
    if (keep.length) {
      await tx.insert(messageDrafts)
        .values(keep.map((entry) => ({ locale: entry.locale, messageId: entry.id, text: entry.text, updatedBy: userId })))
        .onConflictDoUpdate({
          target: [messageDrafts.locale, messageDrafts.messageId],
          set: { text: sql`excluded.text`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`now()` },
        });
    }
  });
}

export async function discardDraft(db: Db): Promise<number> {
  const removed = await db.delete(messageDrafts).returning({ id: messageDrafts.messageId });
  return removed.length;
}

/** The messages a check looks at: every one the database changes (the files' own are schemas:check's). */
export const checkedIds = (overrides: MessageOverrides): string[] => [...overriddenIds(overrides)];

/** What publishing the draft would change, and what would stop it. */
export async function previewDraft(db: Db): Promise<{ changes: MessageChange[]; problems: Problem[] }> {
  const [published, draft] = await Promise.all([readPublished(db), readDraft(db)]);
  const next = withDraft(published.overrides, draft);
  return { changes: changesBetween(published.overrides, next), problems: problemsOf(publishedCatalogues(next), checkedIds(next)) };
}

interface VersionInput {
  userId: number | null;
  note: string;
  /** The reader's language, for a refusal. */
  locale: Locale;
  restores?: number;
}

/** Stores `next` as the next version, unless it changes nothing or fails the check. Inside the lock. */
async function storeVersion(tx: Db, current: Published, next: MessageOverrides, input: VersionInput): Promise<PublishResult> {
  const changes = changesBetween(current.overrides, next);
  if (changes.length === 0) throw new ApiError(Codes.RECORD_STATE, null, 'messages.error.nothing_to_publish');
  const problems = problemsOf(publishedCatalogues(next), checkedIds(next));
  if (problems.length) {
    const views = problems.map((problem) => describeProblem(problem, input.locale));
    const first = views[0]!;
    throw new ApiError(Codes.RECORD_STATE, { problems: views }, 'messages.error.check_failed', {
      count: views.length, id: first.id, language: { message: `messages.lang.${first.locale}` }, problem: first.message,
    });
  }
  const version = current.version + 1;
  await tx.insert(messageVersions).values({
    version, note: input.note, publishedBy: input.userId, overrides: next, changes, restores: input.restores ?? null,
  });
  return { version, changes: changes.length };
}

async function locked<T>(db: Db, work: (tx: Db, current: Published) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    return work(tx as unknown as Db, await readPublished(tx as unknown as Db));
  });
}

/** Publishes the draft as the next version and empties it (the entries it published). */
export async function publishDraft(db: Db, input: VersionInput): Promise<PublishResult> {
  return locked(db, async (tx, current) => {
    const draft = await readDraft(tx);
    const result = await storeVersion(tx, current, withDraft(current.overrides, draft), input);
    // Only what was published leaves the draft: an entry changed meanwhile stays for the next time.
    for (const entry of draft) {
      await tx.delete(messageDrafts).where(and(eq(messageDrafts.locale, entry.locale), eq(messageDrafts.messageId, entry.id), eq(messageDrafts.text, entry.text)));
    }
    return result;
  });
}

/** A new version whose messages are those of `version` (0: the files alone). */
export async function rollBack(db: Db, version: number, input: VersionInput): Promise<PublishResult> {
  return locked(db, async (tx, current) => {
    const target = version > current.version ? undefined : await readOverrides(tx, version);
    if (!target) throw new FieldError('version', 'messages.error.no_version', { version });
    return storeVersion(tx, current, target, { ...input, restores: version });
  });
}

/** Publishes whole catalogues (the files' content, `npm run schemas:import`) as the next version. */
export async function publishCatalogues(db: Db, texts: MessageOverrides, input: VersionInput): Promise<PublishResult> {
  return locked(db, (tx, current) => storeVersion(tx, current, normalizeOverrides(texts), input));
}

const head = (row: { version: number; note: string; publishedBy: string | null; publishedAt: Date; changes: number; restores: number | null }): MessageVersionHead => ({
  version: row.version,
  note: row.note,
  published_by: row.publishedBy,
  published_at: Math.floor(row.publishedAt.getTime() / 1000),
  changes: row.changes,
  restores: row.restores,
});

const headColumns = {
  version: messageVersions.version,
  note: messageVersions.note,
  publishedBy: users.name,
  publishedAt: messageVersions.publishedAt,
  changes: sql<number>`jsonb_array_length(${messageVersions.changes})`.mapWith(Number),
  restores: messageVersions.restores,
};

export async function listVersions(db: Db, page: number, limit: number): Promise<MessageVersionList> {
  const [rows, [total]] = await Promise.all([
    db.select(headColumns).from(messageVersions).leftJoin(users, eq(users.id, messageVersions.publishedBy))
      .orderBy(desc(messageVersions.version)).limit(limit).offset((page - 1) * limit),
    db.select({ total: count() }).from(messageVersions),
  ]);
  const [newest] = await db.select({ version: sql<number | null>`max(${messageVersions.version})` }).from(messageVersions);
  return { list: rows.map(head), total: Number(total?.total ?? 0), current: Number(newest?.version ?? 0) };
}

export async function readVersion(db: Db, version: number): Promise<MessageVersion> {
  const [row] = await db.select({ ...headColumns, diff: messageVersions.changes }).from(messageVersions)
    .leftJoin(users, eq(users.id, messageVersions.publishedBy)).where(eq(messageVersions.version, version));
  if (!row) throw new ApiError(Codes.NOT_FOUND, null, 'messages.error.no_version', { version });
  return { ...head(row), diff: row.diff as MessageChange[] };
}
