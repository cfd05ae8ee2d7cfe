/**
 * Moving screens between the database and schemas/ (`npm run schemas:export` / `schemas:import`):
 * export writes each screen's newest published version over its file and the labels that version
 * brought into locales/, so a change staff made in production can be reviewed and committed; import
 * publishes each file that differs from what its screen serves as the next version, with a note and
 * the labels its ids have in locales/ where they differ from the texts in force, checked like any
 * draft (a file with problems is refused, named with them, and the others still go in).
 */
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { SCREEN_PUBLISHED, type ScreenPublished } from '../../../shared/live';
import type { ScreenDescriptor } from '../../../shared/descriptor';
import { LOCALES } from '../../../shared/locale';
import type { DescriptorProblem, LabelSet } from '../../../shared/screen-editor';
import { catalogueOf } from '../../http/i18n';
import { messageUses } from '../../schema-check/check-screen';
import { catalogueText, readCatalogue } from '../messages/files';
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
  /** Labels written into (export) or carried from (import) the locale files, both languages. */
  labels?: number;
  problems?: DescriptorProblem[];
}

async function newest(database: Database, screen: string) {
  const [row] = await database.db.select({ version: screenVersions.version, descriptor: screenVersions.descriptor, messages: screenVersions.messages }).from(screenVersions)
    .where(eq(screenVersions.screen, screen)).orderBy(desc(screenVersions.version)).limit(1);
  return row;
}

/**
 * Writes each screen staff published over its file in `schemasDir`, and the labels its version
 * brought into `localesDir`/zh.json and en.json (each message keeping its place, a new one last); a
 * screen never published is left alone.
 */
export async function exportScreens(database: Database, schemasDir: string, localesDir: string): Promise<ScreenTransfer[]> {
  const written: ScreenTransfer[] = [];
  const catalogues = Object.fromEntries(await Promise.all(LOCALES.map(async (locale) => [locale, await readCatalogue(localesDir, locale)] as const)));
  const changedLocales = new Set<string>();
  for (const screen of EDITABLE_SCREENS) {
    const row = await newest(database, screen);
    if (!row) continue;
    writeFileSync(join(schemasDir, `${screen}.json`), `${JSON.stringify(row.descriptor, null, 2)}\n`);
    let labels = 0;
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries((row.messages as LabelSet)[locale] ?? {})) {
        if (catalogues[locale]![id] === text) continue;
        catalogues[locale]![id] = text;
        changedLocales.add(locale);
        labels += 1;
      }
    }
    written.push({ screen, version: row.version, ...(labels ? { labels } : {}) });
  }
  for (const locale of changedLocales) await writeFile(join(localesDir, `${locale}.json`), catalogueText(catalogues[locale as keyof typeof catalogues]!));
  return written;
}

/** The texts `localesDir` gives the ids a descriptor names, where they differ from the texts in force. */
async function labelsFromFiles(descriptor: unknown, localesDir: string): Promise<LabelSet> {
  let ids: Set<string>;
  try {
    ids = new Set(messageUses(descriptor as ScreenDescriptor).map((use) => use.id));
  } catch {
    return {}; // A descriptor the walker cannot read: the check names its problems.
  }
  const labels: LabelSet = {};
  for (const locale of LOCALES) {
    const inForce = catalogueOf(locale);
    const file = await readCatalogue(localesDir, locale);
    const own = Object.fromEntries([...ids].filter((id) => typeof file[id] === 'string' && file[id] !== inForce[id]).map((id) => [id, file[id]!]));
    if (Object.keys(own).length) labels[locale] = own;
  }
  return labels;
}

/**
 * Publishes each file that differs from what its screen serves (the newest version, else nothing to
 * do), with the labels `localesDir` gives its ids.
 */
export async function importScreens(database: Database, live: LiveHub, screens: ScreenCatalog, schemasDir: string, localesDir: string, note: string): Promise<ScreenTransfer[]> {
  const done: ScreenTransfer[] = [];
  for (const screen of EDITABLE_SCREENS) {
    const file = readScreenFile(schemasDir, screen);
    const row = await newest(database, screen);
    // Never published: the file is already what the screen serves.
    if (!row || isDeepStrictEqual(row.descriptor, file)) continue;
    const messages = await labelsFromFiles(file, localesDir);
    const problems = checkDraft({ config: { schemasDir } as Config, screens }, screen, file, messages);
    if (problems.length) {
      done.push({ screen, problems });
      continue;
    }
    const labels = LOCALES.reduce((count, locale) => count + Object.keys(messages[locale] ?? {}).length, 0);
    const [added] = await database.db.insert(screenVersions)
      .values({ screen, version: row.version + 1, descriptor: file as object, messages, note, restoredFrom: null, publishedBy: null })
      .returning({ version: screenVersions.version });
    await screens.refresh(screen);
    await live.publish<ScreenPublished>(SCREEN_PUBLISHED, { screen, version: added!.version }, 'everyone');
    done.push({ screen, version: added!.version, ...(labels ? { labels } : {}) });
  }
  return done;
}


