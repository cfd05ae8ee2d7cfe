/**
 * The screens as every request serves them now (issue 21: staff change screens while the show runs).
 *
 * A screen whose records are data (a resource of src/shared/resources.ts: company, catalogue, display
 * materials…) can be edited by staff at run time: each publish adds a version to `screen_versions`,
 * and the newest one is what the forms, the server's validation, the lists and the exports use. With
 * no version stored the file in schemas/ is the screen (version 0), so a new database starts from the
 * files. Screens whose fields are a table's columns (tickets, orders, invoices) stay file-only: a new
 * field there needs a column, which only a deploy brings.
 *
 * Every process holds the newest versions in memory. A publish NOTIFYs `portal_screens` at commit
 * (migration 0022's trigger) and each process reads that screen again; the publishing process reads
 * it before answering, so its next request already serves it. Versions only move forward here: a late
 * notification never brings an older version back.
 */
import { isDeepStrictEqual } from 'node:util';
import { desc, eq, sql } from 'drizzle-orm';
import { RESOURCES } from '../../shared/resources';
import { forStaff, type ScreenDescriptor } from '../../shared/descriptor';
import type { LabelSet } from '../../shared/screen-editor';
import type { Database, Unlisten } from '../db/client';
import { setScreenLabels } from '../http/i18n';
import { screenVersions } from '../db/schema';
import { loadScreen, readScreenFile, screenOf, type Screen } from './registry';

export const SCREENS_CHANNEL = 'portal_screens';

/** The screens staff may edit at run time: those whose records are JSON data (screen_records). */
export const EDITABLE_SCREENS: readonly string[] = Object.values(RESOURCES).map((resource) => resource.screen);

export const isEditableScreen = (id: string): boolean => EDITABLE_SCREENS.includes(id);

export interface PublishedScreen extends Screen {
  /** 0: the file in schemas/; n: the n-th version staff published. */
  version: number;
  /** The same version as the organiser's staff list, read and export it (forStaff). */
  staff: Screen;
}

export interface ScreenCatalog {
  /** The screen as requests use it now (a file-only screen: its file, version 0). */
  current(id: string): PublishedScreen;
  /** The version each editable screen serves. */
  versions(): Record<string, number>;
  /** Reads a screen's newest version again (after this process published it). */
  refresh(id: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface CatalogOptions {
  schemasDir: string;
  /** Told when a stored version cannot be served (the file's stays in use). */
  onUnusable?: (screen: string, version: number, error: Error) => void;
  /**
   * Told at start-up of each screen whose file differs from the version staff published: the
   * published one is served, and `npm run schemas:import` would publish the file.
   */
  onFileDiffers?: (screen: string, version: number) => void;
}

const published = (screen: Screen, version: number): PublishedScreen =>
  ({ ...screen, version, staff: screenOf(forStaff(screen.descriptor)) });

export function createScreenCatalog(database: Database, options: CatalogOptions): ScreenCatalog {
  const { db } = database;
  const { schemasDir } = options;
  const served = new Map<string, PublishedScreen>();
  const fromFile = new Map<string, PublishedScreen>();
  let unlisten: Unlisten | undefined;

  const fileScreen = (id: string): PublishedScreen => {
    let screen = fromFile.get(id);
    if (!screen) fromFile.set(id, (screen = published(loadScreen(schemasDir, id), 0)));
    return screen;
  };

  const adopt = (id: string, version: number, descriptor: unknown, messages: unknown): void => {
    if (version <= (served.get(id)?.version ?? 0)) return;
    try {
      served.set(id, published(screenOf(descriptor as ScreenDescriptor), version));
      // Its labels name its fields in the server's messages and exports from now on.
      setScreenLabels(id, messages as LabelSet);
    } catch (error) {
      options.onUnusable?.(id, version, error as Error);
    }
  };

  const refresh = async (id: string): Promise<void> => {
    if (!isEditableScreen(id)) return;
    const [row] = await db.select({ version: screenVersions.version, descriptor: screenVersions.descriptor, messages: screenVersions.messages }).from(screenVersions)
      .where(eq(screenVersions.screen, id)).orderBy(desc(screenVersions.version)).limit(1);
    if (row) adopt(id, row.version, row.descriptor, row.messages);
  };

  const refreshAll = async (): Promise<void> => {
    const rows = await db.selectDistinctOn([screenVersions.screen], {
      screen: screenVersions.screen, version: screenVersions.version, descriptor: screenVersions.descriptor, messages: screenVersions.messages,
    }).from(screenVersions).orderBy(screenVersions.screen, desc(screenVersions.version));
    for (const row of rows) if (isEditableScreen(row.screen)) adopt(row.screen, row.version, row.descriptor, row.messages);
  };

  return {
    current: (id) => served.get(id) ?? fileScreen(id),
    versions: () => Object.fromEntries(EDITABLE_SCREENS.map((id) => [id, served.get(id)?.version ?? 0])),
    refresh,
    async start() {
      // Listening first: a version published while the first read runs is not missed.
      unlisten = await database.listen(SCREENS_CHANNEL, (screen) => void refresh(screen).catch(() => {}), () => void refreshAll().catch(() => {}));
      await refreshAll();
      for (const [id, screen] of served) {
        let file: unknown;
        try {
          file = readScreenFile(schemasDir, id);
        } catch {
          // Not JSON: start-up has named the file already.
        }
        if (!isDeepStrictEqual(screen.descriptor, file)) options.onFileDiffers?.(id, screen.version);
      }
    },
    async stop() {
      await unlisten?.();
      for (const id of served.keys()) setScreenLabels(id, null);
      served.clear();
    },
  };
}

/** The newest stored version number of a screen (0: none), inside a transaction when given one. */
export async function newestVersion(db: Database['db'], screen: string): Promise<number> {
  const [row] = await db.select({ version: sql<number>`coalesce(max(${screenVersions.version}), 0)::int` }).from(screenVersions).where(eq(screenVersions.screen, screen));
  return row?.version ?? 0;
}
