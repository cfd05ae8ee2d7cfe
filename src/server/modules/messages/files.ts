/**
 * The published messages and the files in locales/, moved between the two (`npm run schemas:export`
 * and `schemas:import`, scripts/schemas-transfers.ts): exporting writes the texts in force into the
 * files, keeping their order of keys and their formatting (two spaces, one key a line, a newline at
 * the end), so a commit shows exactly the translators' changes; importing publishes a folder's texts
 * as a new version, checked as a publish from the console is.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCALES, type Locale } from '../../../shared/locale';
import type { PublishResult } from '../../../shared/messages';
import type { Db } from '../../db/client';
import { noOverrides } from '../../http/i18n';
import { isKnownMessage, publishedCatalogues } from './catalogue';
import { publishCatalogues, readPublished } from './service';

/** A catalogue as the files are written: JSON, two spaces, a newline at the end (the project's one format). */
export const catalogueText = (messages: Record<string, string>): string => `${JSON.stringify(messages, null, 2)}\n`;

export async function readCatalogue(dir: string, locale: Locale): Promise<Record<string, string>> {
  const file = join(dir, `${locale}.json`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`${file}: not an object of messages`);
  for (const [id, text] of Object.entries(parsed)) if (typeof text !== 'string') throw new Error(`${file}: message "${id}" is not a text`);
  return parsed as Record<string, string>;
}

export interface ExportedFile {
  file: string;
  /** Messages whose text the file now has from the database. */
  changed: number;
}

/**
 * Writes the version in force into `dir`/zh.json and en.json: each message keeps its place, a
 * message the file lacked (a text added for an id only the other language's file has) goes last.
 * A file nothing changes is not rewritten.
 */
export async function exportMessages(db: Db, dir: string): Promise<ExportedFile[]> {
  const published = publishedCatalogues((await readPublished(db)).overrides);
  const written: ExportedFile[] = [];
  for (const locale of LOCALES) {
    const file = join(dir, `${locale}.json`);
    const before = await readCatalogue(dir, locale);
    const after: Record<string, string> = { ...before };
    let changed = 0;
    for (const [id, text] of Object.entries(published[locale])) {
      if (after[id] === text) continue;
      after[id] = text;
      changed += 1;
    }
    if (changed) await writeFile(file, catalogueText(after));
    written.push({ file, changed });
  }
  return written;
}

export interface ImportResult extends PublishResult {
  /** Ids of the folder's files that the portal's files do not know: not imported. */
  unknown: string[];
}

/** Publishes the texts of `dir`/zh.json and en.json as the next version (what differs from the files in force becomes an override). */
export async function importMessages(db: Db, dir: string, note: string): Promise<ImportResult> {
  const texts = noOverrides();
  const unknown = new Set<string>();
  for (const locale of LOCALES) {
    for (const [id, text] of Object.entries(await readCatalogue(dir, locale))) {
      if (isKnownMessage(id)) texts[locale][id] = text;
      else unknown.add(id);
    }
  }
  const result = await publishCatalogues(db, texts, { userId: null, note, locale: 'en' });
  return { ...result, unknown: [...unknown] };
}
