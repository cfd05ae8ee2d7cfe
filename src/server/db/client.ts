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
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Unlisten = () => Promise<void>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Calls `onPayload` for every NOTIFY on the channel, from any process sharing the database. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  close(): Promise<void>;
}

/** PGlite on a folder (or in memory when `dataDir` is undefined), optionally from a dump. */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

const RELISTEN_DELAY_MS = 1000;

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server dropped (restart, failover) is discarded and replaced on demand;
  // unhandled, its 'error' event would end the process.
  pool.on('error', () => {});
  // Fail fast with a clear message when the server is not reachable.
  await pool.query('select 1');
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Set<pg.Client>();

  /** LISTEN needs a connection of its own; it is re-opened if the server drops it. */
  async function listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
    let client: pg.Client | undefined;
    let stopped = false;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      next.on('error', () => {
        listeners.delete(next);
        next.end().catch(() => {});
        if (!stopped) setTimeout(() => void connect().catch(() => {}), RELISTEN_DELAY_MS);
      });
      await next.connect();
      await next.query(`listen "${channel.replaceAll('"', '""')}"`);
      client = next;
      listeners.add(next);
    };
    await connect();
    return async () => {
      stopped = true;
      if (client) {
        listeners.delete(client);
        await client.end();
      }
    };
  }

  return {
    db,
    kind: 'postgres',
    listen,
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
    },
  };
}
