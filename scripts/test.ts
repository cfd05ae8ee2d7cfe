/**
 * `npm test`: every suite in one vitest run (unit, integration on PGlite, integration on PostgreSQL
 * when DATABASE_URL is set, browser end-to-end). Extra arguments go to vitest
 * (`npm test -- --project unit`). A JSON report is left in .reports/vitest.json for CI's summary.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './lib/chromium';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runsBrowser = !args.includes('--project') || args.some((arg, i) => args[i - 1] === '--project' && arg === 'e2e');

if (runsBrowser) {
  const problem = ensureChromium();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=.reports/vitest.json', ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(vitest.status ?? 1);
