/** `npm run schemas:check` — see scripts/lib/schemas-check.ts for what it checks. */
import { fileURLToPath } from 'node:url';
import { checkSchemas, formatProblem } from './lib/schemas-check';

const root = fileURLToPath(new URL('..', import.meta.url));
const problems = checkSchemas(root);
for (const problem of problems) console.error(formatProblem(problem));
console.log(problems.length === 0 ? 'schemas: all descriptors, locales and fixtures agree' : `schemas: ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
