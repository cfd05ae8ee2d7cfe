/**
 * Every setting of the server, read once from the environment. The README lists each with its default.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEFAULT_SHOW_TIME_ZONE, isTimeZone } from '../shared/show-time';

export interface Config {
  port: number;
  host: string;
  /**
   * The portal's public origin (PUBLIC_URL, e.g. https://expo.example.com): share links, payment
   * return and callback addresses are built on it, never on a request's Host or X-Forwarded-Host,
   * which any caller can forge.
   */
  publicUrl: string;
  /**
   * TRUST_PROXY: whose X-Forwarded-For / -Proto / -Host are believed (Fastify's trustProxy: a hop
   * count, addresses/CIDRs, or true for any). False by default: anyone could forge them and, say,
   * escape the per-address code limit.
   */
  trustProxy: boolean | number | string[];
  /**
   * The show's time zone (EXPO_TIMEZONE, an IANA name): every time the portal writes — pages, export
   * cells and file names, order numbers, messages — is on this clock (src/shared/show-time.ts).
   */
  timeZone: string;
  /** Folder for the embedded database, uploads and the generated secret. */
  dataDir: string;
  /** postgres://… selects PostgreSQL; empty keeps the embedded PGlite under dataDir. */
  databaseUrl: string;
  /**
   * DB_UPKEEP_SECONDS: how often the embedded PGlite is analysed and vacuumed where autovacuum would
   * have been (src/server/db/upkeep.ts; 60 s); absent in test configurations, which run none.
   */
  dbUpkeepSeconds?: number;
  jwtSecret: string;
  /**
   * Master key of personal data (PII_KEY, 32 bytes as hex or base64; else generated once into
   * DATA_DIR/pii-key). Optional so test configurations may leave it out (src/server/pii/keys.ts).
   */
  piiKey?: string;
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
  /** Folder of the message catalogues (zh.json, en.json) shared with the client. */
  localesDir: string;
  /** Where uploaded files live; absent means the local driver (tests build configs without it). */
  storage?: StorageConfig;
  /** The payment provider (src/server/pay); absent means the sandbox with a secret derived from jwtSecret. */
  pay?: PayConfig;
  /** How verification codes are delivered (src/server/notify); absent means the outbox only. */
  notify?: NotifyConfig;
}

/** SMTP_URL and MAIL_FROM. */
export interface NotifyConfig {
  /** smtp://user:pass@host:587 or smtps://…; empty keeps every message in the outbox. */
  smtpUrl: string;
  /** Sender of the e-mails. */
  mailFrom: string;
}

/** PAY_PROVIDER and PAY_SANDBOX_SECRET. */
export interface PayConfig {
  /** Name of the provider orders are paid with: 'sandbox' (the default, no money moves). */
  provider: string;
  /** Key the sandbox signs its callbacks with; empty derives one from the JWT secret. */
  sandboxSecret: string;
}

/**
 * Object storage. 'local': files under DATA_DIR/uploads behind our own upload endpoint. 's3': an
 * S3-compatible bucket the browser posts to directly (AWS S3, MinIO, Ceph, R2, OSS/OBS in S3 mode).
 */
export interface StorageConfig {
  driver: 'local' | 's3';
  /** https://host[:port] of the S3 API; empty means AWS's own endpoint for the region. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://endpoint/bucket/key instead of https://bucket.endpoint/key (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

const int = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isInteger(n) && n >= 0 ? n : fallback;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

/** STORAGE_DRIVER and S3_*; an incomplete S3 setting stops the start rather than failing at the first upload. */
function storageFor(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = (env.STORAGE_DRIVER || 'local').toLowerCase();
  if (driver !== 'local' && driver !== 's3') throw new Error(`STORAGE_DRIVER must be local or s3, not ${driver}`);
  const storage: StorageConfig = {
    driver,
    endpoint: (env.S3_ENDPOINT || '').replace(/\/+$/, ''),
    region: env.S3_REGION || 'us-east-1',
    bucket: env.S3_BUCKET || '',
    accessKeyId: env.S3_ACCESS_KEY_ID || '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false),
  };
  if (driver === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) throw new Error(`STORAGE_DRIVER=s3 needs ${missing.join(', ')}`);
  }
  return storage;
}

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

/** Like the JWT secret: PII_KEY, else a random key kept in the data folder. */
function piiKeyFor(dataDir: string, given: string | undefined): string {
  if (given) return given;
  const file = join(dataDir, 'pii-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** PUBLIC_URL as an origin (scheme, host, port); a malformed one stops the start rather than producing broken links. */
function publicUrlFor(given: string | undefined, port: number): string {
  if (!given) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://expo.example.com, not ${given}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be an http(s) address, not ${given}`);
  if (url.pathname !== '/' || url.search || url.hash) throw new Error(`PUBLIC_URL is an origin only (the portal is served at its root), not ${given}`);
  return url.origin;
}

/** TRUST_PROXY: empty or false → trust nobody; true → anyone; a number → that many hops; else a list of addresses/CIDRs. */
function trustProxyFor(given: string | undefined): Config['trustProxy'] {
  const value = (given ?? '').trim();
  if (value === '' || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}

/** EXPO_TIMEZONE; an unknown zone stops the start rather than writing every time wrong. */
function timeZoneFor(given: string | undefined): string {
  const zone = given || DEFAULT_SHOW_TIME_ZONE;
  if (!isTimeZone(zone)) throw new Error(`EXPO_TIMEZONE must be an IANA time zone such as Asia/Shanghai, not ${zone}`);
  return zone;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR || 'data');
  const port = int(env.PORT, 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    publicUrl: publicUrlFor(env.PUBLIC_URL, port),
    trustProxy: trustProxyFor(env.TRUST_PROXY),
    timeZone: timeZoneFor(env.EXPO_TIMEZONE),
    dataDir,
    databaseUrl: env.DATABASE_URL || '',
    dbUpkeepSeconds: int(env.DB_UPKEEP_SECONDS, 60),
    jwtSecret: secretFor(dataDir, env.JWT_SECRET),
    piiKey: piiKeyFor(dataDir, env.PII_KEY),
    tokenTtl: int(env.TOKEN_TTL, 8 * 3600),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024),
    seedDemo: flag(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: resolve(env.CLIENT_DIR || 'dist/client'),
    devTools: flag(env.DEV_TOOLS, false),
    schemasDir: resolve(env.SCHEMAS_DIR || 'schemas'),
    localesDir: resolve(env.LOCALES_DIR || 'locales'),
    storage: storageFor(env),
    pay: { provider: (env.PAY_PROVIDER || 'sandbox').toLowerCase(), sandboxSecret: env.PAY_SANDBOX_SECRET || '' },
    notify: { smtpUrl: env.SMTP_URL || '', mailFrom: env.MAIL_FROM || 'Exhibitor portal <no-reply@localhost>' },
  };
}
