/**
 * Applies the versioned SQL files of ./migrations. On PostgreSQL an advisory lock keeps two server
 * processes that start together from migrating at once.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client';
import { projectRoot } from '../project-root';

export const migrationsFolder = join(projectRoot, 'src/server/db/migrations');

const MIGRATION_LOCK = 727_001;

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await database.db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
  try {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await database.db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
  }
}
