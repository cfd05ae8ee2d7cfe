/** What every module of the server is handed: the database, the settings and the token signer. */
import type { Config } from './config';
import type { Db } from './db/client';
import type { Tokens } from './http/tokens';

export interface Deps {
  db: Db;
  config: Config;
  tokens: Tokens;
}

export interface ModuleOptions {
  deps: Deps;
}
