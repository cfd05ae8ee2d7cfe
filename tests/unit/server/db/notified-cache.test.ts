/**
 * The notified cache (src/server/db/notified-cache.ts) over a stand-in database whose LISTEN the test
 * drives: a notice drops its tag or everything, a read overtaken by a change is not kept, nothing is
 * kept while the listening connection is down, and the limits hold at their edges.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../../src/server/db/client';
import { createNotifiedCache, type NotifiedCacheOptions } from '../../../../src/server/db/notified-cache';

interface Listening { notify(payload: string): void; lose(): void; reconnect(): void }

function standIn(): { database: Database; listening: Listening } {
  const handlers: { payload?: (p: string) => void; reconnect?: () => void; lost?: () => void } = {};
  const database = {
    listen: async (_channel: string, payload: (p: string) => void, reconnect?: () => void, lost?: () => void) => {
      Object.assign(handlers, { payload, reconnect, lost });
      return async () => {};
    },
  } as unknown as Database;
  return { database, listening: { notify: (p) => handlers.payload!(p), lose: () => handlers.lost!(), reconnect: () => handlers.reconnect!() } };
}

async function started(options: Partial<NotifiedCacheOptions<string>> = {}) {
  const { database, listening } = standIn();
  const cache = createNotifiedCache<string>(database, { channel: 'test', ttlMs: 60_000, capacity: 100, perTag: 10, ...options });
  await cache.start();
  let loads = 0;
  const load = (value: string) => async () => { loads += 1; return value; };
  return { cache, listening, load, loads: () => loads };
}

afterEach(() => { vi.useRealTimers(); });

describe('notified cache', () => {
  it('loads once, then answers from memory; a notice of the tag drops only that tag', async () => {
    const { cache, listening, load, loads } = await started();
    expect(await cache.get('a', 'k', load('1'))).toBe('1');
    expect(await cache.get('a', 'k', load('2'))).toBe('1');
    expect(await cache.get('b', 'k', load('b1'))).toBe('b1');
    expect(loads()).toBe(2);
    listening.notify('a');
    expect(await cache.get('a', 'k', load('3'))).toBe('3');
    expect(await cache.get('b', 'k', load('b2'))).toBe('b1');
    listening.notify('*');
    expect(await cache.get('b', 'k', load('b3'))).toBe('b3');
  });

  it('shares one load between reads that arrive together', async () => {
    const { cache, load, loads } = await started();
    const answers = await Promise.all([cache.get('a', 'k', load('1')), cache.get('a', 'k', load('2')), cache.get('a', 'k', load('3'))]);
    expect(answers).toEqual(['1', '1', '1']);
    expect(loads()).toBe(1);
  });

  it('does not keep a read that a change overtook: it answers its own caller, the next read loads', async () => {
    const { cache, load } = await started();
    let finish!: (value: string) => void;
    const pending = cache.get('a', 'k', () => new Promise<string>((resolve) => { finish = resolve; }));
    cache.forget('a');
    finish('before the change');
    expect(await pending).toBe('before the change');
    expect(await cache.get('a', 'k', load('after'))).toBe('after');
  });

  it('keeps nothing while the listening connection is down, and drops everything when it is back', async () => {
    const { cache, listening, load, loads } = await started();
    await cache.get('a', 'k', load('1'));
    listening.lose();
    expect(await cache.get('a', 'k', load('2'))).toBe('2');
    expect(await cache.get('a', 'k', load('3'))).toBe('3');
    listening.reconnect();
    expect(await cache.get('a', 'k', load('4'))).toBe('4');
    expect(await cache.get('a', 'k', load('5'))).toBe('4');
    expect(loads()).toBe(4);
  });

  it('does not keep what `keeps` refuses', async () => {
    const { cache, load } = await started({ keeps: (value) => value !== 'missing' });
    expect(await cache.get('a', 'k', load('missing'))).toBe('missing');
    expect(await cache.get('a', 'k', load('found'))).toBe('found');
    expect(await cache.get('a', 'k', load('again'))).toBe('found');
  });

  it('answers an entry until ttlMs, reloads from ttlMs on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cache, load } = await started({ ttlMs: 1000 });
    await cache.get('a', 'k', load('1'));
    vi.advanceTimersByTime(999);
    expect(await cache.get('a', 'k', load('2'))).toBe('1');
    vi.advanceTimersByTime(1);
    expect(await cache.get('a', 'k', load('3'))).toBe('3');
  });

  it('keeps perTag entries of a tag: the oldest goes when one more arrives', async () => {
    const { cache, load } = await started({ perTag: 2 });
    await cache.get('a', 'k1', load('1'));
    await cache.get('a', 'k2', load('2'));
    expect(await cache.get('a', 'k1', load('x'))).toBe('1');
    await cache.get('a', 'k3', load('3'));
    expect(await cache.get('a', 'k2', load('2 again'))).toBe('2');
    expect(await cache.get('a', 'k1', load('1 again'))).toBe('1 again');
  });

  it('keeps at most capacity entries: at capacity all stay, one more drops the oldest tag', async () => {
    const { cache, load, loads } = await started({ capacity: 3, perTag: 2 });
    await cache.get('a', 'k1', load('a1'));
    await cache.get('a', 'k2', load('a2'));
    await cache.get('b', 'k1', load('b1'));
    expect(await cache.get('a', 'k1', load('x'))).toBe('a1');
    expect(loads()).toBe(3);
    await cache.get('c', 'k1', load('c1'));
    expect(await cache.get('b', 'k1', load('x'))).toBe('b1');
    expect(await cache.get('c', 'k1', load('x'))).toBe('c1');
    expect(await cache.get('a', 'k1', load('a1 again'))).toBe('a1 again');
  });
});
