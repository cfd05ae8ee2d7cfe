/**
 * The job runner. Jobs are rows (table `jobs`); a worker claims the oldest runnable one with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several server processes share the work, each job runs
 * once at a time, and a job whose worker died (lease expired) is picked up again by another process
 * or after a restart. A worker renews its lease on a timer while the handler runs, so the lease can
 * be short (a dead worker's job moves on within seconds) and a long job is never taken from a live
 * worker. Handlers report progress and a checkpoint, which a resumed run starts from.
 */
import { rowsOf } from '../db/results';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { jobs } from '../db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface JobContext {
  job: JobRow;
  db: Db;
  /** Records progress and the checkpoint to resume from, and renews the lease. */
  progress(update: { processed: number; total?: number; checkpoint?: unknown }): Promise<void>;
}

export type JobHandler = (context: JobContext) => Promise<unknown>;

export interface JobRunnerOptions {
  /** How long a claim holds unrenewed before another worker may take the job over. */
  leaseMs?: number;
  /** How often a working worker renews its lease (well inside `leaseMs`, so a late beat is no loss). */
  renewMs?: number;
  /** How often an idle worker looks for work (a NOTIFY wakes it sooner). */
  pollMs?: number;
  /** Attempts before a failing job is marked failed. */
  maxAttempts?: number;
  onProgress?(job: JobRow): void;
  onFinished?(job: JobRow): void;
}

export const JOBS_CHANNEL = 'portal_jobs';

/**
 * Production timing. A job whose worker died is claimable `leaseMs` after the last renewal and is
 * claimed at the next poll: within leaseMs + pollMs = 9 s. Renewing every 2 s leaves room for three
 * missed beats (a busy event loop, a slow query) before a live worker's lease runs out.
 */
export const JOB_TIMING = { leaseMs: 8000, renewMs: 2000, pollMs: 1000 } as const;

export interface JobRunner {
  enqueue(kind: string, payload: unknown, owner?: { userId?: number; exhibitorId?: number }): Promise<number>;
  /** Claims and runs one job if there is one; true when it ran something. */
  runOnce(): Promise<boolean>;
  start(): Promise<void>;
  stop(): Promise<void>;
  readonly workerId: string;
}

export function createJobRunner(database: Database, handlers: Record<string, JobHandler>, options: JobRunnerOptions = {}): JobRunner {
  const { db } = database;
  const leaseMs = options.leaseMs ?? JOB_TIMING.leaseMs;
  const renewMs = options.renewMs ?? JOB_TIMING.renewMs;
  const pollMs = options.pollMs ?? JOB_TIMING.pollMs;
  const maxAttempts = options.maxAttempts ?? 3;
  const workerId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const kinds = Object.keys(handlers);
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => Promise<void>) | undefined;
  let current: Promise<void> = Promise.resolve();

  const lease = () => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

  async function claim(): Promise<JobRow | undefined> {
    if (kinds.length === 0) return undefined;
    const kindList = sql.join(kinds.map((kind) => sql`${kind}`), sql`, `);
    const rows = await db.execute<Record<string, unknown>>(sql`
      update ${jobs} set status = 'running', locked_by = ${workerId}, locked_until = ${lease()}, attempts = attempts + 1
      where id = (
        select id from ${jobs}
        where kind in (${kindList})
          and (status = 'queued' or (status = 'running' and locked_until < now()))
        order by id
        for update skip locked
        limit 1
      )
      returning id`);
    const id = rowsOf<{ id: number | string }>(rows)[0]?.id;
    if (id === undefined) return undefined;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, Number(id)));
    return job;
  }

  async function finish(job: JobRow, outcome: { result?: unknown; error?: string }): Promise<void> {
    const failed = outcome.error !== undefined;
    const status = !failed ? 'done' : job.attempts >= maxAttempts ? 'failed' : 'queued';
    const [row] = await db.update(jobs).set({
      status,
      result: (outcome.result ?? null) as object,
      error: outcome.error ?? null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: status === 'queued' ? null : new Date(),
    }).where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId))).returning();
    if (row && status !== 'queued') options.onFinished?.(row);
  }

  /** Keeps the claim alive while the handler works; `lost` once another worker has the job. */
  function heartbeat(job: JobRow): { readonly lost: boolean; stop(): void } {
    let lost = false;
    const timer = setInterval(() => {
      db.update(jobs).set({ lockedUntil: lease() })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId))).returning({ id: jobs.id })
        .then((rows) => { if (rows.length === 0) lost = true; }, () => {
          // A database hiccup: the next beat tries again, well before the lease runs out.
        });
    }, renewMs);
    return { get lost() { return lost; }, stop: () => clearInterval(timer) };
  }

  async function run(job: JobRow): Promise<void> {
    const handler = handlers[job.kind];
    if (!handler) return;
    const beat = heartbeat(job);
    const context: JobContext = {
      job,
      db,
      async progress({ processed, total, checkpoint }) {
        if (beat.lost) throw new LeaseLostError();
        const [row] = await db.update(jobs).set({
          processed,
          ...(total !== undefined ? { total } : {}),
          ...(checkpoint !== undefined ? { checkpoint: checkpoint as object } : {}),
          lockedUntil: lease(),
        }).where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId))).returning();
        // Another worker took the job over (our lease ran out): stop here, it carries on.
        if (!row) throw new LeaseLostError();
        options.onProgress?.(row);
      },
    };
    try {
      await finish(job, { result: await handler(context) });
    } catch (error) {
      if (error instanceof LeaseLostError) return;
      await finish(job, { error: error instanceof Error ? error.message : String(error) });
    } finally {
      beat.stop();
    }
  }

  async function runOnce(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    await run(job);
    return true;
  }

  // One drain at a time; a wake-up during a drain asks for one more pass.
  let busy = false;
  let again = false;
  const wake = (): void => {
    if (!running) return;
    if (busy) {
      again = true;
      return;
    }
    busy = true;
    clearTimeout(timer);
    current = drain();
  };
  const drain = async (): Promise<void> => {
    try {
      do {
        again = false;
        while (running && (await runOnce()));
      } while (again && running);
    } catch {
      // a database hiccup: the next poll tries again
    }
    busy = false;
    if (running) timer = setTimeout(wake, pollMs);
  };

  return {
    workerId,
    async enqueue(kind, payload, owner = {}) {
      const [row] = await db.insert(jobs).values({ kind, payload: payload as object, ...owner }).returning({ id: jobs.id });
      await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
      return Number(row!.id);
    },
    runOnce,
    async start() {
      running = true;
      unlisten = await database.listen(JOBS_CHANNEL, wake);
      wake();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await unlisten?.();
      await current.catch(() => {});
    },
  };
}

class LeaseLostError extends Error {}
