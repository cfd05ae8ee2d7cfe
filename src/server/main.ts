/**
 * The portal's server process: opens the database (PGlite under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), applies the migrations, seeds the demo data into an empty database and
 * serves the API and the client on one port.
 */
import { join } from 'node:path';
import { loadConfig, type Config } from './config';
import { buildApp } from './app';
import { openPglite, openPostgres, type Database } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './seed/demo';
import { formatProblem } from './schema-check/check-screen';
import { startupCheck } from './schema-check/startup-check';

/**
 * What staff or translators broke in the screens and messages, printed before serving, one line
 * per problem (file:line:column, JSON pointer, what to do). Nothing here stops the portal: a screen
 * that cannot be used is named as unavailable, and the others are served.
 */
function reportScreenProblems(config: Config): void {
  // Remembered from the previous start when no file it depends on changed (schema-check/startup-check.ts).
  const { problems, broken } = startupCheck(process.cwd(), { schemasDir: config.schemasDir, localesDir: config.localesDir });
  if (problems.length === 0) return;
  console.warn(`\nScreens and messages: ${problems.length} problem(s) (npm run schemas:check lists them too)`);
  for (const problem of problems) console.warn(`  ${formatProblem(problem)}`);
  if (broken.size) console.warn(`Screens that cannot be used until fixed: ${[...broken.keys()].join(', ')}`);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  // PGlite reads and compiles its WebAssembly off the main thread: started first, it opens while the
  // screens are checked.
  const opening = config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(join(config.dataDir, 'pglite'));
  let database: Database | undefined;
  try {
    reportScreenProblems(config);
    database = await opening;
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
    await (database ?? (await opening.catch(() => undefined)))?.close().catch(() => {});
    releaseLock();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
