/**
 * The server log never carries a token, a code, a share token, a document number, a phone or an
 * e-mail. A server logging at its most verbose level into a captured stream goes through logins,
 * code sends, live streams by token and by ticket, share links, bindings with personal data, a list
 * searched by phone and a database error with parameters; then no secret it saw is in any log line.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoothTicket, ShareLink } from '../../../../src/shared/tickets';
import { openSse } from '../../../support/sse-client';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { lastCode, rowsOf } from '../modules/accounts/support';
import { validId } from '../tickets/support';

let t: TestApp;
let base: string;
const lines: string[] = [];
/** Every secret the server was handed or handed out during the run. */
const secrets = new Set<string>();

/** A marker that travels as a query parameter into a statement that fails. */
const DB_ERROR_PARAMETER = 'leak-check@parameter.example';

beforeAll(async () => {
  t = await createTestApp({}, {
    logger: { level: 'trace', stream: { write: (line: string) => { lines.push(line); } } },
    // A statement the database refuses, with a parameter: the log must show the failure, not the value.
    extend: (api, deps) => {
      api.get('/test/db-error', { config: { auth: 'public' } }, async () => deps.db.execute(sql`select ${DB_ERROR_PARAMETER}::integer`));
    },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => { await t.close(); });

const keep = <T extends string | undefined>(value: T): T => {
  if (value) secrets.add(value);
  return value;
};

describe('the server log', () => {
  it('carries no token, code, share token, document number, phone or e-mail', async () => {
    // Password login by e-mail and by phone.
    for (const account of ['exhibitor@demo.test', '13800000001']) {
      keep(account);
      const { body } = await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/account', payload: { account, password: 'wrong-Passw0rd' } });
      expect(body.code).not.toBe(1);
    }
    const auth = await t.loginAs('exhibitor@demo.test');
    const jwt = keep(auth.authorization.slice('Bearer '.length));

    // A code to an e-mail and to a phone, then a login by code.
    for (const account of ['staff2@demo.test', '13800000011']) {
      keep(account);
      expect((await t.call({ method: 'POST', url: '/api/v2/code/send', payload: { account, purpose: 'login' } })).body.code).toBe(1);
      keep(await lastCode(t, account));
    }
    const byCode = await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/code', payload: { account: 'staff2@demo.test', code: await lastCode(t, 'staff2@demo.test') } });
    keep(byCode.body.data.jwt);

    // The live stream by token in the URL and by ticket.
    const byToken = await openSse(`${base}/api/sse?client-id=log-test&token=${jwt}`);
    expect(byToken.response.status).toBe(200);
    byToken.close();
    const ticket = keep((await t.call<{ ticket: string }>({ method: 'POST', url: '/api/sse/ticket', headers: auth })).body.data.ticket);
    const byTicket = await openSse(`${base}/api/sse?ticket=${ticket}`);
    expect(byTicket.response.status).toBe(200);
    byTicket.close();
    expect((await openSse(`${base}/api/sse?ticket=${ticket}`)).response.status).toBe(401);

    // A binding by form and one through a share link, with document numbers and phones.
    const unbound = (await t.call<{ list: BoothTicket[] }>({ method: 'GET', url: '/api/v4/ticket/booth?status=0&limit=2', headers: auth })).body.data.list;
    const formHolder = { name: '张三', doc_type: 1, doc_number: keep(validId(777)), phone: keep('13912345678'), email: keep('holder@private.example') };
    expect((await t.call({ method: 'PUT', url: `/api/v4/ticket/booth/${unbound[0]!.id}`, headers: auth, payload: formHolder })).body.code).toBe(1);
    // The same document again: refused by the database's unique index.
    expect((await t.call({ method: 'PUT', url: `/api/v4/ticket/booth/${unbound[1]!.id}`, headers: auth, payload: formHolder })).body.code).not.toBe(1);
    const link = (await t.call<ShareLink>({ method: 'POST', url: `/api/v4/ticket/booth/${unbound[1]!.id}/share`, headers: auth })).body.data;
    keep(link.token);
    expect((await t.call({ method: 'GET', url: `/api/v4/ticket/share/${link.token}` })).body.code).toBe(1);
    const linkHolder = { name: '王五', doc_type: 3, doc_number: keep('H12345678'), phone: keep('13700137000') };
    expect((await t.call({ method: 'POST', url: `/api/v4/ticket/share/${link.token}`, payload: linkHolder })).body.code).toBe(1);
    // A FAQ share link read with the guest token.
    const guest = keep((await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/guest' })).body.data.jwt);
    const question = (await t.call<{ id: number }>({ method: 'POST', url: '/api/v4/faq/question', headers: auth, payload: { category: 'other', content: 'Call me on 13600136000?' } })).body.data;
    const faqToken = keep((await t.call<{ token: string }>({ method: 'POST', url: `/api/v4/faq/question/${question.id}/share`, headers: auth })).body.data.token);
    await t.call({ method: 'GET', url: `/api/v4/faq/share/${faqToken}`, headers: { authorization: `Bearer ${guest}` } });

    // A list searched by a phone and a document number (in the query string).
    await t.call({ method: 'GET', url: `/api/v4/ticket/booth?keyword=13912345678`, headers: auth });
    await t.call({ method: 'GET', url: `/api/v4/ticket/booth?keyword=${validId(777)}`, headers: auth });

    // A database error whose statement carries a parameter.
    keep(DB_ERROR_PARAMETER);
    const failed = await t.call({ method: 'GET', url: '/api/test/db-error' });
    expect(failed.status).toBe(500);

    // The log saw all of it…
    const log = lines.join('');
    expect(log).toContain('/api/sse?client-id=[redacted]&token=[redacted]');
    expect(log).toContain('/api/sse?ticket=[redacted]');
    expect(log).toContain('/api/v4/ticket/share/:token');
    expect(log).toMatch(/"code":"22P02"/);
    expect(log).toContain('outbox message stored');
    // …and no secret it was handed.
    const stored = rowsOf<{ token_hash: string }>(await t.database.db.execute(sql`select token_hash from ticket_share_links`));
    expect(stored.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      // A number counts only as a whole number: a timestamp holds many 6-digit runs.
      const leaks = lines.filter((line) => (/^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(line) : line.includes(secret)));
      expect(leaks, `"${secret}" in the log`).toEqual([]);
    }
  });
});
