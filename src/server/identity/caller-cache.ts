/**
 * The callers of this process, kept between requests so that a request costs no statement to learn
 * who calls (db/notified-cache.ts says how it stays correct on every process). Triggers (migration
 * 0013) NOTIFY `portal_callers` with the user id (or `*` for everyone) when a caller's token version,
 * account flags, name, contact, membership or the group switch changes.
 */
import type { Database } from '../db/client';
import { createNotifiedCache } from '../db/notified-cache';
import { loadCaller, type Caller } from './caller';

export const CALLERS_CHANNEL = 'portal_callers';
export const CALLER_CACHE = { ttlMs: 60_000, capacity: 20_000 } as const;

export interface CallerCache {
  /** The caller with this user id, or undefined when the account no longer exists. */
  get(userId: number): Promise<Caller | undefined>;
  /** Drops one caller, or every caller, after this process changed it. */
  forget(userId: number | 'all'): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createCallerCache(database: Database, options: { ttlMs?: number; capacity?: number } = {}): CallerCache {
  const cache = createNotifiedCache<Caller | undefined>(database, {
    channel: CALLERS_CHANNEL,
    ttlMs: options.ttlMs ?? CALLER_CACHE.ttlMs,
    capacity: options.capacity ?? CALLER_CACHE.capacity,
    perTag: 1,
    // An unknown account is not kept: it answers 1002 either way, and nothing need forget it.
    keeps: (caller) => caller !== undefined,
  });
  return {
    get: (userId) => cache.get(String(userId), '', () => loadCaller(database.db, userId)),
    forget: (userId) => cache.forget(userId === 'all' ? 'all' : String(userId)),
    start: () => cache.start(),
    stop: () => cache.stop(),
  };
}
