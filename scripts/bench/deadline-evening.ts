/**
 * The deadline evening (issue 24): a show's exhibitors all at the portal at once. On the show data set
 * (5,000 exhibitors, 150,000 booth tickets, …) 1,000 users, each the main account of a different
 * exhibitor with a session of its own, go round what an exhibitor does that evening for 60 s:
 * the dashboard (account, to-do strip and shortcuts, in parallel as the browser asks for them), the
 * booth-ticket list, a schema form (its invoice header) and saving it, thinking between pages. Printed: requests per
 * second, p50/p99 per call and errors; beside them the very same users, steps and pauses against a
 * Fastify hello, measured in the same run, so the machine's own limits show. Target: p99 < 200 ms on
 * every call, 0 errors, on PostgreSQL.
 *
 * Users think between pages like people (uniform around DEADLINE_THINK_MS, 3 s by default) and start
 * spread over the first pause: a closed loop without pauses would measure only the queue. Sessions are
 * signed with the server's secret here rather than by 1,000 password logins (each is a deliberate
 * ~100 ms hash), as they would be already open that evening.
 *
 * DEADLINE_USERS, DEADLINE_SECONDS and DEADLINE_THINK_MS change the load for a quick look.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { TicketApi } from '../../src/shared/tickets';
import { SHORTCUT_PATH } from '../../src/shared/shortcuts';
import { rowsOf } from '../../src/server/db/results';
import { createTokens } from '../../src/server/http/tokens';
import { piiKeys } from '../../src/server/pii/keys';
import { seedShow, showExhibitorEmail } from '../../src/server/seed/show';
import { freePort, projectRoot } from '../lib/portal-process';
import { quantile, startBenchServer } from './bench-server';

export const TARGET_P99_MS = 200;
export const USERS = Number(process.env.DEADLINE_USERS ?? 1000);
export const SECONDS = Number(process.env.DEADLINE_SECONDS ?? 60);
export const THINK_MS = Number(process.env.DEADLINE_THINK_MS ?? 3000);

const HEADER_PATH = '/api/v4/invoice/header';
/** The schema form each user reads and saves: its invoice header (saved as often as wished; a reviewed form would wait for review). */
const HEADER_SCREEN = 'schemas/invoice-header.json';
/** The calls of one round, in the order a user makes them; a page's calls go out together. */
export const STEPS = ['user info', 'to-do', 'shortcuts', 'ticket list', 'header form', 'header save'] as const;
export type Step = (typeof STEPS)[number];
const PAGES: readonly (readonly Step[])[] = [['user info', 'to-do', 'shortcuts'], ['ticket list'], ['header form'], ['header save']];

export interface CallFigures { requests: number; p50: number; p99: number; errors: number; firstError?: string }

export interface EveningFigures {
  users: number;
  seconds: number;
  requestsPerSecond: number;
  /** Every call of every step together. */
  all: CallFigures;
  calls: Record<Step, CallFigures>;
}

export interface DeadlineEveningResult { hello: EveningFigures; portal: EveningFigures | null }

interface User { token: string; header?: Record<string, unknown> & { id: number } }

type Caller = (user: User, step: Step) => Promise<void>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A pause of a person: uniform between half and one and a half times the mean. */
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

/** Runs every user's rounds for SECONDS and gathers each call's latencies and failures. */
async function evening(users: User[], call: Caller): Promise<EveningFigures> {
  const latencies = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  const errors = new Map<Step, { count: number; first?: string }>(STEPS.map((step) => [step, { count: 0 }]));
  const started = performance.now();
  const ends = started + SECONDS * 1000;
  let done = 0;

  const timed = async (user: User, step: Step) => {
    const at = performance.now();
    try {
      await call(user, step);
      latencies.get(step)!.push(performance.now() - at);
    } catch (error) {
      const failed = errors.get(step)!;
      failed.count += 1;
      failed.first ??= error instanceof Error ? error.message : String(error);
    }
    done += 1;
  };

  await Promise.all(users.map(async (user) => {
    await sleep(Math.random() * THINK_MS);
    while (performance.now() < ends) {
      for (const page of PAGES) {
        if (performance.now() >= ends) break;
        await Promise.all(page.map((step) => timed(user, step)));
        await think();
      }
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const figures = (measured: number[], failed: { count: number; first?: string }): CallFigures => {
    const sorted = measured.sort((a, b) => a - b);
    return { requests: sorted.length + failed.count, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), errors: failed.count, ...(failed.first ? { firstError: failed.first } : {}) };
  };
  const calls = Object.fromEntries(STEPS.map((step) => [step, figures(latencies.get(step)!, errors.get(step)!)])) as Record<Step, CallFigures>;
  const all = figures([...latencies.values()].flat(), { count: [...errors.values()].reduce((sum, failed) => sum + failed.count, 0), first: [...errors.values()].find((failed) => failed.first)?.first });
  return { users: users.length, seconds, requestsPerSecond: done / seconds, all, calls };
}

/** One answer of the portal: 2xx with the envelope's code 1, or an error saying what came instead. */
async function envelope(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 120)}`);
  const body = JSON.parse(text) as { code: number; message: string; data: unknown };
  if (body.code !== 1) throw new Error(`code ${body.code}: ${body.message}`);
  return body.data;
}

function portalCaller(base: string): Caller {
  const paths: Record<Exclude<Step, 'header form' | 'header save'>, string> = {
    'user info': '/api/v2/user/info',
    'to-do': '/api/v4/expo/todo',
    shortcuts: `/api${SHORTCUT_PATH}`,
    'ticket list': `/api${TicketApi.tickets}?page=1&limit=20`,
  };
  return async (user, step) => {
    const headers = { authorization: `Bearer ${user.token}`, 'accept-language': 'zh' };
    const id = user.header?.id;
    if (step === 'header form') {
      user.header = await envelope(await fetch(`${base}${HEADER_PATH}/${id}`, { headers })) as User['header'];
    } else if (step === 'header save') {
      // The form as read, the address reworded, saved: what the exhibitor's Save sends.
      const address = `上海市浦东新区龙阳路 ${Math.floor(Math.random() * 1000)} 号`;
      await envelope(await fetch(`${base}${HEADER_PATH}/${id}`, {
        method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ ...formOf(user.header ?? {}), address }),
      }));
    } else {
      await envelope(await fetch(`${base}${paths[step]}`, { headers }));
    }
  };
}

/** The form's fields (its descriptor's properties): what its Save sends, out of the record as read. */
const HEADER_FIELDS = Object.keys((JSON.parse(readFileSync(join(projectRoot, HEADER_SCREEN), 'utf8')) as { schema: { properties: object } }).schema.properties);

const formOf = (record: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(HEADER_FIELDS.filter((field) => record[field] !== undefined).map((field) => [field, record[field]]));

/** What each exhibitor had done before the evening: its invoice header added, through the API. */
async function headerAdded(base: string, user: User, n: number): Promise<void> {
  const added = await envelope(await fetch(`${base}${HEADER_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      invoice_type: 1, title: `展商${String(n).padStart(5, '0')}互动娱乐有限公司`, tax_no: '91350100M000100Y43', address: '上海市浦东新区龙阳路 1 号',
      bank: '中国工商银行上海分行', bank_account: '1001234567890', phone: '021-12345678', email: `finance${n}@show.example.com`,
    }),
  })) as { id: number };
  user.header = { id: Number(added.id) };
}

async function helloEvening(users: number): Promise<EveningFigures> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/hello-server.ts'], { cwd: projectRoot, env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let tries = 0; !(await fetch(url).then((response) => response.ok, () => false)); tries++) {
      if (tries > 150) throw new Error('the hello server did not answer within 30 s');
      await sleep(200);
    }
    return await evening(Array.from({ length: users }, () => ({ token: '' })), async () => {
      const response = await fetch(url);
      await response.text();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    });
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

async function portalEvening(): Promise<EveningFigures> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const piiKey = randomBytes(32).toString('hex');
  const users: User[] = [];
  const server = await startBenchServer('postgres', async (db) => {
    await seedShow(db, piiKeys({ piiKey, jwtSecret }), 1);
    const accounts = rowsOf<{ id: number; token_version: number }>(await db.execute(sql`select id, token_version from users
      where email in (${sql.join(Array.from({ length: USERS }, (_, n) => sql`${showExhibitorEmail(n + 1)}`), sql`, `)}) order by id`));
    if (accounts.length !== USERS) throw new Error(`the show has ${accounts.length} of the ${USERS} exhibitors asked for`);
    const tokens = createTokens(jwtSecret);
    for (const account of accounts) {
      users.push({ token: (await tokens.sign({ purpose: 'session', userId: Number(account.id), version: Number(account.token_version) }, 3 * 3600)).jwt });
    }
    // As autovacuum would have done long before the evening.
    await db.execute(sql`vacuum analyze`);
  }, { JWT_SECRET: jwtSecret, PII_KEY: piiKey });
  try {
    for (let next = 0; next < users.length; next += 20) await Promise.all(users.slice(next, next + 20).map((user, k) => headerAdded(server.url, user, next + k + 1)));
    // Every user's round once, not counted: the server's first calls compile and warm their paths.
    const call = portalCaller(server.url);
    for (const user of users.slice(0, 20)) for (const step of STEPS) await call(user, step);
    return await evening(users, call);
  } finally {
    await server.stop();
  }
}

export async function measureDeadlineEvening(): Promise<DeadlineEveningResult> {
  const hello = await helloEvening(USERS);
  const portal = process.env.DATABASE_URL ? await portalEvening() : null;
  return { hello, portal };
}

export function printDeadlineEvening(result: DeadlineEveningResult, line: (label: string, value: string, verdict: string) => void): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(`\nDeadline evening: ${USERS.toLocaleString('en')} exhibitors' sessions, each round dashboard → ticket list → invoice-header form → save, ~${THINK_MS / 1000} s between pages, ${SECONDS} s`);
  const { hello } = result;
  line('Fastify hello, same users and pauses', `${Math.round(hello.requestsPerSecond).toLocaleString('en')} req/s`,
    `p50 ${ms(hello.all.p50)}, p99 ${ms(hello.all.p99)}, ${hello.all.errors} errors`);
  if (!result.portal) {
    console.log('  PostgreSQL: skipped (set DATABASE_URL=postgres://… to measure it; the target is for PostgreSQL)');
    return;
  }
  const { portal } = result;
  line('PostgreSQL: all calls', `${Math.round(portal.requestsPerSecond).toLocaleString('en')} req/s`,
    `p50 ${ms(portal.all.p50)}, p99 ${ms(portal.all.p99)}, ${portal.all.errors} errors; ${(portal.requestsPerSecond / hello.requestsPerSecond).toFixed(2)}× hello's rate under the same users`);
  for (const step of STEPS) {
    const call = portal.calls[step];
    const misses = [
      ...(call.p99 < TARGET_P99_MS ? [] : [`p99 ≥ ${TARGET_P99_MS} ms`]),
      ...(call.errors === 0 ? [] : [`${call.errors} errors, first: ${call.firstError}`]),
    ];
    line(`PostgreSQL: ${step}`, `${ms(call.p50)} / ${ms(call.p99)}`,
      `${misses.length ? `MISSED: ${misses.join('; ')}` : `meets p99 < ${TARGET_P99_MS} ms, 0 errors`} (${call.requests.toLocaleString('en')} calls; hello p99 ${ms(hello.calls[step].p99)})`);
  }
}
