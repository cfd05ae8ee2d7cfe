/**
 * `npm run bench`: the speed goals of the issues, measured and printed (never asserted in tests).
 * Each bench prints its figure next to its target; ratios compare against a baseline measured in
 * the same run, so the machine's speed cancels out.
 */
import { measureLoginBundle, TARGET_KIB } from './login-bundle';

const line = (label: string, value: string, verdict: string) => console.log(`${label.padEnd(44)} ${value.padStart(14)}   ${verdict}`);

console.log('Benchmarks (targets from the issues)\n');

const login = await measureLoginBundle();
for (const file of login.files) console.log(`  ${file.name.padEnd(40)} ${(file.gzipBytes / 1024).toFixed(1).padStart(8)} KiB gzip`);
line('login page first-load JS (gzip)', `${login.totalKiB.toFixed(1)} KiB`, login.totalKiB <= TARGET_KIB ? `meets ≤ ${TARGET_KIB} KiB` : `OVER the ${TARGET_KIB} KiB target`);
line('RJSF / ajv / ExcelJS modules in it', String(login.heavyModules.length), login.heavyModules.length === 0 ? 'none, as required' : login.heavyModules.slice(0, 5).join(', '));
