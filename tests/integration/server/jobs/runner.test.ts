/** The job runner on both databases: run, retry, resume after a crash, and no job run twice. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../../../src/server/db/client';
import { jobs } from '../../../../src/server/db/schema';
import { createJobRunner, type JobHandler } from '../../../../src/server/jobs/runner';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let second: Database | undefined;
beforeAll(async () => {
  t = await createTestApp();
  // On PostgreSQL a second pool stands for a second server process.
  if (t.databaseUrl) second = await openPostgres(t.databaseUrl, 3);
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const jobById = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('job runner', () => {
  it('runs a queued job with its payload and stores the result and progress', async () => {
    const runner = createJobRunner(t.database, {
      sum: async ({ job, progress }) => {
        const numbers = (job.payload as { numbers: number[] }).numbers;
        await progress({ processed: numbers.length, total: numbers.length });
        return { sum: numbers.reduce((a, b) => a + b, 0) };
      },
    });
    const id = await runner.enqueue('sum', { numbers: [1, 2, 3] }, { userId: 1 });
    expect(await runner.runOnce()).toBe(true);
    expect(await jobById(id)).toMatchObject({ status: 'done', result: { sum: 6 }, processed: 3, total: 3, attempts: 1, lockedBy: null });
    expect(await runner.runOnce()).toBe(false);
  });

  it('retries a failing job, then marks it failed with the error', async () => {
    let calls = 0;
    const runner = createJobRunner(t.database, { flaky: async () => { calls += 1; throw new Error('upstream down'); } }, { maxAttempts: 2 });
    const id = await runner.enqueue('flaky', {});
    await runner.runOnce();
    expect((await jobById(id)).status).toBe('queued');
    await runner.runOnce();
    expect(await jobById(id)).toMatchObject({ status: 'failed', error: 'upstream down', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('resumes a job whose worker died, from its checkpoint', async () => {
    const [row] = await t.database.db.insert(jobs).values({
      kind: 'count', payload: { to: 10 }, status: 'running', lockedBy: 'dead-worker', attempts: 1,
      lockedUntil: new Date(Date.now() - 1000), checkpoint: { next: 7 }, processed: 6,
    }).returning();
    const seen: number[] = [];
    const runner = createJobRunner(t.database, {
      count: async ({ job, progress }) => {
        const from = (job.checkpoint as { next: number } | null)?.next ?? 1;
        for (let n = from; n <= (job.payload as { to: number }).to; n++) {
          seen.push(n);
          await progress({ processed: n, checkpoint: { next: n + 1 } });
        }
        return { last: seen.at(-1) };
      },
    });
    await runner.runOnce();
    expect(seen).toEqual([7, 8, 9, 10]);
    expect(await jobById(row!.id)).toMatchObject({ status: 'done', attempts: 2, processed: 10 });
  });

  it('leaves a job alone while its lease holds', async () => {
    await t.database.db.insert(jobs).values({ kind: 'busy', status: 'running', lockedBy: 'alive', lockedUntil: new Date(Date.now() + 60_000) });
    const runner = createJobRunner(t.database, { busy: async () => 'stolen' });
    expect(await runner.runOnce()).toBe(false);
  });

  it('never runs a job twice when two workers compete', async () => {
    const runs = new Map<number, number>();
    const handler: JobHandler = async ({ job }) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const a = createJobRunner(t.database, { race: handler });
    const b = createJobRunner(second ?? t.database, { race: handler });
    const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => a.enqueue('race', { i })));
    const drain = async (runner: typeof a) => { while (await runner.runOnce()); };
    await Promise.all([drain(a), drain(b)]);
    expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1));
  });

  it('wakes on enqueue when started', async () => {
    let done!: () => void;
    const finished = new Promise<void>((resolve) => { done = resolve; });
    const runner = createJobRunner(t.database, { ping: async () => { done(); return 'pong'; } }, { pollMs: 60_000 });
    await runner.start();
    const started = Date.now();
    await runner.enqueue('ping', {});
    await finished;
    expect(Date.now() - started).toBeLessThan(2000);
    await runner.stop();
  });

  it('never hands a job to another worker while its worker is alive, however long it runs', async () => {
    // A lease of 600 ms and a job of 2.5 s: without renewals the job would be free after 600 ms.
    const timing = { leaseMs: 600, renewMs: 150, pollMs: 50 };
    let stolen = 0;
    let release!: () => void;
    const released = new Promise<void>((resolve) => { release = resolve; });
    let started!: () => void;
    const working = new Promise<void>((resolve) => { started = resolve; });
    const a = createJobRunner(t.database, { long: async () => { started(); await released; return 'done by a'; } }, timing);
    const b = createJobRunner(second ?? t.database, { long: async () => { stolen += 1; return 'done by b'; } }, timing);
    const id = await a.enqueue('long', {});
    const running = a.runOnce();
    await working;
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      expect(await b.runOnce()).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, timing.pollMs));
    }
    release();
    await running;
    expect(stolen).toBe(0);
    expect(await jobById(id)).toMatchObject({ status: 'done', result: 'done by a', attempts: 1, lockedBy: null });
  });
});
