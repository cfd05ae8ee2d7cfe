/**
 * What a process keeps between requests of a read the database can tell it is out of date: entries
 * grouped under a tag (one user, one ticket owner), dropped by tag. Correct on every process at once,
 * however the data changes:
 *
 * - Triggers NOTIFY the cache's channel with the tag (or `*` for everything) when the data behind it
 *   changes. Every process listens and drops what it holds.
 * - The process that made a change also forgets it itself, before it answers (`forget`), so the very
 *   next request — which may overtake the notification — already reads the new state.
 * - A read that a change overtook is not kept: each change raises the generation, and a read started
 *   under an older generation answers its own request but is not stored.
 * - While the listening connection is down nothing is cached (every request reads), and everything is
 *   dropped when it comes back: the notifications missed in between are gone.
 * - Entries live at most `ttlMs`; each tag keeps at most `perTag` entries and the cache at most
 *   `capacity`, the least recently loaded dropped first (a whole tag at a time when over capacity).
 */
import type { Database, Unlisten } from './client';

export interface NotifiedCacheOptions<V> {
  /** The NOTIFY channel the triggers write to. */
  channel: string;
  ttlMs: number;
  /** The most entries kept in all. */
  capacity: number;
  perTag: number;
  /** Whether a loaded value may be kept (an unknown account is not: nothing would ever forget it). */
  keeps?: (value: V) => boolean;
}

export interface NotifiedCache<V> {
  /** The value under this tag and key, loaded once by `load` while nothing changes it. */
  get(tag: string, key: string, load: () => Promise<V>): Promise<V>;
  /** Drops one tag's entries, or everything, after this process changed what they hold. */
  forget(tag: string | 'all'): void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

interface Entry<V> {
  value: V;
  loadedAt: number;
}

export function createNotifiedCache<V>(database: Database, options: NotifiedCacheOptions<V>): NotifiedCache<V> {
  const { channel, ttlMs, perTag } = options;
  const keeps = options.keeps ?? (() => true);
  /** Per tag, its entries; both maps iterate oldest first, and a loaded entry is inserted anew. */
  const entries = new Map<string, Map<string, Entry<V>>>();
  /** Reads under way, shared by requests for the same entry that arrive together. */
  const reading = new Map<string, { generation: number; read: Promise<V> }>();
  let size = 0;
  let generation = 0;
  let listening = false;
  let unlisten: Unlisten | undefined;

  function forget(tag: string | 'all'): void {
    generation += 1;
    if (tag === 'all') {
      entries.clear();
      size = 0;
    } else drop(tag);
  }

  function drop(tag: string): void {
    size -= entries.get(tag)?.size ?? 0;
    entries.delete(tag);
  }

  function keep(tag: string, key: string, entry: Entry<V>): void {
    const group = entries.get(tag) ?? new Map<string, Entry<V>>();
    entries.delete(tag);
    entries.set(tag, group);
    size -= group.size;
    group.delete(key);
    group.set(key, entry);
    if (group.size > perTag) group.delete(group.keys().next().value as string);
    size += group.size;
    while (size > options.capacity) drop(entries.keys().next().value as string);
  }

  async function read(tag: string, key: string, load: () => Promise<V>): Promise<V> {
    const started = generation;
    const id = `${tag}\u0000${key}`;
    const shared = reading.get(id);
    if (shared && shared.generation === started) return shared.read;
    const pending = load();
    reading.set(id, { generation: started, read: pending });
    try {
      const value = await pending;
      if (listening && generation === started && keeps(value)) keep(tag, key, { value, loadedAt: Date.now() });
      return value;
    } finally {
      if (reading.get(id)?.read === pending) reading.delete(id);
    }
  }

  return {
    async get(tag, key, load) {
      const entry = entries.get(tag)?.get(key);
      if (entry && Date.now() - entry.loadedAt < ttlMs) return entry.value;
      return read(tag, key, load);
    },
    forget,
    async start() {
      unlisten = await database.listen(channel, (payload) => forget(payload === '*' || payload === '' ? 'all' : payload), () => {
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
