/**
 * A worker process killed in the middle of a job (PostgreSQL only: two processes share the database).
 * While the worker lives its renewed lease keeps the job from every other worker; once it is killed
 * (SIGKILL: nothing released) another worker takes the job over as soon as the lease runs out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../../src/server/db/schema';
import { createJobRunner } from '../../../../src/server/jobs/runner';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let worker: ChildProcess | undefined;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => {
  worker?.kill('SIGKILL');
  await t.close();
});

/** Resolves with the first stdout line of the child that matches. */
function line(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolvePromise, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) {
        child.stdout!.off('data', onData);
        resolvePromise(match);
      }
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`worker exited (${code}) before ${pattern}: ${text}`)));
  });
}

describe('a worker killed in the middle of a job', () => {
  it('keeps its job while alive; killed, the job goes to another worker once the lease runs out', async () => {
    const timing = { leaseMs: 1500, renewMs: 300, pollMs: 200 };
    const id = await createJobRunner(t.database, {}).enqueue('hang', {});
    // node itself with tsx's loader (the tsx command would leave its node child running when killed).
    worker = spawn(process.execPath, [
      '--import', 'tsx', 'tests/support/job-worker.ts', t.databaseUrl!, 'hang', String(timing.leaseMs), String(timing.renewMs), String(timing.pollMs),
    ], { stdio: ['ignore', 'pipe', 'inherit'] });
    expect(Number((await line(worker, /claimed (\d+)\n/))[1])).toBe(id);

    let takenAt = 0;
    const survivor = createJobRunner(t.database, { hang: async () => { takenAt = Date.now(); return 'taken over'; } }, timing);
    await survivor.start();
    // Three leases long: the living worker's renewals keep the job.
    await new Promise((done) => setTimeout(done, 3 * timing.leaseMs));
    expect(takenAt).toBe(0);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ status: 'running', attempts: 1 });

    const killedAt = Date.now();
    worker.kill('SIGKILL');
    await once(worker, 'exit');
    worker = undefined;
    for (let i = 0; i < 100 && takenAt === 0; i++) await new Promise((done) => setTimeout(done, 100));
    await survivor.stop();
    expect(takenAt).toBeGreaterThan(0);
    // Claimable one lease after the last renewal, claimed at the next poll.
    expect(takenAt - killedAt).toBeLessThan(timing.leaseMs + timing.pollMs + 1000);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]).toMatchObject({ status: 'done', result: 'taken over', attempts: 2 });
  });
});
