import { describe, expect, it } from 'vitest';
import { LiveCode, type LiveMessage } from '../../../src/shared/live';
import { connectLiveStream, parseLiveMessage, type EventSourceLike } from '../../../src/runtime/live-stream';
import { applyLiveMessage, clearLiveFlag, initialLiveState } from '../../../src/runtime/live-state';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  close() { this.closed = true; }
  emit(data: string, lastEventId = '') { this.onmessage?.({ data, lastEventId } as MessageEvent); }
  fail() { this.onerror?.({} as Event); }
}

/** Lets the ticket request (a promise) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A stream whose n-th ticket is `ticket-n`, or none without a session; `refuse` makes ticket requests fail. */
async function harness(session: boolean, options: { refuse?: () => boolean } = {}) {
  const sources: FakeSource[] = [];
  const timers: { ms: number; run: () => Promise<void> }[] = [];
  const messages: LiveMessage[] = [];
  let gaveUp = 0;
  let tickets = 0;
  const stream = connectLiveStream({
    getTicket: async () => {
      if (options.refuse?.()) throw new Error('refused');
      return session ? `ticket-${++tickets}` : undefined;
    },
    getClientId: () => 'client-1',
    onMessage: (message) => messages.push(message),
    onGiveUp: () => { gaveUp += 1; },
    createEventSource: (url) => { const source = new FakeSource(url); sources.push(source); return source; },
    setTimer: (run, ms) => { timers.push({ ms, run: async () => { run(); await settle(); } }); return timers.length; },
    clearTimer: () => {},
  });
  await settle();
  return { stream, sources, timers, messages, gaveUp: () => gaveUp, tickets: () => tickets };
}

describe('parseLiveMessage', () => {
  it('reads {code, data}, parsing data that arrives as a JSON string', () => {
    expect(parseLiveMessage('{"code":10003,"data":"{\\"row\\":1}"}')).toEqual({ code: 10003, data: { row: 1 } });
    expect(parseLiveMessage('{"code":10001,"data":{"faq":3}}')).toEqual({ code: 10001, data: { faq: 3 } });
    expect(parseLiveMessage('{"code":10001,"data":"plain text"}')).toEqual({ code: 10001, data: 'plain text' });
  });

  it('ignores what is not a live message', () => {
    for (const raw of ['', 'ping', '[]', '{"code":1}', '{"data":1}']) expect(parseLiveMessage(raw)).toBeNull();
  });
});

describe('connectLiveStream', () => {
  it('connects to /api/sse with the client id and a stream ticket, never the session token, and hands messages on', async () => {
    const h = await harness(true);
    expect(h.sources[0]?.url).toBe('/api/sse?client-id=client-1&ticket=ticket-1');
    expect(h.sources[0]?.url).not.toContain('token=');
    h.sources[0]!.emit('{"code":10002,"data":null}');
    expect(h.messages).toEqual([{ code: LiveCode.NEW_ORDER, data: null }]);
  });

  it('asks for a new ticket for each connection, and the messages missed since the last id', async () => {
    const h = await harness(true);
    h.sources[0]!.emit('{"code":10002,"data":null}', '41');
    h.sources[0]!.fail();
    await h.timers[0]!.run();
    expect(h.sources[1]?.url).toBe('/api/sse?client-id=client-1&ticket=ticket-2&last_event_id=41');
    expect(h.tickets()).toBe(2);
  });

  it('counts a refused ticket request as a failed attempt', async () => {
    let refusing = true;
    const h = await harness(true, { refuse: () => refusing });
    expect(h.sources).toHaveLength(0);
    expect(h.timers.at(-1)?.ms).toBe(1000);
    refusing = false;
    await h.timers.at(-1)!.run();
    expect(h.sources[0]?.url).toContain('ticket=ticket-1');
  });

  it('retries after 1 s × the attempt, gives up after 5 failures', async () => {
    const h = await harness(true);
    for (let attempt = 1; attempt <= 4; attempt++) {
      h.sources.at(-1)!.fail();
      expect(h.sources.at(-1)!.closed).toBe(true);
      expect(h.timers.at(-1)?.ms).toBe(1000 * attempt);
      await h.timers.at(-1)!.run();
    }
    h.sources.at(-1)!.fail();
    expect(h.timers).toHaveLength(4);
    expect(h.sources).toHaveLength(5);
    expect(h.gaveUp()).toBe(1);
  });

  it('starts counting again after a successful open', async () => {
    const h = await harness(true);
    h.sources[0]!.fail();
    await h.timers[0]!.run();
    h.sources[1]!.onopen?.({} as Event);
    h.sources[1]!.fail();
    expect(h.timers[1]?.ms).toBe(1000);
  });

  it('does not connect without a session, and stays closed once closed', async () => {
    expect((await harness(false)).sources).toHaveLength(0);
    const h = await harness(true);
    h.stream.close();
    expect(h.sources[0]!.closed).toBe(true);
  });
});

describe('live state', () => {
  it('raises the flags of 10001, 10002 and 10007 until cleared', () => {
    let state = initialLiveState;
    for (const code of [LiveCode.NEW_MESSAGE, LiveCode.NEW_ORDER, LiveCode.NEW_UNBIND_ORDER]) state = applyLiveMessage(state, { code, data: null });
    expect(state).toMatchObject({ newMessage: true, newOrder: true, newUnbindOrder: true });
    expect(clearLiveFlag(state, 'newOrder')).toMatchObject({ newMessage: true, newOrder: false });
  });

  it('collects batch items until the finishing message; the next item starts a new batch', () => {
    let state = initialLiveState;
    state = applyLiveMessage(state, { code: LiveCode.BATCH_BIND_ITEM, data: { row: 1 } });
    state = applyLiveMessage(state, { code: LiveCode.BATCH_BIND_ITEM, data: { row: 2 } });
    expect(state.batchBind).toEqual({ items: [{ row: 1 }, { row: 2 }], finished: null });
    state = applyLiveMessage(state, { code: LiveCode.BATCH_BIND_FINISHED, data: { ok: 2 } });
    expect(state.batchBind.finished).toEqual({ ok: 2 });
    state = applyLiveMessage(state, { code: LiveCode.BATCH_BIND_ITEM, data: { row: 9 } });
    expect(state.batchBind).toEqual({ items: [{ row: 9 }], finished: null });
    state = applyLiveMessage(state, { code: LiveCode.BATCH_UNBIND_ITEM, data: 'a' });
    state = applyLiveMessage(state, { code: LiveCode.BATCH_UNBIND_FINISHED, data: null });
    expect(state.batchUnbind).toEqual({ items: ['a'], finished: true });
  });

  it('keeps the 20 newest messages, newest first', () => {
    let state = initialLiveState;
    for (let i = 0; i < 25; i++) state = applyLiveMessage(state, { code: LiveCode.NEW_MESSAGE, data: i });
    expect(state.recent).toHaveLength(20);
    expect(state.recent[0]?.data).toBe(24);
  });
});
