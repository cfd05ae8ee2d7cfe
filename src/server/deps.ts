/** What every module of the server is handed: the database, the settings, the token signer, the live hub, the job queue, the callers and ticket lists kept between requests, what can be paid. */
import type { Config } from './config';
import type { Db } from './db/client';
import type { NotifiedCache } from './db/notified-cache';
import type { Tokens } from './http/tokens';
import type { CallerCache } from './identity/caller-cache';
import type { JobRunner } from './jobs/runner';
import type { LiveHub } from './live/hub';
import type { MessageStore } from './modules/messages/store';
import type { Payable } from './pay/provider';
import type { ScreenCatalog } from './screens/catalog';

export interface Deps {
  db: Db;
  config: Config;
  tokens: Tokens;
  live: LiveHub;
  jobs: JobRunner;
  /** Who calls, kept between requests: a module that changes a caller forgets it (identity/caller-cache.ts). */
  callers: CallerCache;
  /** The ticket lists answered, as JSON, per owner (modules/tickets/list-cache.ts). */
  ticketLists: NotifiedCache<string>;
  /** The kinds of order a payment provider's callback can pay, each made by the module owning it. */
  payables: readonly Payable[];
  /** The screens as staff last published them (screens/catalog.ts). */
  screens: ScreenCatalog;
  /** The published messages this process translates with (modules/messages/store.ts). */
  messages: MessageStore;
}

export interface ModuleOptions {
  deps: Deps;
}
