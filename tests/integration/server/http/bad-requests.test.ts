/**
 * Every endpoint answers bad input with the envelope, the right HTTP status and a message that names
 * what is wrong — never a 500, never a stack trace.
 */
import { connect, type AddressInfo } from 'node:net';
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

describe('text with a NUL character (PostgreSQL cannot store it)', () => {
  it('in a body field, naming the field', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/v2/login/account', headers: en, payload: { account: 'exhibitor\u0000@demo.test', password: 'x' } });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'Account contains a NUL character, which is not allowed' });
    expect(body.data).toEqual({ errors: [{ field: 'account', message: 'Account contains a NUL character, which is not allowed' }] });
  });

  it('in a key of the body', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/v2/login/account', headers: en, payload: { account: 'a', password: 'x', 'x\u0000': 1 } });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'Request body contains a NUL character, which is not allowed' });
  });

  it('in a query keyword', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/ticket/booth?keyword=a%00b', headers: { ...auth, ...en } });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'keyword contains a NUL character, which is not allowed' });
  });

  it('in a query parameter the route does not declare', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v2/user/info?x=%00', headers: { ...auth, ...en } });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'x contains a NUL character, which is not allowed' });
  });

  it('in a path param', async () => {
    const { status, body } = await t.call({ method: 'GET', url: `/api/v4/ticket/share/${'a'.repeat(30)}%00`, headers: en });
    expectEnvelope(status, body, { status: 400, code: 1000, message: /contains a NUL character/ });
  });
});

describe('integers past PostgreSQL\'s range', () => {
  it.each([
    ['page=2147483648', '/api/v4/expo/notice?page=2147483648', 'Page must be at most 2147483647'],
    ['page=-2147483649', '/api/v4/ticket/booth?page=-2147483649', 'Page must be at least 1'],
    ['exhibitor_id=1e23', '/api/v4/exhibitor/category?exhibitor_id=1e23', 'Exhibitor must be at most 2147483647'],
    ['id 1e309 in a path', '/api/v4/expo/todo/1e309/click', /^ID must /],
    ['id 2147483648 in a path', '/api/v4/faq/question/2147483648', 'ID must be at most 2147483647'],
  ])('%s', async (_name, url, message) => {
    const { status, body } = await t.call({ method: 'GET', url, headers: { ...auth, ...en } });
    expectEnvelope(status, body, { status: 400, code: 1000, message });
  });

  it('id 2147483648 of a record to share', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/v4/faq/question/2147483648/share', headers: { ...auth, ...en } });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'ID must be at most 2147483647' });
  });

  it.each([['2147483648', /must be at most 2147483647/], ['1e309', /must be/], ['-2147483649', 'Choose a material category']])('a body integer %s', async (number, message) => {
    const payload = `{"category_id":${number},"title":"ab","description":"0123456789","description_en":"0123456789","exhibits":[{"name":"a","quantity":1}],"contact_name":"a","contact_phone":"13800000001"}`;
    const { status, body } = await t.call({ method: 'POST', url: '/api/v4/exhibitor/report', headers: { ...auth, ...en, 'content-type': 'application/json' }, payload });
    expectEnvelope(status, body, { status: 400, code: 1000, message });
    expect((body.data as { errors: Array<{ field: string }> }).errors.map((each) => each.field)).toContain('category_id');
  });

  it('a bigint id keeps its own, wider range', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/export/2147483648/download', headers: { ...auth, ...en } });
    expectEnvelope(status, body, { status: 404, code: 1004 });
  });
});

describe('framework refusals in the envelope', () => {
  it('a path id of 300 characters (414)', async () => {
    const { status, body } = await t.call({ method: 'GET', url: `/api/v4/expo/todo/${'1'.repeat(300)}/click`, headers: { ...auth, ...en } });
    expectEnvelope(status, body, { status: 414, code: 1000, message: 'A value in the address is too long (at most 100 characters)' });
  });

  it('a path that is not valid percent-encoding (400)', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v4/ticket/share/%E0%A4%A', headers: en });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'The address is not valid' });
  });

  it('a body of 2 MB (413)', async () => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/v2/login/account', headers: en, payload: { account: 'a'.repeat(2 * 1024 * 1024), password: 'x' } });
    expectEnvelope(status, body, { status: 413, code: 1005, message: 'The request is too large (at most 4 KB)' });
  });

  it('a text/plain body (415)', async () => {
    const { status, body } = await t.call({ method: 'PUT', url: '/api/v4/exhibitor/company', headers: { ...auth, ...en, 'content-type': 'text/plain' }, payload: 'name=x' });
    expectEnvelope(status, body, { status: 415, code: 1006, message: 'Send the request body as JSON' });
  });

  it('a language cookie that is not valid percent-encoding', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/api/v9/nothing', headers: { cookie: 'language=%' } });
    expectEnvelope(status, body, { status: 404, code: 1004 });
  });
});

describe('multipart without a usable boundary', () => {
  let organiser: { authorization: string };
  let noticeId: number;
  beforeAll(async () => {
    organiser = await t.loginAs('organiser@demo.test');
    const { body } = await t.call<{ id: number }>({
      method: 'POST', url: '/api/organiser/notices', headers: organiser,
      payload: { kind: 'requiredReading', title: '须知', title_en: 'Notice', content: '内容', content_en: 'Content' },
    });
    noticeId = body.data.id;
  });

  it.each([
    ['no boundary', 'multipart/form-data'],
    ['an empty boundary', 'multipart/form-data; boundary='],
    ['a boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`],
    ['a boundary the body does not use', 'multipart/form-data; boundary=x'],
  ])('notice attachment, %s', async (_name, contentType) => {
    const { status, body } = await t.call({
      method: 'POST', url: `/api/organiser/notices/${noticeId}/attachments`, headers: { ...organiser, ...en, 'content-type': contentType }, payload: 'not a form',
    });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'The upload is not a well-formed multipart form (a boundary is missing or wrong)' });
  });

  it.each(['multipart/form-data', 'multipart/form-data; boundary=x'])('object upload, %s', async (contentType) => {
    const { status, body } = await t.call({ method: 'POST', url: '/api/oss/upload', headers: { ...auth, ...en, 'content-type': contentType }, payload: 'not a form' });
    expectEnvelope(status, body, { status: 400, code: 1000, message: 'The upload is not a well-formed multipart form (a boundary is missing or wrong)' });
  });
});

describe('requests Node refuses before the router', () => {
  /** Sends raw bytes to the listening app and reads the whole answer. */
  async function rawRequest(text: string): Promise<{ status: number; headers: string; body: string }> {
    const address = t.app.server.address() as AddressInfo;
    const socket = connect(address.port, '127.0.0.1');
    socket.end(text);
    let answer = '';
    for await (const chunk of socket) answer += String(chunk);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), headers: head, body };
  }

  beforeAll(async () => { await t.app.listen({ port: 0, host: '127.0.0.1' }); });

  it('headers over the size limit (431)', async () => {
    const answer = await rawRequest(`GET /api/v2/user/info HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(32 * 1024)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({ code: 1000, message: '请求头过大', data: null });
  });

  it('a URL over the size limit (431)', async () => {
    const answer = await rawRequest(`GET /api/v4/expo/notice?title=${'a'.repeat(32 * 1024)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1000, data: null });
  });

  it('a malformed request line (400)', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ code: 1000, message: '无法读取请求', data: null });
  });
});
