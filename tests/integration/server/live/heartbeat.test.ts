/** The stream sends a heartbeat comment on its interval (15 s in production; shortened here). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({}, { heartbeatMs: 100 });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await t.close(); });

describe('live stream heartbeat', () => {
  it('writes ": heartbeat" comments while the stream is idle', async () => {
    const token = (await t.loginAs('exhibitor@demo.test')).authorization.slice(7);
    const controller = new AbortController();
    const response = await fetch(`${base}/api/sse?token=${token}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const deadline = Date.now() + 3000;
    while ((text.match(/: heartbeat\n\n/g) ?? []).length < 2 && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    expect((text.match(/: heartbeat\n\n/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });
});
