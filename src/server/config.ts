/**
 * Every setting of the server, read once from the environment. The README lists each with its default.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** Folder for the embedded database, uploads and the generated secret. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; empty keeps the embedded PGlite under dataDir. */
  databaseUrl: string;
  jwtSecret: string;
  /** Lifetime of a session token in seconds. */
  tokenTtl: number;
  /** Largest accepted JSON body in bytes. */
  bodyLimit: number;
  /** Seed the demo exhibitor and accounts into an empty database. */
  seedDemo: boolean;
  logLevel: string;
  /** Folder of the built client, served at /. */
  clientDir: string;
  /** Mount the development endpoints under /api/dev (never in production). */
  devTools: boolean;
  /** Folder of the screen descriptors. */
  schemasDir: string;
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

/**
 * Without JWT_SECRET a random secret is generated once and kept in the data folder, so sessions
 * survive a restart and no two installations share a key.
 */
function secretFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || 'data');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    jwtSecret: secretFor(dataDir, env.JWT_SECRET),
    tokenTtl: int(env.TOKEN_TTL, 8 * 3600),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    seedDemo: flag(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    devTools: flag(env.DEV_TOOLS, false),
    schemasDir: resolve(env.SCHEMAS_DIR || 'schemas'),
  };
}
