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
  emit(data: string) { this.onmessage?.({ data } as MessageEvent); }
  fail() { this.onerror?.({} as Event); }
}

function harness(token: string | undefined) {
  const sources: FakeSource[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const messages: LiveMessage[] = [];
  let gaveUp = 0;
  const stream = connectLiveStream({
    getToken: () => token,
    getClientId: () => 'client-1',
    onMessage: (message) => messages.push(message),
    onGiveUp: () => { gaveUp += 1; },
    createEventSource: (url) => { const source = new FakeSource(url); sources.push(source); return source; },
    setTimer: (run, ms) => { timers.push({ ms, run }); return timers.length; },
    clearTimer: () => {},
  });
  return { stream, sources, timers, messages, gaveUp: () => gaveUp };
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
  it('connects to /api/sse with the client id and the token, and hands messages on', () => {
    const h = harness('jwt');
    expect(h.sources[0]?.url).toBe('/api/sse?client-id=client-1&token=jwt');
    h.sources[0]!.emit('{"code":10002,"data":null}');
    expect(h.messages).toEqual([{ code: LiveCode.NEW_ORDER, data: null }]);
  });

  it('retries after 1 s × the attempt, gives up after 5 failures', () => {
    const h = harness('jwt');
    for (let attempt = 1; attempt <= 4; attempt++) {
      h.sources.at(-1)!.fail();
      expect(h.sources.at(-1)!.closed).toBe(true);
      expect(h.timers.at(-1)?.ms).toBe(1000 * attempt);
      h.timers.at(-1)!.run();
    }
    h.sources.at(-1)!.fail();
    expect(h.timers).toHaveLength(4);
    expect(h.sources).toHaveLength(5);
    expect(h.gaveUp()).toBe(1);
  });

  it('starts counting again after a successful open', () => {
    const h = harness('jwt');
    h.sources[0]!.fail();
    h.timers[0]!.run();
    h.sources[1]!.onopen?.({} as Event);
    h.sources[1]!.fail();
    expect(h.timers[1]?.ms).toBe(1000);
  });

  it('does not connect without a token, and stays closed once closed', () => {
    expect(harness(undefined).sources).toHaveLength(0);
    const h = harness('jwt');
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
