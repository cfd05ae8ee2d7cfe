/**
 * `npm run seed`: migrates the database of the configuration (DATABASE_URL, else PGlite in DATA_DIR)
 * and writes the demo data if it is empty — what `npm start` does before serving.
 *
 * `npm run seed -- --show` also writes a show-sized data set on top (src/server/seed/show.ts: 5,000
 * exhibitors, 150,000 booth tickets, …) into a throw-away database; `--scale=0.1` writes a tenth.
 * A database that already holds the show is left as it is.
 */
import { join } from 'node:path';
import { loadConfig } from '../src/server/config';
import { openPglite, openPostgres } from '../src/server/db/client';
import { lockDataDir } from '../src/server/db/data-dir-lock';
import { migrate } from '../src/server/db/migrate';
import { piiKeys } from '../src/server/pii/keys';
import { isEmpty, seedDemo } from '../src/server/seed/demo';
import { hasShow, seedShow, SHOW_PASSWORD } from '../src/server/seed/show';

const args = process.argv.slice(2);
const show = args.includes('--show');
const scaleArg = args.find((arg) => arg.startsWith('--scale='));
const scale = scaleArg ? Number(scaleArg.slice('--scale='.length)) : 1;
if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
  console.error('--scale takes a number above 0 and at most 10, e.g. --scale=0.1');
  process.exit(2);
}

const config = loadConfig();
const releaseLock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
const database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(join(config.dataDir, 'pglite'));
try {
  await migrate(database);
  if (await isEmpty(database.db)) {
    await seedDemo(database.db, { dataDir: config.dataDir });
    console.log('Demo data written.');
  }
  if (show) {
    if (await hasShow(database.db)) {
      console.log('The database already holds the show; nothing written.');
    } else {
      const started = Date.now();
      const counts = await seedShow(database.db, piiKeys(config), scale, (line) => console.log(`  ${line}`));
      console.log(`Show written in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
      console.log(`Its accounts (exhibitor1@show.test …, group1@show.test …) share the password ${SHOW_PASSWORD}.`);
    }
  }
} finally {
  await database.close();
  releaseLock();
}
