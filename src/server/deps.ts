/** What every module of the server is handed: the database, the settings, the token signer, the live hub, the job queue. */
import type { Config } from './config';
import type { Db } from './db/client';
import type { Tokens } from './http/tokens';
import type { JobRunner } from './jobs/runner';
import type { LiveHub } from './live/hub';

export interface Deps {
  db: Db;
  config: Config;
  tokens: Tokens;
  live: LiveHub;
  jobs: JobRunner;
}

export interface ModuleOptions {
  deps: Deps;
}
