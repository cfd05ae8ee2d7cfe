/**
 * Every answer carries the security headers: a Content-Security-Policy without 'unsafe-eval' that
 * forbids framing, nosniff, X-Frame-Options DENY and Referrer-Policy same-origin; API answers are
 * never stored by a cache, hashed bundles may be. Tokens without an expiry are refused.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../src/server/db/schema';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  // A built client of one page and one hashed bundle, so the page and asset answers are real.
  const clientDir = mkdtempSync(join(tmpdir(), 'portal-headers-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/assets/index-abc123.js"></script>');
  writeFileSync(join(clientDir, 'assets', 'index-abc123.js'), 'export {};');
  t = await createTestApp({ clientDir });
  owner = await t.loginAs('exhibitor@demo.test');
});
afterAll(async () => { await t.close(); });

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy'] ?? '');
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
}

describe('security headers', () => {
  it('on API answers, with Cache-Control: no-store: success, refusal, validation error and unknown route alike', async () => {
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/v2/user/info', headers: owner }),
      t.app.inject({ method: 'GET', url: '/api/v2/user/info' }),
      t.app.inject({ method: 'POST', url: '/api/v2/login/account', payload: {} }),
      t.app.inject({ method: 'GET', url: '/api/v9/nothing/here' }),
      t.app.inject({ method: 'GET', url: '/api/v4/expo/config' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 400, 404, 200]);
    for (const answer of answers) {
      expectSecurityHeaders(answer.headers);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('on the client page and its bundles; hashed bundles stay cacheable', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/ticketBoothManagement/ticketBooth' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page.headers);
    expect(page.headers['cache-control']).toBe('no-cache');

    const bundle = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(bundle.statusCode).toBe(200);
    expectSecurityHeaders(bundle.headers);
    expect(bundle.headers['cache-control']).toContain('immutable');
  });

  it('on the API docs', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expectSecurityHeaders(docs.headers);
  });

  it('on the live stream', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${base}/api/sse?token=${owner.authorization!.slice('Bearer '.length)}`, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
    try {
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expectSecurityHeaders(Object.fromEntries(response.headers));
      expect(response.headers.get('cache-control')).toBe('no-store');
    } finally {
      controller.abort();
    }
  });

  it('the sandbox checkout keeps its own stricter policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/pay/sandbox/checkout/sbx_nothing' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; .*script-src 'nonce-/);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('tokens', () => {
  const sign = async (withExpiry: boolean) => {
    const [row] = await t.database.db.select({ id: users.id, version: users.tokenVersion }).from(users).where(eq(users.email, 'exhibitor@demo.test'));
    const token = new SignJWT({ pur: 'session', ver: row!.version }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(String(row!.id)).setIssuedAt();
    if (withExpiry) token.setExpirationTime('1h');
    return token.sign(new TextEncoder().encode(t.config.jwtSecret));
  };

  it('a correctly signed session token without exp is refused (401, 1002)', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { authorization: `Bearer ${await sign(false)}` } });
    expect([answer.status, answer.body.code]).toEqual([401, 1002]);
  });

  it('the same token with exp is accepted', async () => {
    const answer = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { authorization: `Bearer ${await sign(true)}` } });
    expect([answer.status, answer.body.code]).toEqual([200, 1]);
  });
});
