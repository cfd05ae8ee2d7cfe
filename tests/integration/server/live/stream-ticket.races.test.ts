/**
 * A stream ticket opens one stream, however many processes or connections try it at once: the
 * conditional DELETE … RETURNING lets exactly one through (PostgreSQL only: PGlite has one connection).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse, type SseConnection } from '../../../support/sse-client';
import { createTestApp, type TestApp } from '../../../support/test-app';

describe('a stream ticket used at once by many', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => { await t.close(); });

  it('opens exactly one of 20 simultaneous streams, 20 trials', async () => {
    const auth = await t.loginAs('exhibitor@demo.test');
    for (let trial = 0; trial < 20; trial++) {
      const { ticket } = (await t.call<{ ticket: string }>({ method: 'POST', url: '/api/sse/ticket', headers: auth })).body.data;
      const connections: SseConnection[] = await Promise.all(Array.from({ length: 20 }, () => openSse(`${base}/api/sse?ticket=${ticket}`)));
      try {
        expect(connections.map((c) => c.response.status).sort()).toEqual([200, ...Array(19).fill(401)]);
      } finally {
        connections.forEach((c) => c.close());
      }
    }
  });
});
