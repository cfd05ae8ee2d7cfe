/**
 * `npm run schemas:import [-- --note "…"] [--from <folder>] [--only messages]`: publishes the files'
 * content as a new version (locales/*.json, or a folder holding zh.json and en.json), checked as a
 * publish from the console is; every running server and open page takes it at once. A refusal names
 * each problem and ends with exit code 1.
 */
import { parseArgs } from 'node:util';
import { ApiError } from '../src/server/http/envelope';
import { translate } from '../src/server/http/i18n';
import { chooseTransfers, withPortalDatabase } from './lib/schema-transfers';

const { values } = parseArgs({
  options: { only: { type: 'string', multiple: true }, from: { type: 'string' }, note: { type: 'string', default: 'npm run schemas:import' } },
});

try {
  const chosen = chooseTransfers(values.only);
  await withPortalDatabase(async (context) => {
    for (const transfer of chosen) {
      for (const line of await transfer.importFiles(context, { from: values.from, note: values.note.trim() || 'npm run schemas:import' })) console.log(line);
    }
  });
} catch (error) {
  process.exitCode = 1;
  if (error instanceof ApiError) {
    console.error(`schemas:import: ${translate('en', error.messageId, error.values)}`);
    const problems = (error.data as { problems?: { locale: string; id: string; message: string }[] } | null)?.problems ?? [];
    for (const problem of problems) console.error(`  ${problem.locale} ${problem.id}: ${problem.message}`);
  } else {
    console.error(`schemas:import: ${error instanceof Error ? error.message : String(error)}`);
  }
}
