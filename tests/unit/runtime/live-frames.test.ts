/** Frames outside 10001–10007 (the portal's export progress 10101) reach their own callback. */
import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../../../src/shared/live';
import { connectLiveStream, parseLiveFrame, type EventSourceLike, type LiveFrame } from '../../../src/runtime/live-stream';

class FakeSource implements EventSourceLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  close() {}
  emit(data: string) { this.onmessage?.({ data } as MessageEvent); }
}

describe('other frames', () => {
  it('parseLiveFrame reads any numeric code, data possibly a JSON string', () => {
    expect(parseLiveFrame('{"code":10101,"data":"{\\"id\\":3,\\"low\\":40}"}')).toEqual({ code: 10101, data: { id: 3, low: 40 } });
    expect(parseLiveFrame('{"code":10101,"data":{"id":3}}')).toEqual({ code: 10101, data: { id: 3 } });
    expect(parseLiveFrame('{"code":"x"}')).toBeNull();
    expect(parseLiveFrame('nope')).toBeNull();
  });

  it('go to onOtherFrame; 10001–10007 still go to onMessage only', async () => {
    let source: FakeSource | undefined;
    const messages: LiveMessage[] = [];
    const frames: LiveFrame[] = [];
    connectLiveStream({
      getTicket: () => Promise.resolve('t'),
      getClientId: () => 'c',
      onMessage: (message) => messages.push(message),
      onOtherFrame: (frame) => frames.push(frame),
      createEventSource: () => (source = new FakeSource()),
    });
    // The ticket is fetched before the source opens.
    await new Promise((resolve) => setTimeout(resolve, 0));
    source?.emit('{"code":10001,"data":null}');
    source?.emit('{"code":10101,"data":{"id":1,"name":"x","low":50}}');
    source?.emit('garbage');
    expect(messages).toEqual([{ code: 10001, data: null }]);
    expect(frames).toEqual([{ code: 10101, data: { id: 1, name: 'x', low: 50 } }]);
  });
});
