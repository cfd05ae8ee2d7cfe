/**
 * `npm run schemas:import [-- --note "…"] [--only messages|screens] [--locales <folder>] [--schemas <folder>]`:
 * publishes the files' content as new versions — locales/*.json (or a folder holding zh.json and
 * en.json) as the next version of the messages, each schemas/<screen>.json that differs from what
 * its screen serves as that screen's next version — checked as a publish from the console is; every
 * running server and open page takes them at once. A refusal names each problem and ends with exit code 1.
 */
import { parseArgs } from 'node:util';
import { ApiError } from '../src/server/http/envelope';
import { translate } from '../src/server/http/i18n';
import { chooseTransfers, transferOptions, withPortalDatabase } from './lib/schema-transfers';

const DEFAULT_NOTE = 'npm run schemas:import';
const { values } = parseArgs({ options: { ...transferOptions, note: { type: 'string', default: DEFAULT_NOTE } } });

try {
  const chosen = chooseTransfers(values.only);
  const note = String(values.note).trim() || DEFAULT_NOTE;
  await withPortalDatabase(async (context) => {
    for (const transfer of chosen) {
      const report = await transfer.importFiles(context, { locales: values.locales, schemas: values.schemas }, note);
      for (const line of report.lines) console.log(line);
      if (report.failed) process.exitCode = 1;
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
