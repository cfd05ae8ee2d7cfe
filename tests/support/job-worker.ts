/**
 * A job worker in a process of its own, for the crash tests: it claims jobs of one kind whose handler
 * never ends, says so on stdout (`claimed <id>`), and renews its lease until the process is killed.
 * Usage: node --import tsx tests/support/job-worker.ts <database url> <kind> <leaseMs> <renewMs> <pollMs>
 */
import { openPostgres } from '../../src/server/db/client';
import { createJobRunner } from '../../src/server/jobs/runner';

const [url, kind, leaseMs, renewMs, pollMs] = process.argv.slice(2);
const database = await openPostgres(url!, 2);
const runner = createJobRunner(database, {
  [kind!]: async ({ job }) => {
    process.stdout.write(`claimed ${job.id}\n`);
    await new Promise(() => {});
  },
}, { leaseMs: Number(leaseMs), renewMs: Number(renewMs), pollMs: Number(pollMs) });
await runner.start();
process.stdout.write('ready\n');
