/**
 * Speed of the request path (issue 16): the booth-ticket list, a page of 20 of the demo exhibitor's
 * 10,000 tickets with a session token, under 50 connections for 20 s (autocannon), on PGlite and on
 * PostgreSQL, beside a five-line Fastify "hello" measured in the same run. The ratio to hello cancels
 * the machine's speed out. Targets: ≥ 0.1× hello on PostgreSQL, ≥ 0.05× on PGlite, p99 < 50 ms on
 * PostgreSQL.
 *
 * The list is kept between requests (modules/tickets/list-cache.ts), so the repeated page is answered
 * from memory, as a user's refreshes are. Beside it the bench prints the same load over the first
 * pages in turn (more than the cache keeps per owner): each call then reads the database.
 *
 * Each server is its own process (the portal through bench-server.ts, hello through hello-server.ts),
 * so autocannon's event loop is not the server's. Each load is preceded by a short warm-up that is not
 * counted. API_BENCH_SECONDS shortens the measured load for a quick look.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { TicketApi } from '../../src/shared/tickets';
import { TICKET_LIST_CACHE } from '../../src/server/modules/tickets/list-cache';
import { freePort, projectRoot } from '../lib/portal-process';
import { BACKEND_LABEL, benchBackends, logIn, startBenchServer, type Backend, type BenchServer } from './bench-server';
import { BENCH_ACCOUNT, claimAllocation, grantAllocation, ticketPage } from './booth-stock';

export const TICKETS = 10_000;
export const CONNECTIONS = 50;
export const TARGET_RATIO: Record<Backend, number> = { postgres: 0.1, pglite: 0.05 };
export const TARGET_P99_MS = 50;
const SECONDS = Number(process.env.API_BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 2;
const LIST_QUERY = 'page=1&limit=20';
/** More pages than the list cache keeps per owner, read in turn: every call misses it. */
export const PAGES_IN_TURN = TICKET_LIST_CACHE.perOwner + 4;

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx, and connection errors or timeouts: each should be 0. */
  non2xx: number;
  errors: number;
}

export interface ApiBenchResult {
  seconds: number;
  hello: LoadFigures;
  lists: { backend: Backend; label: string; figures: LoadFigures; ratio: number; everyPage: LoadFigures }[];
}

/** The path of each request in turn: the same page, or (`pages`) page 1, 2, … pages, 1, … */
function paths(pages: number | undefined): autocannon.Request[] | undefined {
  if (!pages) return undefined;
  let next = 0;
  return [{ setupRequest: (request) => ({ ...request, path: `/api${TicketApi.tickets}?page=${(next++ % pages) + 1}&limit=20` }) }];
}

async function load(url: string, headers: Record<string, string>, seconds: number, pages?: number): Promise<LoadFigures> {
  // A slow server is measured, not cut off: an answer may wait behind 49 others.
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: seconds, timeout: 30, requests: paths(pages) });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function warmedLoad(url: string, headers: Record<string, string> = {}, pages?: number): Promise<LoadFigures> {
  await load(url, headers, WARMUP_SECONDS, pages);
  return load(url, headers, SECONDS, pages);
}

async function measureHello(): Promise<LoadFigures> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/hello-server.ts'], { cwd: projectRoot, env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    const url = `http://127.0.0.1:${port}/`;
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error(`the hello server exited with ${child.exitCode}`);
      if (await fetch(url).then((response) => response.ok, () => false)) break;
      if (tries > 150) throw new Error('the hello server did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return await warmedLoad(url);
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  }
}

/** How often the embedded database's upkeep runs in the bench server (60 s in service). */
const UPKEEP_SECONDS = 1;

/**
 * A database in service has planner statistics for its tables: PostgreSQL's autovacuum gathers them
 * within a minute of a large change, the portal's own upkeep does on PGlite. The bench does not wait
 * that minute: it analyses PostgreSQL itself and lets PGlite's upkeep run every second.
 */
async function statisticsGathered(server: BenchServer): Promise<void> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query('vacuum analyze');
    } finally {
      await client.end();
    }
    return;
  }
  await new Promise((resolve) => setTimeout(resolve, 3 * UPKEEP_SECONDS * 1000));
}

async function measureList(backend: Backend): Promise<{ figures: LoadFigures; everyPage: LoadFigures }> {
  const server = await startBenchServer(backend, grantAllocation(TICKETS), { DB_UPKEEP_SECONDS: String(UPKEEP_SECONDS) });
  try {
    const token = await logIn(server.url, BENCH_ACCOUNT);
    await claimAllocation(server, token, TICKETS);
    await statisticsGathered(server);
    // The load is only worth measuring if the call answers what a browser would see.
    const page = await ticketPage(server, token, LIST_QUERY);
    if (page.total < TICKETS || page.list.length !== 20) throw new Error(`the list answered ${page.list.length} of ${page.total} tickets, not 20 of ${TICKETS}`);
    const headers = { authorization: `Bearer ${token}` };
    const figures = await warmedLoad(`${server.url}/api${TicketApi.tickets}?${LIST_QUERY}`, headers);
    const everyPage = await warmedLoad(`${server.url}/api${TicketApi.tickets}?${LIST_QUERY}`, headers, PAGES_IN_TURN);
    return { figures, everyPage };
  } finally {
    await server.stop();
  }
}

export async function measureApiList(): Promise<ApiBenchResult> {
  const hello = await measureHello();
  const lists: ApiBenchResult['lists'] = [];
  for (const backend of benchBackends()) {
    const { figures, everyPage } = await measureList(backend);
    lists.push({ backend, label: BACKEND_LABEL[backend], figures, ratio: figures.requestsPerSecond / hello.requestsPerSecond, everyPage });
  }
  return { seconds: SECONDS, hello, lists };
}
