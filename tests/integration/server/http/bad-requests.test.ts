/**
 * Every endpoint answers bad input with the envelope, the right HTTP status and a message that names
 * what is wrong — never a 500, never a stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokens } from '../../../../src/server/http/tokens';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ bodyLimit: 4096 });
  auth = await t.loginAs('exhibitor@demo.test');
});
afterAll(async () => { await t.close(); });

const en = { cookie: 'language=en' };

function expectEnvelope(status: number, body: { code: number; message: string }, expected: { status: number; code: number; message?: string | RegExp }) {
  expect(status).toBe(expected.status);
  expect(body.code).toBe(expected.code);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.message).not.toMatch(/at .*\.(ts|js):\d+/);
  if (expected.message) expect(body.message).toMatch(expected.message);
}

describe('malformed bodies', () => {
  for (const url of ['/api/v2/login/account', '/api/v2/login/password']) {
    it(`${url}: malformed JSON`, async () => {
      const { status, body } = await t.call({ method: 'POST', url, headers: { ...en, 'content-type': 'application/json' }, payload: '{"account":' });
      expectEnvelope(status, body, { status: 400, code: 1000, message: 'The request body is not valid JSON' });
    });

    it(`${url}: missing fields are each named`, async () => {
      const { status, body } = await t.call({ method: 'POST', url, headers: en, payload: {} });
      expectEnvelope(status, body, { status: 400, code: 1000 });
      expect(body.data).toEqual({ errors: [
        { field: 'account', message: 'Account is required' },
        { field: 'password', message: 'Password is required' },
      ] });
    });

    it(`${url}: wrong types are not coerced`, async () => {
      const { status, body } = await t.call({ method: 'POST', url, headers: en, payload: { account: 13800000001, password: true } });
      expectEnvelope(status, body, { status: 400, code: 1000, message: 'Account must be of type text' });
    });

    it(`${url}: unknown fields are refused`, async () => {
      const { body } = await t.call({ method: 'POST', url, headers: en, payload: { account: 'exhibitor@demo.test', password: 'x', admin: true } });
      expect(body.message).toBe('admin is not an allowed field');
    });

    it(`${url}: an oversized body`, async () => {
      const { status, body } = await t.call({ method: 'POST', url, headers: en, payload: { account: 'a'.repeat(10_000), password: 'x' } });
      expectEnvelope(status, body, { status: 413, code: 1005, message: 'The request is too large (at most 4 KB)' });
    });

    it(`${url}: a body that is not JSON`, async () => {
      const { status, body } = await t.call({ method: 'POST', url, headers: { ...en, 'content-type': 'text/plain' }, payload: 'account=x' });
      expectEnvelope(status, body, { status: 415, code: 1006, message: 'Send the request body as JSON' });
    });

    it(`${url}: an overlong account`, async () => {
      const { body } = await t.call({ method: 'POST', url, headers: en, payload: { account: 'a'.repeat(101), password: 'x' } });
      expect(body.message).toBe('Account must be at most 100 characters');
    });
  }
});

describe('bad query strings and params', () => {
  it.each([
    ['/api/v2/user/exhibitor/authority', 'Exhibitor is required'],
    ['/api/v2/user/exhibitor/authority?exhibitor_id=abc', 'Exhibitor must be of type whole number'],
    ['/api/v4/exhibitor/category', 'Exhibitor is required'],
    ['/api/v4/exhibitor/category?exhibitor_id=0', 'Exhibitor must be at least 1'],
    ['/api/v4/expo/notice?kind=gossip', 'Notice type must be one of: requiredReading, exhibitionRelatedMaterials'],
    ['/api/v4/expo/notice?limit=1000', 'Page size must be at most 100'],
    ['/api/v4/expo/todo/abc/click', 'ID must be of type whole number'],
  ])('%s', async (url, message) => {
    const { status, body } = await t.call({ method: 'GET', url, headers: { ...auth, ...en } });
    expectEnvelope(status, body, { status: 400, code: 1000, message });
  });
});

describe('unknown routes', () => {
  it.each([['GET', '/api/v9/nothing'], ['POST', '/api/v4/expo/config'], ['DELETE', '/api/v2/user/info']])('%s %s', async (method, url) => {
    const { status, body } = await t.call({ method: method as 'GET', url, headers: en });
    expectEnvelope(status, body, { status: 404, code: 1004, message: `There is no API ${method} ${url}` });
  });
});

describe('tokens', () => {
  const protectedEndpoints = [
    '/api/v2/user/info',
    '/api/v2/user/exhibitor',
    '/api/v2/user/exhibitor/authority?exhibitor_id=1',
    '/api/v4/expo/notice',
    '/api/v4/expo/todo',
    '/api/v4/expo/todo/1/click',
    '/api/v4/expo/group-switch',
    '/api/v4/exhibitor/category?exhibitor_id=1',
  ];

  it.each(protectedEndpoints)('%s without a token', async (url) => {
    const { status, body } = await t.call({ method: 'GET', url, headers: en });
    expectEnvelope(status, body, { status: 401, code: 1002, message: 'Please log in first' });
  });

  it.each(protectedEndpoints)('%s with a forged token', async (url) => {
    const forged = await createTokens('another-secret-of-at-least-32-chars!!').sign({ purpose: 'session', userId: 1, version: 0 }, 3600);
    const { status, body } = await t.call({ method: 'GET', url, headers: { ...en, authorization: `Bearer ${forged.jwt}` } });
    expectEnvelope(status, body, { status: 401, code: 1002, message: 'Your login has expired, please log in again' });
  });

  it('refuses an expired token', async () => {
    const expired = await createTokens(t.config.jwtSecret).sign({ purpose: 'session', userId: 1, version: 0 }, -60);
    const { status, body } = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { ...en, authorization: `Bearer ${expired.jwt}` } });
    expectEnvelope(status, body, { status: 401, code: 1002 });
  });

  it.each(['Bearer', 'Bearer not.a.jwt', 'Basic dXNlcjpwYXNz', 'Bearer ' + 'x'.repeat(5000)])('refuses the header %#', async (authorization) => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { ...en, authorization } });
    expectEnvelope(status, body, { status: 401, code: 1002 });
  });

  it('refuses a token of a user that no longer exists', async () => {
    const ghost = await createTokens(t.config.jwtSecret).sign({ purpose: 'session', userId: 999_999, version: 0 }, 3600);
    const { status } = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { authorization: `Bearer ${ghost.jwt}` } });
    expect(status).toBe(401);
  });
});

describe('documentation', () => {
  it('serves OpenAPI at /api/docs listing the endpoints', async () => {
    const { response } = await t.call({ method: 'GET', url: '/api/docs/json' });
    const spec = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of ['/api/v2/login/account', '/api/v2/login/password', '/api/v2/login/guest', '/api/v2/user/info', '/api/v4/expo/todo/{id}/click', '/api/v4/exhibitor/category']) {
      expect(spec.paths, path).toHaveProperty([path]);
    }
  });
});
