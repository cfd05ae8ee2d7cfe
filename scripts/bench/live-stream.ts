/**
 * A bench's live stream (GET /api/sse?token=…) opened with node's http module: every message is kept
 * with its arrival time, and a bench waits until the messages it is after have arrived. Subscribed
 * when `openLiveStream` resolves: the route subscribes to the hub before it sends the head.
 */
import { request, type Agent } from 'node:http';
import { nowMs } from './bench-server';

export interface LiveMessage<T = unknown> { at: number; code: number; data: T }

export interface LiveStream {
  /** Every message received so far, in order of arrival. */
  readonly messages: readonly LiveMessage[];
  /**
   * Resolves with what `found` answers once it answers something, looked at on each arrival (and every
   * second); `found` may throw to give up. Fails after `timeoutMs`, saying `waited()`, or when closed.
   */
  until<T>(found: (messages: readonly LiveMessage[]) => T | undefined, timeoutMs: number, waited: () => string): Promise<T>;
  close(): void;
}

export function openLiveStream(base: string, token: string, agent: Agent): Promise<LiveStream> {
  const url = new URL('/api/sse', base);
  url.searchParams.set('token', token);
  const messages: LiveMessage[] = [];
  let wake = () => {};
  let closed = false;
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET /api/sse answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        const at = nowMs();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trimStart()).join('\n');
          if (!data) continue;
          const message = JSON.parse(data) as { code: number; data: unknown };
          messages.push({ at, code: message.code, data: typeof message.data === 'string' ? JSON.parse(message.data) as unknown : message.data });
        }
        wake();
      });
      response.on('error', () => {});
      resolve({
        messages,
        close() {
          closed = true;
          req.destroy();
          wake();
        },
        async until(found, timeoutMs, waited) {
          const deadline = Date.now() + timeoutMs;
          for (;;) {
            const answer = found(messages);
            if (answer !== undefined) return answer;
            if (closed) throw new Error('the live stream was closed');
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`nothing within ${timeoutMs / 1000} s (${waited()})`);
            await new Promise<void>((done) => {
              const timer = setTimeout(done, Math.min(left, 1000));
              wake = () => { clearTimeout(timer); done(); };
            });
          }
        },
      });
    });
    req.on('error', reject);
    req.end();
  });
}
