/**
 * What `npm run schemas:export` and `schemas:import` move between the database and the files: one
 * entry per kind (today the messages of locales/; screens join the list the same way). Each entry
 * exports what the database publishes into its files and imports its files as a new published
 * version, and says what it did in lines for the terminal.
 */
import { join } from 'node:path';
import { loadConfig, type Config } from '../../src/server/config';
import { openPglite, openPostgres, type Database } from '../../src/server/db/client';
import { lockDataDir } from '../../src/server/db/data-dir-lock';
import { migrate } from '../../src/server/db/migrate';
import { ApiError } from '../../src/server/http/envelope';
import { loadLocales } from '../../src/server/http/i18n';
import { exportMessages, importMessages } from '../../src/server/modules/messages/files';

export interface TransferContext {
  database: Database;
  config: Config;
}

export interface Transfer {
  /** How the command line names it (`--only messages`). */
  name: string;
  /** Writes what is published into the files. */
  exportFiles(context: TransferContext): Promise<string[]>;
  /** Publishes the files (of `from`, else the configured folder) as a new version with the note. */
  importFiles(context: TransferContext, options: { from?: string; note: string }): Promise<string[]>;
}

export const messagesTransfer: Transfer = {
  name: 'messages',
  async exportFiles({ database, config }) {
    const files = await exportMessages(database.db, config.localesDir);
    return files.map(({ file, changed }) => (changed ? `messages: ${file}: ${changed} message(s) written` : `messages: ${file}: already as published`));
  },
  async importFiles({ database, config }, { from, note }) {
    const dir = from ?? config.localesDir;
    const result = await importMessages(database.db, dir, note).catch((error: unknown) => {
      // The database already publishes exactly these texts: nothing to do is no failure.
      if (error instanceof ApiError && error.messageId === 'messages.error.nothing_to_publish') return undefined;
      throw error;
    });
    if (!result) return [`messages: ${join(dir, '{zh,en}.json')} already published, nothing changed`];
    const { version, changes, unknown } = result;
    return [
      `messages: ${join(dir, '{zh,en}.json')} published as version ${version} (${changes} message(s) changed)`,
      ...(unknown.length ? [`messages: not imported, unknown to ${config.localesDir}: ${unknown.join(', ')}`] : []),
    ];
  },
};

/** Every kind, in the order they run. */
export const transfers: readonly Transfer[] = [messagesTransfer];

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
