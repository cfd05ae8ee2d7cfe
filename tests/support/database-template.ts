/**
 * Global setup of the integration projects: migrate and seed ONE database per run, then let every
 * test file start from a copy of it (ARCHITECTURE.md: ~5× faster than migrating per file).
 *   PGlite:     the migrated data folder is dumped to a file; each test file loads the dump.
 *   PostgreSQL: a template database; each test file gets `CREATE DATABASE … TEMPLATE` of it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { seedDemo } from '../../src/server/seed/demo';
import { adminUrl, runAlive, runOf, runPrefix, TEST_DB_PREFIX } from './postgres-admin';

declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite: path of the dumped data folder. PostgreSQL: name of the template database. */
    databaseTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = project.config.env?.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite();
    await migrate(database);
    await seedDemo(database.db);
    const dump = await (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client.dumpDataDir('none');
    await database.close();
    const dir = mkdtempSync(join(tmpdir(), 'portal-pglite-'));
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('databaseTemplate', file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const template = `${runPrefix(process.pid)}template`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await dropLeftovers(admin, false);
  await admin.query(`create database "${template}"`);
  const database = await openPostgres(withDatabase(url, template), 2);
  await migrate(database);
  await seedDemo(database.db);
  await database.close();
  project.provide('databaseTemplate', template);
  return async () => {
    await dropLeftovers(admin, true);
    await admin.end();
  };
}

export const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

/**
 * Databases of runs that ended without their teardown (killed, crashed), and at teardown this run's
 * own. Those of runs still going, on this machine, are left alone.
 */
async function dropLeftovers(admin: pg.Client, ownToo: boolean): Promise<void> {
  const { rows } = await admin.query<{ datname: string }>(
    `select datname from pg_database where datname like $1`, [`${TEST_DB_PREFIX}%`]);
  for (const { datname } of rows) {
    const run = runOf(datname);
    const mine = run === process.pid;
    if ((mine && !ownToo) || (!mine && run !== null && runAlive(run))) continue;
    await admin.query(`drop database if exists "${datname}" with (force)`);
  }
}
