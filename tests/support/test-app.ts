/**
 * A fresh server for one test file: a private copy of the migrated, seeded database and the app built
 * on it, exercised through `app.inject` (real routing, validation and SQL; no sockets).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Envelope } from '../../src/shared/codes';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { openPglite, openPostgres, type Database, type QueryListener } from '../../src/server/db/client';
import type { LiveHub } from '../../src/server/live/hub';
import { DEMO_PASSWORD } from '../../src/server/seed/demo';
import { withDatabase } from './database-template';
import { adminUrl, runOf, runPrefix } from './postgres-admin';

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  port: 0,
  host: '127.0.0.1',
  publicUrl: 'http://localhost',
  trustProxy: false,
  timeZone: 'Asia/Shanghai',
  dataDir: '/nonexistent',
  databaseUrl: '',
  jwtSecret: 'test-secret-of-at-least-32-characters!!',
  tokenTtl: 3600,
  bodyLimit: 1024 * 1024,
  seedDemo: false,
  logLevel: 'silent',
  clientDir: '/nonexistent',
  devTools: false,
  schemasDir: resolve('schemas'),
  localesDir: resolve('locales'),
  ...overrides,
});

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL URL of this file's database copy; undefined on PGlite. */
  databaseUrl?: string;
  /** The app's live hub, to publish messages as a module would. */
  live: LiveHub;
  config: Config;
  /** Sends a request and parses the envelope. */
  call<T = unknown>(options: InjectOptions): Promise<{ status: number; body: Envelope<T>; response: LightMyRequestResponse }>;
  /** Logs in a demo account by password and returns its bearer header. */
  loginAs(account: string): Promise<{ authorization: string }>;
  /**
   * After a test changed accounts, memberships or the group switch straight in the database: the app
   * forgets its callers now, as its own routes do after such a change, rather than when the change's
   * notification arrives (on PostgreSQL a moment later, on another connection).
   */
  callersChanged(): void;
  close(): Promise<void>;
}

async function openCopy(onQuery?: QueryListener): Promise<{ database: Database; databaseUrl?: string; drop: () => Promise<void> }> {
  const template = inject('databaseTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite(undefined, new Blob([readFileSync(template)]), onQuery);
    return { database, drop: async () => {} };
  }
  const name = `${runPrefix(runOf(template) ?? process.pid)}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  const databaseUrl = withDatabase(url, name);
  const database = await openPostgres(databaseUrl, 5, onQuery);
  return {
    database,
    databaseUrl,
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  appOptions: Pick<AppOptions, 'extend' | 'heartbeatMs' | 'logger'> = {},
  /** Hears every SQL statement the app sends (counting a request's statements). */
  onQuery?: QueryListener,
): Promise<TestApp> {
  const { database, databaseUrl, drop } = await openCopy(onQuery);
  const config = testConfig(overrides);
  const app = await buildApp({ database, config, logger: false, ...appOptions });
  await app.ready();
  const { live } = app;

  const call: TestApp['call'] = async (options) => {
    const response = await app.inject(options);
    return { status: response.statusCode, body: response.json(), response };
  };

  return {
    app,
    database,
    databaseUrl,
    live,
    config,
    call,
    async loginAs(account) {
      const { body } = await call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/account', payload: { account, password: DEMO_PASSWORD } });
      if (body.code !== 1) throw new Error(`login of ${account} failed: ${body.code} ${body.message}`);
      return { authorization: `Bearer ${body.data.jwt}` };
    },
    callersChanged() {
      app.callers.forget('all');
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
