import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../support/test-app';

describe('development tools', () => {
  let withTools: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    [withTools, without] = await Promise.all([createTestApp({ devTools: true }), createTestApp()]);
  });
  afterAll(async () => { await Promise.all([withTools.close(), without.close()]); });

  it('are not mounted unless DEV_TOOLS is set', async () => {
    const { status } = await without.call({ method: 'POST', url: '/api/dev/live/publish', headers: await without.loginAs('exhibitor@demo.test'), payload: { code: 10001 } });
    expect(status).toBe(404);
  });

  it('publish a live message to the caller, checking the code', async () => {
    const headers = await withTools.loginAs('exhibitor@demo.test');
    const received: unknown[] = [];
    const stop = withTools.live.subscribe({ userId: 1, exhibitorId: null, deliver: (event) => received.push(event.data) });
    const published = await withTools.call<{ id: number }>({ method: 'POST', url: '/api/dev/live/publish', headers, payload: { code: 10002, data: { order: 7 } } });
    expect(published.body.code).toBe(1);
    for (let i = 0; i < 50 && received.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(received).toEqual([{ order: 7 }]);

    const bad = await withTools.call({ method: 'POST', url: '/api/dev/live/publish', headers: { ...headers, cookie: 'language=en' }, payload: { code: 42 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^code must be one of: 10001, 10002/);
  });
});
