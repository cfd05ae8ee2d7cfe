/**
 * What `npm run schemas:export` and `schemas:import` move between the database and the files: one
 * entry per kind — the messages of locales/ and the screens of schemas/ — each exporting what the
 * database publishes into its files and importing its files as newly published versions, and saying
 * what it did in lines for the terminal. A folder is the configured one (LOCALES_DIR, SCHEMAS_DIR),
 * or another given on the command line (`--locales`, `--schemas`). Screens run first: a screen's
 * labels lie under the translators' texts, so on export the messages' texts are written last.
 */
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/server/config';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { lockDataDir } from '../../src/server/db/data-dir-lock';
import { migrate } from '../../src/server/db/migrate';
import { ApiError } from '../../src/server/http/envelope';
import { loadLocales } from '../../src/server/http/i18n';
import { createLiveHub } from '../../src/server/live/hub';
import { exportMessages, importMessages } from '../../src/server/modules/messages/files';
import { exportScreens, importScreens } from '../../src/server/modules/screen-editor/transfer';
import { createScreenCatalog } from '../../src/server/screens/catalog';

export interface TransferContext {
  database: Database;
  config: Config;
}

export interface TransferReport {
  lines: string[];
  /** Something was refused: the command ends with exit code 1. */
  failed?: boolean;
}

/** The folders the command line names instead of the configured ones. */
export type Folders = Partial<Record<'locales' | 'schemas', string>>;

export interface Transfer {
  /** How the command line names it (`--only messages`). */
  name: string;
  /** Writes what is published into the files. */
  exportFiles(context: TransferContext, folders: Folders): Promise<TransferReport>;
  /** Publishes the files as new versions with the note. */
  importFiles(context: TransferContext, folders: Folders, note: string): Promise<TransferReport>;
}

const localesOf = (config: Config, folders: Folders): string => folders.locales ?? config.localesDir;
const schemasOf = (config: Config, folders: Folders): string => folders.schemas ?? config.schemasDir;
const labelsNote = (labels: number | undefined): string => (labels ? `, ${labels} label(s) with it` : '');

export const messagesTransfer: Transfer = {
  name: 'messages',
  async exportFiles({ database, config }, folders) {
    const files = await exportMessages(database.db, localesOf(config, folders));
    return { lines: files.map(({ file, changed }) => `messages: ${file}: ${changed ? `${changed} message(s) written` : 'already as published'}`) };
  },
  async importFiles({ database, config }, folders, note) {
    const dir = localesOf(config, folders);
    const where = join(dir, '{zh,en}.json');
    try {
      const { version, changes, unknown } = await importMessages(database.db, dir, note);
      return {
        lines: [
          `messages: ${where} published as version ${version} (${changes} message(s) changed)`,
          ...(unknown.length ? [`messages: not imported, unknown to ${config.localesDir}: ${unknown.join(', ')}`] : []),
        ],
      };
    } catch (error) {
      // The database already publishes exactly these texts: nothing to do is no failure.
      if (error instanceof ApiError && error.messageId === 'messages.error.nothing_to_publish') return { lines: [`messages: ${where} already published, nothing changed`] };
      throw error;
    }
  },
};

export const screensTransfer: Transfer = {
  name: 'screens',
  async exportFiles({ database, config }, folders) {
    const dir = schemasOf(config, folders);
    const written = await exportScreens(database, dir, localesOf(config, folders));
    if (written.length === 0) return { lines: [`screens: nothing published, ${dir} left as it is`] };
    return { lines: written.map(({ screen, version, labels }) => `screens: ${join(dir, `${screen}.json`)}: version ${version} written${labelsNote(labels)}`) };
  },
  async importFiles({ database, config }, folders, note) {
    const dir = schemasOf(config, folders);
    const screens = createScreenCatalog(database, { schemasDir: config.schemasDir });
    await screens.start();
    try {
      const done = await importScreens(database, createLiveHub(database), screens, dir, localesOf(config, folders), note);
      if (done.length === 0) return { lines: [`screens: ${dir} already published, nothing changed`] };
      return {
        lines: done.flatMap(({ screen, version, labels, problems }) => (problems
          ? [`screens: ${screen}.json refused:`, ...problems.map((problem) => `  ${JSON.stringify(problem)}`)]
          : [`screens: ${screen}.json published as version ${version}${labelsNote(labels)}`])),
        failed: done.some((each) => each.problems),
      };
    } finally {
      await screens.stop();
    }
  },
};

/** Every kind, in the order they run. */
export const transfers: readonly Transfer[] = [screensTransfer, messagesTransfer];

/** The command-line options every command takes: `--only <kind>` (repeatable) and a folder per kind. */
export const transferOptions = {
  only: { type: 'string', multiple: true },
  locales: { type: 'string' },
  schemas: { type: 'string' },
} as const satisfies Record<'only' | keyof Folders, unknown>;

/** Picks the transfers `--only` names (all without it); an unknown name is an error naming the known ones. */
export function chooseTransfers(only: readonly string[] | undefined): Transfer[] {
  if (!only?.length) return [...transfers];
  const unknown = only.filter((name) => !transfers.some((transfer) => transfer.name === name));
  if (unknown.length) throw new Error(`unknown --only ${unknown.join(', ')}; known: ${transfers.map((transfer) => transfer.name).join(', ')}`);
  return transfers.filter((transfer) => only.includes(transfer.name));
}

/**
 * Opens the database the server would (PostgreSQL with DATABASE_URL, else the PGlite of DATA_DIR,
 * whose lock refuses while a server holds it), brought up to date, for the work.
 */
export async function withPortalDatabase<T>(work: (context: TransferContext) => Promise<T>, config: Config = loadConfig()): Promise<T> {
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl, 2) : await openPglite(join(config.dataDir, 'pglite'));
    await migrate(database);
    loadLocales(config.localesDir);
    return await work({ database, config });
  } finally {
    await database?.close().catch(() => {});
    release();
  }
}
