/**
 * `npm run schemas:export [-- --only messages]`: writes what the database publishes into the files
 * (locales/*.json: the messages translators changed at run time), keeping each file's order and
 * format, so the change can be committed. The database is the server's (DATABASE_URL or DATA_DIR).
 */
import { parseArgs } from 'node:util';
import { chooseTransfers, withPortalDatabase } from './lib/schema-transfers';

const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });

try {
  const chosen = chooseTransfers(values.only);
  await withPortalDatabase(async (context) => {
    for (const transfer of chosen) for (const line of await transfer.exportFiles(context)) console.log(line);
  });
} catch (error) {
  console.error(`schemas:export: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
