/**
 * `npm test`: every suite in one vitest run (unit, integration on PGlite, integration on PostgreSQL
 * when DATABASE_URL is set, browser end-to-end). Extra arguments go to vitest
 * (`npm test -- --project unit`). A JSON report is left in .reports/vitest.json (or TEST_REPORT) for
 * CI's summary.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const projects = args.filter((_, i) => args[i - 1] === '--project');
const runs = (project: string): boolean => projects.length === 0 || projects.includes(project);

// The races run only on PostgreSQL: in CI a missing DATABASE_URL would drop them without a word.
if (process.env.CI && !process.env.DATABASE_URL && runs('integration-postgres')) {
  console.error('CI runs the integration suite on PostgreSQL too: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test).');
  process.exit(1);
}

if (runs('e2e')) {
  const problem = ensureChromium();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

const report = process.env.TEST_REPORT || '.reports/vitest.json';
const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(vitest.status ?? 1);
