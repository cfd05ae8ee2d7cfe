/**
 * The callers of this process, kept between requests so that a request costs no statement to learn
 * who calls. Correct on every process at once, however a caller changes:
 *
 * - Triggers (migration 0013) NOTIFY `portal_callers` with the user id (or `*` for everyone) when a
 *   caller's token version, account flags, name, contact, membership or the group switch changes.
 *   Every process listens and drops what it holds.
 * - The process that made a change also forgets it itself, before it answers (`forget`), so the very
 *   next request — which may overtake the notification — already reads the new state.
 * - A read that a change overtook is not kept: each change raises the generation, and a read started
 *   under an older generation answers its own request but is not stored.
 * - While the listening connection is down nothing is cached (every request reads), and everything is
 *   dropped when it comes back: the notifications missed in between are gone.
 * - Entries live at most CALLER_CACHE.ttlMs, and at most CALLER_CACHE.capacity are kept.
 */
import type { Database, Unlisten } from '../db/client';
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

interface Entry {
  caller: Caller;
  loadedAt: number;
}

export function createCallerCache(database: Database, options: { ttlMs?: number; capacity?: number } = {}): CallerCache {
  const ttlMs = options.ttlMs ?? CALLER_CACHE.ttlMs;
  const capacity = options.capacity ?? CALLER_CACHE.capacity;
  const entries = new Map<number, Entry>();
  /** Reads under way, shared by the requests of one user that arrive together. */
  const reading = new Map<number, { generation: number; read: Promise<Caller | undefined> }>();
  let generation = 0;
  let listening = false;
  let unlisten: Unlisten | undefined;

  function forget(userId: number | 'all'): void {
    generation += 1;
    if (userId === 'all') entries.clear();
    else entries.delete(userId);
  }

  function keep(userId: number, entry: Entry): void {
    // Oldest first: a Map iterates in insertion order, and a re-read entry is inserted anew.
    entries.delete(userId);
    entries.set(userId, entry);
    if (entries.size > capacity) entries.delete(entries.keys().next().value as number);
  }

  async function read(userId: number): Promise<Caller | undefined> {
    const started = generation;
    const shared = reading.get(userId);
    if (shared && shared.generation === started) return shared.read;
    const pending = loadCaller(database.db, userId);
    reading.set(userId, { generation: started, read: pending });
    try {
      const caller = await pending;
      // An unknown account is not kept: it answers 1002 either way, and nothing need forget it.
      if (caller && listening && generation === started) keep(userId, { caller, loadedAt: Date.now() });
      return caller;
    } finally {
      if (reading.get(userId)?.read === pending) reading.delete(userId);
    }
  }

  return {
    async get(userId) {
      const entry = entries.get(userId);
      if (entry && Date.now() - entry.loadedAt < ttlMs) return entry.caller;
      return read(userId);
    },
    forget,
    async start() {
      unlisten = await database.listen(CALLERS_CHANNEL, (payload) => {
        if (payload === '*') return forget('all');
        const userId = Number(payload);
        forget(Number.isInteger(userId) ? userId : 'all');
      }, () => {
        forget('all');
        listening = true;
      }, () => {
        listening = false;
        forget('all');
      });
      listening = true;
    },
    async stop() {
      listening = false;
      forget('all');
      await unlisten?.();
    },
  };
}
