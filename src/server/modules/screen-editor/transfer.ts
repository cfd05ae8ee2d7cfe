/**
 * Moving screens between the database and schemas/ (`npm run schemas:export` / `schemas:import`):
 * export writes each screen's newest published version over its file, so a change staff made in
 * production can be reviewed and committed; import publishes each file that differs from what its
 * screen serves as the next version, with a note, checked like any draft (a file with problems is
 * refused, named with them, and the others still go in).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { SCREEN_PUBLISHED, type ScreenPublished } from '../../../shared/live';
import type { DescriptorProblem } from '../../../shared/screen-editor';
import type { Database } from '../../db/client';
import { screenVersions } from '../../db/schema';
import type { LiveHub } from '../../live/hub';
import { checkDraft } from './check';
import { EDITABLE_SCREENS, type ScreenCatalog } from '../../screens/catalog';
import type { Config } from '../../config';
import { readScreenFile } from '../../screens/registry';

export interface ScreenTransfer {
  screen: string;
  /** export: the version written; import: the version published. */
  version?: number;
  problems?: DescriptorProblem[];
}

async function newest(database: Database, screen: string) {
  const [row] = await database.db.select({ version: screenVersions.version, descriptor: screenVersions.descriptor }).from(screenVersions)
    .where(eq(screenVersions.screen, screen)).orderBy(desc(screenVersions.version)).limit(1);
  return row;
}

/** Writes each screen staff published over its file in `schemasDir`; a screen never published is left alone. */
export async function exportScreens(database: Database, schemasDir: string): Promise<ScreenTransfer[]> {
  const written: ScreenTransfer[] = [];
  for (const screen of EDITABLE_SCREENS) {
    const row = await newest(database, screen);
    if (!row) continue;
    writeFileSync(join(schemasDir, `${screen}.json`), `${JSON.stringify(row.descriptor, null, 2)}\n`);
    written.push({ screen, version: row.version });
  }
  return written;
}

/** Publishes each file that differs from what its screen serves (the newest version, else nothing to do). */
export async function importScreens(database: Database, live: LiveHub, screens: ScreenCatalog, schemasDir: string, note: string): Promise<ScreenTransfer[]> {
  const done: ScreenTransfer[] = [];
  for (const screen of EDITABLE_SCREENS) {
    const file = readScreenFile(schemasDir, screen);
    const row = await newest(database, screen);
    // Never published: the file is already what the screen serves.
    if (!row || isDeepStrictEqual(row.descriptor, file)) continue;
    const problems = checkDraft({ config: { schemasDir } as Config, screens }, screen, file, {});
    if (problems.length) {
      done.push({ screen, problems });
      continue;
    }
    const [added] = await database.db.insert(screenVersions)
      .values({ screen, version: row.version + 1, descriptor: file as object, note, restoredFrom: null, publishedBy: null })
      .returning({ version: screenVersions.version });
    await screens.refresh(screen);
    await live.publish<ScreenPublished>(SCREEN_PUBLISHED, { screen, version: added!.version }, 'everyone');
    done.push({ screen, version: added!.version });
  }
  return done;
}


