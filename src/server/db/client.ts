/**
 * Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. Both get the same
 * Drizzle schema, the same migrations and LISTEN/NOTIFY; callers see one `Database` type.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { GENERIC_PLANS, nameRepeatedStatements } from './named-statements';
import { nameRepeatedPgliteStatements } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Unlisten = () => Promise<void>;

/**
 * Hears every statement sent, with its parameters (a test counts a request's statements with it, or
 * asks PostgreSQL for their plans).
 */
export type QueryListener = (sql: string, params: readonly unknown[]) => void;

const queryLogger = (onQuery?: QueryListener) => (onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : false);

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on the channel, from any process sharing the database. If the
   * listening connection is lost it is re-opened for ever: `onLost` runs when it drops (from then on
   * notifications are missed), `onReconnect` each time it is back.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void, onLost?: () => void): Promise<Unlisten>;
  close(): Promise<void>;
}

/** PGlite on a folder (or in memory when `dataDir` is undefined), optionally from a dump. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob, onQuery?: QueryListener): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  // One session for the whole process: named statements and their generic plans, as on PostgreSQL.
  await client.exec(`set plan_cache_mode = force_generic_plan`);
  nameRepeatedPgliteStatements(client);
  const db = drizzlePglite(client, { schema, logger: queryLogger(onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

/** Backoff between attempts to re-open a dropped LISTEN connection: doubling, capped, for ever. */
export const RELISTEN_BACKOFF = { firstMs: 100, maxMs: 1000 } as const;
/** Names the LISTEN connections in pg_stat_activity (operators, and the outage tests, find them by it). */
export const LISTEN_APPLICATION_NAME = 'portal-listen';

export async function openPostgres(url: string, max = 10, onQuery?: QueryListener): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max, options: GENERIC_PLANS });
  nameRepeatedStatements(pool);
  // An idle connection the server dropped (restart, failover) is discarded and replaced on demand;
  // unhandled, its 'error' event would end the process.
  pool.on('error', () => {});
  // Fail fast with a clear message when the server is not reachable.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema, logger: queryLogger(onQuery) }) as unknown as Db;
  const listeners = new Set<Unlisten>();

  /**
   * LISTEN needs a connection of its own. When the server drops it (restart, failover, an outage of
   * any length) it is re-opened with a capped backoff until it succeeds; `onReconnect` then lets the
   * caller fetch what was notified while nobody listened.
   */
  async function listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void, onLost?: () => void): Promise<Unlisten> {
    let client: pg.Client | undefined;
    let stopped = false;
    let retry: NodeJS.Timeout | undefined;
    let delay: number = RELISTEN_BACKOFF.firstMs;

    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url, application_name: LISTEN_APPLICATION_NAME });
      let lost = false;
      // Only an established connection schedules its own replacement; a failed attempt is retried by
      // whoever made it.
      const drop = (): void => {
        if (lost) return;
        lost = true;
        next.end().catch(() => {});
        if (client !== next) return;
        client = undefined;
        if (!stopped) onLost?.();
        scheduleRetry();
      };
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', drop);
      next.on('end', drop);
      try {
        await next.connect();
        await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      } catch (error) {
        lost = true;
        next.end().catch(() => {});
        throw error;
      }
      if (stopped) {
        lost = true;
        await next.end().catch(() => {});
        return;
      }
      client = next;
    };

    function scheduleRetry(): void {
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = undefined;
        connect().then(() => {
          delay = RELISTEN_BACKOFF.firstMs;
          if (!stopped) onReconnect?.();
        }, () => {
          delay = Math.min(delay * 2, RELISTEN_BACKOFF.maxMs);
          scheduleRetry();
        });
      }, delay);
    }

    await connect();
    const unlisten: Unlisten = async () => {
      stopped = true;
      listeners.delete(unlisten);
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => {});
    };
    listeners.add(unlisten);
    return unlisten;
  }

  return {
    db,
    kind: 'postgres',
    listen,
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
}
