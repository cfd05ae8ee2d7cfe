/** What every module of the server is handed: the database, the settings, the token signer, the live hub, the job queue, the callers. */
import type { Config } from './config';
import type { Db } from './db/client';
import type { Tokens } from './http/tokens';
import type { CallerCache } from './identity/caller-cache';
import type { JobRunner } from './jobs/runner';
import type { LiveHub } from './live/hub';

export interface Deps {
  db: Db;
  config: Config;
  tokens: Tokens;
  live: LiveHub;
  jobs: JobRunner;
  /** Who calls, kept between requests: a module that changes a caller forgets it (identity/caller-cache.ts). */
  callers: CallerCache;
}

export interface ModuleOptions {
  deps: Deps;
}
