/**
 * Route validators compile on their first use, and a listening server compiles the rest just after
 * it starts (http/validation.ts compilePendingChecks): every schema the portal declares must compile,
 * here rather than at some route's first request, and a route checks its input alike either way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compilePendingChecks } from '../../../../src/server/http/validation';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('route validators', () => {
  it('check a route before and after the pending ones are compiled, alike', async () => {
    const wrongType = { method: 'POST', url: '/api/v2/login/password', headers: { cookie: 'language=en' }, payload: { account: 13800000001, password: true } } as const;
    const before = await t.call(wrongType);
    await compilePendingChecks();
    const after = await t.call(wrongType);
    expect(before.status).toBe(400);
    expect(before.body).toMatchObject({ code: 1000, message: 'Account must be of type text' });
    expect([after.status, after.body]).toEqual([before.status, before.body]);
  });

  it('compile every schema the portal declares, each once', async () => {
    // A fresh app registers its routes anew: all of their validators wait to be compiled.
    const fresh = await createTestApp();
    try {
      const compiled = await compilePendingChecks(3);
      expect(compiled).toBeGreaterThan(100);
      expect(await compilePendingChecks()).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});
