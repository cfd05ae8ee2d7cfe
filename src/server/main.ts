/**
 * The portal's server process: opens the database (PGlite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), applies the migrations, seeds the demo data into an empty database and
 * serves the API and the client on one port.
 */
import { join } from 'node:path';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/demo';

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
    await migrate(database);
    const seeded = config.seedDemo && (await isEmpty(database.db));
    if (seeded) await seedDemo(database.db, { dataDir: config.dataDir });

    const app = await buildApp({ database, config });
    const shutdown = async (signal: string) => {
      app.log.info(`${signal}: closing`);
      await app.close();
      await database?.close();
      releaseLock();
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));

    await app.listen({ port: config.port, host: config.host });
    const url = config.publicUrl;
    const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${join(config.dataDir, 'pglite')}`;
    console.log(`\nExhibitor portal: ${url}   (API docs: ${url}/api/docs, database: ${where}${seeded ? ', demo data seeded' : ''})`);
    if (config.seedDemo) {
      console.log(`Demo accounts, password ${DEMO_PASSWORD}:`);
      for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(20)} ${account.what}`);
    }
  } catch (error) {
    await database?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
