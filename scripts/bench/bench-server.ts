/**
 * The real server for the server-side benches, as its own process started as `npm start` starts it
 * (scripts/start.mjs: the built server, dist/server/main.mjs), so the
 * bench's clients and the server do not share one event loop. The database is prepared first by the
 * bench itself (migrate, seed, then whatever the bench needs written directly), then handed to the
 * server: a fresh PGlite folder, or a fresh PostgreSQL database `portal_bench_<pid>_<n>` made on the
 * server of DATABASE_URL and dropped afterwards.
 *
 * A client that is not built yet is built once by the first start (15–25 s, not in any figure).
 * BENCH_SERVER_NODE_ARGS adds node options to the server's command line, e.g.
 * `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' npm run bench -- sse` to profile it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database, type Db } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/seed/demo';
import { freePort, projectRoot, waitUntilServing, type PortalProcess } from '../lib/portal-process';

export type Backend = 'pglite' | 'postgres';

export const BACKEND_LABEL: Record<Backend, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/** PGlite always; PostgreSQL when DATABASE_URL names a server. */
export const benchBackends = (): Backend[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export interface BenchServer {
  backend: Backend;
  url: string;
  portal: PortalProcess;
  /** PostgreSQL only: the bench database's URL, for checks in SQL while the server runs. */
  databaseUrl?: string;
  stop(): Promise<void>;
}

const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

const adminUrl = (url: string): string => withDatabase(url, 'postgres');

let databases = 0;

/**
 * A fresh, empty database `name` on the server of DATABASE_URL: its URL, and how to drop it again
 * (forcing out whoever is still connected).
 */
export async function throwawayDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL bench needs DATABASE_URL');
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  return {
    url: withDatabase(url, name),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/**
 * Prepares a fresh, migrated and seeded database, lets `setup` write into it, closes it and starts
 * the server on it.
 */
export async function startBenchServer(backend: Backend, setup: (db: Db) => Promise<void> = async () => {}, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-server-'));
  let databaseUrl: string | undefined;
  let drop = async () => {};
  let database: Database | undefined;
  try {
    if (backend === 'postgres') {
      const made = await throwawayDatabase(`portal_bench_${process.pid}_${++databases}`);
      drop = made.drop;
      databaseUrl = made.url;
      database = await openPostgres(databaseUrl, 2);
    } else {
      database = await openPglite(join(dataDir, 'pglite'));
    }
    await migrate(database);
    await seedDemo(database.db, { dataDir });
    await setup(database.db);
    await database.close();
    database = undefined;
  } catch (error) {
    await database?.close().catch(() => {});
    await drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const port = await freePort();
  let log = '';
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'warn',
      // No client: the benches call the API only.
      CLIENT_DIR: join(dataDir, 'no-client'),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  child.stderr?.on('data', (chunk: Buffer) => { log += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const portal: PortalProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => log,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  const stop = async () => {
    await portal.stop();
    await drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(portal);
  } catch (error) {
    await stop();
    throw error;
  }
  return { backend, url: portal.url, portal, databaseUrl, stop };
}

/** Logs a demo account in by password; returns its session token. */
export async function logIn(url: string, account: string): Promise<string> {
  const response = await fetch(`${url}/api/v2/login/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: DEMO_PASSWORD }),
  });
  const body = await response.json() as { code: number; message: string; data: { jwt: string } };
  if (body.code !== 1) throw new Error(`login of ${account} failed: ${body.code} ${body.message}`);
  return body.data.jwt;
}

/** The soft limit of open files of this shell (the bench's and the server's processes inherit it). */
export function openFileLimit(): number {
  try {
    const value = execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim();
    return value === 'unlimited' ? Number.POSITIVE_INFINITY : Number(value);
  } catch {
    return Number.NaN;
  }
}

export const quantile = (sorted: readonly number[], q: number): number => {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
};

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes of one machine. */
export const nowMs = (): number => performance.timeOrigin + performance.now();
