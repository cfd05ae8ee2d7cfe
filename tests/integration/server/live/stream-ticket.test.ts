/**
 * Stream tickets: POST /api/sse/ticket with a session gives a random ticket that opens GET /api/sse
 * once, within 60 s, for that session only; the token never travels in the URL.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LiveCode } from '../../../../src/shared/live';
import { streamTickets, users } from '../../../../src/server/db/schema';
import { openSse, type SseConnection } from '../../../support/sse-client';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let base: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => { open.splice(0).forEach((connection) => connection.close()); });
afterAll(async () => { await t.close(); });

const issue = (headers: Record<string, string>) =>
  t.call<{ ticket: string; expire: number }>({ method: 'POST', url: '/api/sse/ticket', headers });

async function stream(ticket: string): Promise<SseConnection> {
  const connection = await openSse(`${base}/api/sse?client-id=test&ticket=${encodeURIComponent(ticket)}`, { cookie: 'language=en' });
  open.push(connection);
  return connection;
}

describe('POST /api/sse/ticket', () => {
  it('gives a random ticket valid for 60 s, stored only as its hash', async () => {
    const { status, body } = await issue(await t.loginAs('exhibitor@demo.test'));
    expect([status, body.code]).toEqual([200, 1]);
    expect(body.data.ticket).toMatch(/^[\w-]{43}$/);
    const now = Math.floor(Date.now() / 1000);
    expect(body.data.expire - now).toBeGreaterThanOrEqual(58);
    expect(body.data.expire - now).toBeLessThanOrEqual(60);
    const hash = createHash('sha256').update(body.data.ticket).digest('hex');
    const stored = await t.database.db.select().from(streamTickets).where(eq(streamTickets.ticketHash, hash));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(await t.database.db.select().from(streamTickets))).not.toContain(body.data.ticket);
  });

  it('needs a session: none, or a guest token, answers 401/1002', async () => {
    expect((await issue({})).status).toBe(401);
    const guest = (await t.call<{ jwt: string }>({ method: 'POST', url: '/api/v2/login/guest' })).body.data.jwt;
    const refused = await issue({ authorization: `Bearer ${guest}` });
    expect([refused.status, refused.body.code]).toEqual([401, 1002]);
  });
});

describe('GET /api/sse?ticket=', () => {
  it('opens the stream of the ticket\'s user, once', async () => {
    const auth = await t.loginAs('exhibitor@demo.test');
    const { ticket } = (await issue(auth)).body.data;
    const first = await stream(ticket);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'exhibitor@demo.test'));
    await t.live.publish(LiveCode.NEW_MESSAGE, { hello: 1 }, { userId: user!.id });
    const [frame] = await first.next();
    expect(JSON.parse(frame!.data)).toEqual({ code: LiveCode.NEW_MESSAGE, data: { hello: 1 } });

    const again = await stream(ticket);
    expect(again.response.status).toBe(401);
    expect(await again.response.json()).toMatchObject({ code: 1002, message: 'The live connection ticket is unknown, used or expired, please reconnect' });
  });

  it('opens a ticket with a moment of its 60 s left', async () => {
    const { ticket } = (await issue(await t.loginAs('exhibitor@demo.test'))).body.data;
    await t.database.db.execute(sql`update stream_tickets set expires_at = now() + interval '2 seconds'`);
    expect((await stream(ticket)).response.status).toBe(200);
  });

  it('refuses an expired ticket', async () => {
    const { ticket } = (await issue(await t.loginAs('exhibitor@demo.test'))).body.data;
    await t.database.db.execute(sql`update stream_tickets set expires_at = now() - interval '1 second'`);
    const late = await stream(ticket);
    expect(late.response.status).toBe(401);
    expect((await late.response.json() as { code: number }).code).toBe(1002);
  });

  it('refuses a ticket whose session has ended since (logout)', async () => {
    const auth = await t.loginAs('sub@demo.test');
    const { ticket } = (await issue(auth)).body.data;
    expect((await t.call({ method: 'POST', url: '/api/v2/login/logout', headers: auth })).body.code).toBe(1);
    const after = await stream(ticket);
    expect(after.response.status).toBe(401);
    expect(await after.response.json()).toMatchObject({ code: 1002, message: 'You have been logged out, please log in again' });
  });

  it('refuses an unknown ticket, and a ticket on any other route', async () => {
    expect((await stream('x'.repeat(43))).response.status).toBe(401);
    const { ticket } = (await issue(await t.loginAs('exhibitor@demo.test'))).body.data;
    const elsewhere = await t.call({ method: 'GET', url: `/api/v2/user/info?ticket=${ticket}` });
    expect([elsewhere.status, elsewhere.body.code]).toEqual([401, 1002]);
  });

  it('keeps ?token= working for the spec\'s client', async () => {
    const token = (await t.loginAs('exhibitor@demo.test')).authorization.slice('Bearer '.length);
    const connection = await openSse(`${base}/api/sse?client-id=test&token=${token}`);
    open.push(connection);
    expect(connection.response.status).toBe(200);
  });
});
