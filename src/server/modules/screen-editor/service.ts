/**
 * Run-time screen editing: one shared draft per screen, checked on every save; publishing it as the
 * screen's next version (or restoring an older one) in one statement whose primary key (screen,
 * version) lets only one of two simultaneous publishes win; and what a draft would do to the records
 * already stored. The catalog (screens/catalog.ts) serves what is published, on every process.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import { expandSchema, type ScreenDescriptor } from '../../../shared/descriptor';
import { jsonDiff } from '../../../shared/json-diff';
import { SCREEN_PUBLISHED, type ScreenPublished } from '../../../shared/live';
import {
  draftModulePath, type DraftImpact, type DraftInput, type EditorState, type LabelSet, type ScreenDraft, type ScreenSummary, type VersionDetail, type VersionEntry,
} from '../../../shared/screen-editor';
import type { Db } from '../../db/client';
import { exhibitors, screenDrafts, screenRecords, screenVersions, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/envelope';
import { isUniqueViolation, rowsOf } from '../../db/results';
import { bodyChecker } from '../../http/validation';
import { EDITABLE_SCREENS, isEditableScreen } from '../../screens/catalog';
import { loadScreen } from '../../screens/registry';
import { checkDraft } from './check';

/** How many misfits a draft's impact lists (the count is always whole). */
export const IMPACT_LIST_LIMIT = 100;
const IMPACT_BATCH = 1000;

const seconds = (date: Date | null): number | null => (date ? Math.floor(date.getTime() / 1000) : null);

export const draftHash = (descriptor: unknown, messages: LabelSet): string =>
  createHash('sha256').update(JSON.stringify([descriptor, messages])).digest('hex').slice(0, 32);

export function assertEditable(screen: string): void {
  if (!isEditableScreen(screen)) throw new ApiError(Codes.NOT_FOUND, null, 'screen_editor.error.not_editable');
}

const notFound = () => new ApiError(Codes.NOT_FOUND, null, 'screen_editor.error.version_not_found');

export async function listScreens(deps: Deps): Promise<ScreenSummary[]> {
  const { db } = deps;
  const latest = await db.selectDistinctOn([screenVersions.screen], {
    screen: screenVersions.screen, publishedAt: screenVersions.publishedAt, by: users.name,
  }).from(screenVersions).leftJoin(users, eq(users.id, screenVersions.publishedBy)).orderBy(screenVersions.screen, desc(screenVersions.version));
  const drafts = await db.select({ screen: screenDrafts.screen, updatedAt: screenDrafts.updatedAt, by: users.name })
    .from(screenDrafts).leftJoin(users, eq(users.id, screenDrafts.updatedBy));
  const versions = deps.screens.versions();
  return EDITABLE_SCREENS.map((screen) => {
    const last = latest.find((row) => row.screen === screen);
    const draft = drafts.find((row) => row.screen === screen);
    return {
      screen,
      title: deps.screens.current(screen).descriptor.title,
      version: versions[screen] ?? 0,
      published_at: seconds(last?.publishedAt ?? null),
      published_by: last?.by ?? null,
      draft: draft ? { updated_at: seconds(draft.updatedAt)!, updated_by: draft.by } : null,
    };
  });
}

async function readDraft(db: Db, screen: string) {
  const [row] = await db.select({ draft: screenDrafts, by: users.name }).from(screenDrafts)
    .leftJoin(users, eq(users.id, screenDrafts.updatedBy)).where(eq(screenDrafts.screen, screen));
  return row;
}

export async function editorState(deps: Deps, screen: string): Promise<EditorState> {
  assertEditable(screen);
  const published = deps.screens.current(screen);
  const row = await readDraft(deps.db, screen);
  const draft: ScreenDraft | null = row ? {
    descriptor: row.draft.descriptor,
    messages: row.draft.messages as LabelSet,
    base_version: row.draft.baseVersion,
    updated_at: seconds(row.draft.updatedAt)!,
    updated_by: row.by,
    module: draftModulePath(screen, draftHash(row.draft.descriptor, row.draft.messages as LabelSet)),
  } : null;
  return {
    screen,
    version: published.version,
    published: published.descriptor,
    draft,
    problems: draft ? checkDraft(deps, screen, draft.descriptor, draft.messages) : [],
  };
}

/** Saves the shared draft (started from the version now published) and answers its problems. */
export async function saveDraft(deps: Deps, screen: string, userId: number, input: DraftInput): Promise<EditorState> {
  assertEditable(screen);
  const baseVersion = deps.screens.current(screen).version;
  await deps.db.insert(screenDrafts).values({ screen, descriptor: input.descriptor as object, messages: input.messages, baseVersion, updatedBy: userId })
    .onConflictDoUpdate({ target: screenDrafts.screen, set: { descriptor: input.descriptor as object, messages: input.messages, updatedBy: userId, updatedAt: sql`now()` } });
  return editorState(deps, screen);
}

export async function discardDraft(deps: Deps, screen: string): Promise<void> {
  assertEditable(screen);
  await deps.db.delete(screenDrafts).where(eq(screenDrafts.screen, screen));
}

/** The draft's descriptor and labels when its hash is `hash` (the preview's module address names it). */
export async function draftForModule(deps: Deps, screen: string, hash: string): Promise<{ descriptor: ScreenDescriptor; messages: LabelSet } | undefined> {
  if (!isEditableScreen(screen)) return undefined;
  const row = await readDraft(deps.db, screen);
  if (!row || draftHash(row.draft.descriptor, row.draft.messages as LabelSet) !== hash) return undefined;
  return { descriptor: row.draft.descriptor as ScreenDescriptor, messages: row.draft.messages as LabelSet };
}

/** The stored records of the screen that the draft's rules refuse, counted whole, the first ones listed. */
export async function draftImpact(deps: Deps, screen: string): Promise<DraftImpact> {
  assertEditable(screen);
  const row = await readDraft(deps.db, screen);
  if (!row) throw new ApiError(Codes.RECORD_STATE, null, 'screen_editor.error.no_draft');
  const problems = checkDraft(deps, screen, row.draft.descriptor, row.draft.messages as LabelSet);
  if (problems.length) throw new ApiError(Codes.INVALID_REQUEST, { problems }, 'screen_editor.error.draft_has_problems');
  const check = bodyChecker(expandSchema((row.draft.descriptor as ScreenDescriptor).schema));
  const impact: DraftImpact = { total: 0, misfits: 0, list: [] };
  let after = 0;
  for (;;) {
    const batch = await deps.db.select({ id: screenRecords.id, data: screenRecords.data, name: exhibitors.name, boothNo: exhibitors.boothNo })
      .from(screenRecords).leftJoin(exhibitors, eq(exhibitors.id, screenRecords.exhibitorId))
      .where(and(eq(screenRecords.screen, screen), gt(screenRecords.id, after))).orderBy(asc(screenRecords.id)).limit(IMPACT_BATCH);
    for (const record of batch) {
      impact.total += 1;
      // The stored data as a client would send it again: the record's own columns are not in it.
      const errors = check(structuredClone(record.data));
      if (!errors.length) continue;
      impact.misfits += 1;
      if (impact.list.length < IMPACT_LIST_LIMIT) {
        const fields = [...new Set(errors.map((error) => (error.keyword === 'required' ? String(error.params.missingProperty) : error.instancePath.split('/')[1] ?? '')))];
        impact.list.push({ id: record.id, exhibitor_name: record.name ?? '', booth_no: record.boothNo ?? '', fields: fields.filter(Boolean) });
      }
    }
    if (batch.length < IMPACT_BATCH) break;
    after = batch.at(-1)!.id;
  }
  return impact;
}

/**
 * Adds the screen's next version. The version number is read and written in one statement, and the
 * primary key refuses a second insert of the same number: of two publishes at once one wins and the
 * other is told the screen changed meanwhile.
 */
async function addVersion(deps: Deps, screen: string, values: { descriptor: unknown; messages: LabelSet; note: string; restoredFrom: number | null; userId: number },
  expected?: number): Promise<number> {
  const { db } = deps;
  try {
    const result = await db.execute(sql`
      insert into ${screenVersions} (screen, version, descriptor, messages, note, restored_from, published_by)
      select ${screen}, coalesce(max(version), 0) + 1, ${JSON.stringify(values.descriptor)}::jsonb, ${JSON.stringify(values.messages)}::jsonb,
             ${values.note}, ${values.restoredFrom}, ${values.userId}
      from ${screenVersions} where screen = ${screen}
      having coalesce(max(version), 0) = coalesce(${expected ?? null}::int, coalesce(max(version), 0))
      returning version`);
    const version = rowsOf<{ version: number }>(result)[0]?.version;
    if (version === undefined) throw new ApiError(Codes.RECORD_STATE, null, 'screen_editor.error.published_meanwhile');
    return Number(version);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(Codes.RECORD_STATE, null, 'screen_editor.error.published_meanwhile');
    throw error;
  }
}

/** After a version is stored: this process serves it before answering, and every browser is told. */
async function announce(deps: Deps, screen: string, version: number): Promise<void> {
  await deps.screens.refresh(screen);
  await deps.live.publish<ScreenPublished>(SCREEN_PUBLISHED, { screen, version }, 'everyone');
}

export async function publishDraft(deps: Deps, screen: string, userId: number, note: string): Promise<{ version: number }> {
  assertEditable(screen);
  const row = await readDraft(deps.db, screen);
  if (!row) throw new ApiError(Codes.RECORD_STATE, null, 'screen_editor.error.no_draft');
  const messages = row.draft.messages as LabelSet;
  const problems = checkDraft(deps, screen, row.draft.descriptor, messages);
  if (problems.length) throw new ApiError(Codes.INVALID_REQUEST, { problems }, 'screen_editor.error.draft_has_problems');
  // A draft started from an older version would silently undo what was published since.
  const version = await addVersion(deps, screen, { descriptor: row.draft.descriptor, messages, note, restoredFrom: null, userId }, row.draft.baseVersion);
  // The draft is done with, unless someone saved a newer one meanwhile.
  await deps.db.delete(screenDrafts).where(and(eq(screenDrafts.screen, screen),
    sql`${screenDrafts.descriptor} = ${JSON.stringify(row.draft.descriptor)}::jsonb and ${screenDrafts.messages} = ${JSON.stringify(messages)}::jsonb`));
  await announce(deps, screen, version);
  return { version };
}

async function storedVersion(db: Db, screen: string, version: number) {
  const [row] = await db.select({ version: screenVersions, by: users.name }).from(screenVersions)
    .leftJoin(users, eq(users.id, screenVersions.publishedBy))
    .where(and(eq(screenVersions.screen, screen), eq(screenVersions.version, version)));
  return row;
}

/** Version 0 is the file in schemas/, as the server read it at start-up. */
const fileVersion = (deps: Deps, screen: string) => ({ descriptor: loadScreen(deps.config.schemasDir, screen).descriptor as unknown, messages: {} as LabelSet });

export async function rollback(deps: Deps, screen: string, userId: number, to: number, note: string): Promise<{ version: number }> {
  assertEditable(screen);
  const source = to === 0 ? fileVersion(deps, screen) : (await storedVersion(deps.db, screen, to))?.version;
  if (!source) throw notFound();
  const version = await addVersion(deps, screen, { descriptor: source.descriptor, messages: source.messages as LabelSet, note, restoredFrom: to, userId });
  await announce(deps, screen, version);
  return { version };
}

export async function history(deps: Deps, screen: string): Promise<VersionEntry[]> {
  assertEditable(screen);
  const rows = await deps.db.select({ version: screenVersions.version, note: screenVersions.note, publishedAt: screenVersions.publishedAt, restoredFrom: screenVersions.restoredFrom, by: users.name })
    .from(screenVersions).leftJoin(users, eq(users.id, screenVersions.publishedBy))
    .where(eq(screenVersions.screen, screen)).orderBy(desc(screenVersions.version));
  return [
    ...rows.map((row) => ({ version: row.version, note: row.note, published_at: seconds(row.publishedAt), published_by: row.by, restored_from: row.restoredFrom })),
    { version: 0, note: '', published_at: null, published_by: null, restored_from: null },
  ];
}

export async function versionDetail(deps: Deps, screen: string, version: number): Promise<VersionDetail> {
  assertEditable(screen);
  if (version === 0) return { version: 0, note: '', published_at: null, published_by: null, restored_from: null, ...fileVersion(deps, screen), changes: [] };
  const row = await storedVersion(deps.db, screen, version);
  if (!row) throw notFound();
  const previous = version === 1 ? fileVersion(deps, screen) : (await storedVersion(deps.db, screen, version - 1))!.version;
  return {
    version, note: row.version.note, published_at: seconds(row.version.publishedAt), published_by: row.by, restored_from: row.version.restoredFrom,
    descriptor: row.version.descriptor, messages: row.version.messages as LabelSet,
    changes: jsonDiff({ descriptor: previous.descriptor, messages: previous.messages }, { descriptor: row.version.descriptor, messages: row.version.messages }),
  };
}
