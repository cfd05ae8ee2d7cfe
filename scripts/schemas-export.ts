/**
 * `npm run schemas:export [-- --only messages|screens] [--locales <folder>] [--schemas <folder>]`:
 * writes what the database publishes into the files — the messages translators changed at run time
 * into locales/*.json (each file's order and format kept), the screens staff edited into
 * schemas/<screen>.json — so the change can be reviewed and committed. The database is the
 * server's (DATABASE_URL, else DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { chooseTransfers, transferOptions, withPortalDatabase } from './lib/schema-transfers';

const { values } = parseArgs({ options: transferOptions });

try {
  const chosen = chooseTransfers(values.only);
  await withPortalDatabase(async (context) => {
    for (const transfer of chosen) {
      const report = await transfer.exportFiles(context, { locales: values.locales, schemas: values.schemas });
      for (const line of report.lines) console.log(line);
      if (report.failed) process.exitCode = 1;
    }
  });
} catch (error) {
  console.error(`schemas:export: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
