/**
 * `npm run bench`: the speed goals of the issues, measured and printed (never asserted in tests).
 * Each bench prints its figure next to its target; ratios compare against a baseline measured in
 * the same run, so the machine's speed cancels out.
 */
import { measureFormBench, TARGET_KEY_P95_MS, TARGET_RATIO } from './form-bench';
import { measureLoginBundle, TARGET_KIB } from './login-bundle';

const line = (label: string, value: string, verdict: string) => console.log(`${label.padEnd(44)} ${value.padStart(14)}   ${verdict}`);

console.log('Benchmarks (targets from the issues)\n');

const login = await measureLoginBundle();
for (const file of login.files) console.log(`  ${file.name.padEnd(40)} ${(file.gzipBytes / 1024).toFixed(1).padStart(8)} KiB gzip`);
line('login page first-load JS (gzip)', `${login.totalKiB.toFixed(1)} KiB`, login.totalKiB <= TARGET_KIB ? `meets ≤ ${TARGET_KIB} KiB` : `OVER the ${TARGET_KIB} KiB target`);
line('RJSF / ajv / ExcelJS modules in it', String(login.heavyModules.length), login.heavyModules.length === 0 ? 'none, as required' : login.heavyModules.slice(0, 5).join(', '));

const form = await measureFormBench();
const ms = (value: number) => `${value.toFixed(1)} ms`;
const formLine = (label: string, figures: { ours: number; stock: number }, keystroke: boolean) => {
  const ratio = figures.ours / figures.stock;
  const misses = [
    ...(ratio <= TARGET_RATIO ? [] : [`${ratio.toFixed(2)}× > ${TARGET_RATIO}×`]),
    ...(!keystroke || figures.ours < TARGET_KEY_P95_MS ? [] : [`${ms(figures.ours)} ≥ ${TARGET_KEY_P95_MS} ms`]),
  ];
  const target = keystroke ? `≤ ${TARGET_RATIO}× stock and < ${TARGET_KEY_P95_MS} ms` : `≤ ${TARGET_RATIO}× stock`;
  console.log(`${label.padEnd(44)} ${ms(figures.ours).padStart(10)} ${ms(figures.stock).padStart(10)} ${`${ratio.toFixed(2)}×`.padStart(8)}   ${misses.length === 0 ? `meets ${target}` : `OVER: ${misses.join(', ')}`}`);
};
const samples = form.rows[0]?.keySamples.ours ?? 0;
console.log(`\nForm speed in Chromium: our SchemaForm vs stock RJSF (default theme, same schema); median of ${form.runs} mounts, p95 of ${samples} keystrokes`);
console.log(`${''.padEnd(44)} ${'ours'.padStart(10)} ${'stock'.padStart(10)} ${'ratio'.padStart(8)}`);
for (const row of form.rows) {
  formLine(`${row.label}: mount`, row.mount, false);
  formLine(`${row.label}: keystroke to paint p95`, row.keyP95, true);
}
