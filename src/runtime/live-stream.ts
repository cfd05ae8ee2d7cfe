/**
 * The client side of GET /api/sse (SPEC.md §4, §7, §8). EventSource cannot send headers, so each
 * connection first asks for a single-use stream ticket (POST /api/sse/ticket, with the session) and
 * puts that, not the session token, in the URL: a URL ends up in logs and history. Parses `{code,
 * data}` messages whose data may be a JSON string, and on an error closes and retries after 1 s ×
 * the attempt number, 5 attempts at most, asking the missed messages back with the last event id.
 * The browser's own reconnect is not used: it would retry forever, without our back-off, with a
 * ticket already used.
 */
import { LIVE_CODES, type LiveCodeValue, type LiveMessage } from '../shared/live';

export const LIVE_STREAM_URL = '/api/sse';
export const MAX_ATTEMPTS = 5;
export const RETRY_STEP_MS = 1000;

export interface LiveStreamOptions {
  /** A fresh single-use stream ticket; undefined without a session (nothing to connect). */
  getTicket(): Promise<string | undefined>;
  getClientId(): string;
  onMessage(message: LiveMessage): void;
  /** Frames with a code outside 10001–10007 (the portal's own, e.g. export progress 10101). */
  onOtherFrame?(frame: LiveFrame): void;
  /** Called once the stream failed MAX_ATTEMPTS times in a row. */
  onGiveUp?(): void;
  url?: string;
  /** For tests: a stand-in EventSource and timer. */
  createEventSource?(url: string): EventSourceLike;
  setTimer?(callback: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

/** The part of EventSource the stream uses. */
export interface EventSourceLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface LiveStream {
  close(): void;
}

/** Any `{code, data}` frame of the stream, whatever its code. */
export interface LiveFrame {
  code: number;
  data: unknown;
}

/** A frame with any numeric code, data parsed as parseLiveMessage does; null when not a frame. */
export function parseLiveFrame(raw: string): LiveFrame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { code, data } = parsed as { code?: unknown; data?: unknown };
  if (typeof code !== 'number') return null;
  if (typeof data !== 'string') return { code, data };
  try {
    return { code, data: JSON.parse(data) as unknown };
  } catch {
    return { code, data };
  }
}

const isLiveCode = (code: unknown): code is LiveCodeValue => LIVE_CODES.includes(code as LiveCodeValue);

/** A frame of one of the spec's codes (10001–10007); data parsed when it arrives as a JSON string. */
export function parseLiveMessage(raw: string): LiveMessage | null {
  const frame = parseLiveFrame(raw);
  return frame && isLiveCode(frame.code) ? { code: frame.code, data: frame.data } : null;
}

export function connectLiveStream(options: LiveStreamOptions): LiveStream {
  const create = options.createEventSource ?? ((url: string) => new EventSource(url, { withCredentials: true }));
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let source: EventSourceLike | undefined;
  let retry: unknown;
  let failures = 0;
  let closed = false;

  let lastEventId = '';

  const fail = () => {
    source?.close();
    source = undefined;
    failures += 1;
    if (failures >= MAX_ATTEMPTS) {
      options.onGiveUp?.();
      return;
    }
    retry = setTimer(() => void open(), RETRY_STEP_MS * failures);
  };

  const open = async () => {
    let ticket: string | undefined;
    try {
      ticket = closed ? undefined : await options.getTicket();
    } catch {
      if (!closed) fail();
      return;
    }
    if (closed || !ticket) return;
    const query = new URLSearchParams({ 'client-id': options.getClientId(), ticket });
    if (/^\d+$/.test(lastEventId)) query.set('last_event_id', lastEventId);
    source = create(`${options.url ?? LIVE_STREAM_URL}?${query}`);
    source.onopen = () => { failures = 0; };
    source.onmessage = (event) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const message = parseLiveMessage(String(event.data));
      if (message) {
        options.onMessage(message);
        return;
      }
      const frame = options.onOtherFrame ? parseLiveFrame(String(event.data)) : null;
      if (frame) options.onOtherFrame?.(frame);
    };
    source.onerror = fail;
  };

  void open();
  return {
    close() {
      closed = true;
      clearTimer(retry);
      source?.close();
    },
  };
}
