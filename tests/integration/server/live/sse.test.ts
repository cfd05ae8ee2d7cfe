/** The live stream over a real listening server (inject() never resolves on an open stream). */
import { connect as connectTcp } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CODES, LiveCode } from '../../../../src/shared/live';
import type { ExhibitorSummary } from '../../../../src/shared/api';
import { liveEvents, users } from '../../../../src/server/db/schema';
import { LIVE_CHANNEL, type LiveHub } from '../../../../src/server/live/hub';
import { openSse, type SseConnection } from '../../../support/sse-client';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let base: string;
let hub: LiveHub;
const open: SseConnection[] = [];

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  hub = t.live;
  // A member of the second exhibitor who can log in, to stand outside Star Trail's audience.
  await t.database.db.update(users).set({ mustBindContact: false }).where(eq(users.email, 'newbie@demo.test'));
});
afterEach(async () => {
  open.splice(0).forEach((connection) => connection.close());
  await streamsOpen(0);
});
afterAll(async () => { await t.close(); });

const tokenOf = async (account: string) => (await t.loginAs(account)).authorization.slice('Bearer '.length);

async function connect(account: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const connection = await openSse(`${base}/api/sse?client-id=test&token=${await tokenOf(account)}`, headers);
  open.push(connection);
  return connection;
}

const userIdOf = async (account: string) =>
  (await t.call<{ id: number }>({ method: 'GET', url: '/api/v2/user/info', headers: await t.loginAs(account) })).body.data.id;

const exhibitorIdOf = async (account: string) =>
  (await t.call<{ list: ExhibitorSummary[] }>({ method: 'GET', url: '/api/v2/user/exhibitor', headers: await t.loginAs(account) })).body.data.list[0]!.id;

/** Waits until the server holds exactly `count` streams, so a publish cannot race a (un)subscribe. */
async function streamsOpen(count: number) {
  for (let i = 0; i < 100 && hub.size !== count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(hub.size).toBe(count);
}

describe('GET /api/sse', () => {
  it('refuses a stream without a valid token, with the envelope', async () => {
    const response = await fetch(`${base}/api/sse?token=nope`, { headers: { accept: 'text/event-stream', cookie: 'language=en' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 1002, message: 'Your login has expired, please log in again' });
  });

  it('streams every live code to its user, with ids and the SSE headers', async () => {
    const stream = await connect('exhibitor@demo.test');
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    // Like every API answer: never stored by a cache (no-store also forbids what no-cache did).
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    await streamsOpen(1);

    const userId = await userIdOf('exhibitor@demo.test');
    for (const code of LIVE_CODES) await hub.publish(code, { n: code }, { userId });
    const frames = await stream.next(LIVE_CODES.length);
    expect(frames.map((frame) => JSON.parse(frame.data))).toEqual(LIVE_CODES.map((code) => ({ code, data: { n: code } })));
    const ids = frames.map((frame) => Number(frame.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('delivers to the right audience only', async () => {
    const main = await connect('exhibitor@demo.test');
    const sub = await connect('sub@demo.test');
    const stranger = await connect('newbie@demo.test');
    await streamsOpen(3);

    await hub.publish(LiveCode.NEW_ORDER, 'for Star Trail', { exhibitorId: await exhibitorIdOf('exhibitor@demo.test') });
    await hub.publish(LiveCode.NEW_MESSAGE, 'for the sub-account', { userId: await userIdOf('sub@demo.test') });
    await hub.publish(LiveCode.NEW_MESSAGE, 'for everyone', 'everyone');

    expect((await main.next(2)).map((f) => JSON.parse(f.data).data)).toEqual(['for Star Trail', 'for everyone']);
    expect((await sub.next(3)).map((f) => JSON.parse(f.data).data)).toEqual(['for Star Trail', 'for the sub-account', 'for everyone']);
    expect((await stranger.next(1)).map((f) => JSON.parse(f.data).data)).toEqual(['for everyone']);
    await expect(stranger.next(1, 300)).rejects.toThrow();
  });

  it('replays what a client missed after Last-Event-ID, then continues live', async () => {
    const userId = await userIdOf('sub2@demo.test');
    const first = await connect('sub2@demo.test');
    await streamsOpen(1);
    await hub.publish(LiveCode.BATCH_BIND_ITEM, { row: 1 }, { userId });
    const [seen] = await first.next(1);
    first.close();
    await streamsOpen(0);

    await hub.publish(LiveCode.BATCH_BIND_ITEM, { row: 2 }, { userId });
    await hub.publish(LiveCode.BATCH_BIND_FINISHED, { rows: 2 }, { userId });

    const again = await connect('sub2@demo.test', { 'last-event-id': seen!.id! });
    const missed = await again.next(2);
    expect(missed.map((f) => JSON.parse(f.data))).toEqual([
      { code: LiveCode.BATCH_BIND_ITEM, data: { row: 2 } },
      { code: LiveCode.BATCH_BIND_FINISHED, data: { rows: 2 } },
    ]);
    await streamsOpen(1);
    await hub.publish(LiveCode.NEW_MESSAGE, 'live again', { userId });
    expect(JSON.parse((await again.next(1))[0]!.data)).toEqual({ code: LiveCode.NEW_MESSAGE, data: 'live again' });
  });

  it('accepts the token as a bearer header too', async () => {
    const response = await openSse(`${base}/api/sse`, { authorization: `Bearer ${await tokenOf('exhibitor@demo.test')}` });
    open.push(response);
    expect(response.response.status).toBe(200);
  });

  it('sends a message once when its notification lands after the replay already carried it', async () => {
    const userId = await userIdOf('sub@demo.test');
    const seen = await hub.publish(LiveCode.NEW_MESSAGE, 'seen', { userId });
    // A publish caught between its two steps: stored (so the replay reads it), not yet notified.
    const [row] = await t.database.db.insert(liveEvents).values({ code: LiveCode.NEW_MESSAGE, data: 'once', userId }).returning();
    const again = await connect('sub@demo.test', { 'last-event-id': String(seen) });
    const [replayed] = await again.next(1);
    expect([Number(replayed!.id), JSON.parse(replayed!.data).data]).toEqual([row!.id, 'once']);
    // Now its notification arrives, on the live flow.
    const late = { id: row!.id, code: LiveCode.NEW_MESSAGE, data: 'once', userId, exhibitorId: null };
    await t.database.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(late)})`);
    await hub.publish(LiveCode.NEW_MESSAGE, 'next', { userId });
    expect((await again.next(1)).map((frame) => JSON.parse(frame.data).data)).toEqual(['next']);
    await expect(again.next(1, 300)).rejects.toThrow();
  });
});

describe('GET /api/sse with an odd Last-Event-ID', () => {
  const odd = ['1.5', '1e23', '-1', 'abc', '1'.repeat(30), '0x10', '9007199254740993'];
  /** Asks for a stream; one that opens by mistake is closed again so the next test starts clean. */
  const ask = async (query: string, headers: Record<string, string> = {}) => {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/sse?token=${await tokenOf('exhibitor@demo.test')}${query}`, {
      headers: { accept: 'text/event-stream', cookie: 'language=en', ...headers }, signal: controller.signal,
    });
    const body = response.ok ? (controller.abort(), null) : await response.json();
    return { response, body };
  };

  it.each(odd)('answers the header %j with a 400 envelope before the stream opens', async (value) => {
    const { response, body } = await ask('', { 'last-event-id': value });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toMatchObject({
      code: 1000,
      data: { errors: [{ field: 'Last-Event-ID', message: 'Last-Event-ID must be the id of an event this stream sent (a whole number)' }] },
    });
    expect(hub.size).toBe(0);
  });

  it.each([...odd.filter((value) => value !== '0x10'), '%00', '1%002'])('answers the query last_event_id=%s with a 400 envelope', async (value) => {
    const { response, body } = await ask(`&last_event_id=${value}`);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ code: 1000, data: { errors: [expect.objectContaining({ field: 'last_event_id' })] } });
  });

  it('answers a NUL byte in the header without opening a stream', async () => {
    const token = await tokenOf('exhibitor@demo.test');
    const { port } = new URL(base);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connectTcp(Number(port), '127.0.0.1', () => {
        socket.end(`GET /api/sse?token=${token} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\nLast-Event-ID: 1\u00002\r\nConnection: close\r\n\r\n`);
      });
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => { text += chunk; });
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/text\/event-stream/);
  });

  it('streams after a Last-Event-ID of 0, or one past the newest message (a restored database), as if nothing was missed', async () => {
    const userId = await userIdOf('exhibitor@demo.test');
    for (const value of ['0', '9007199254740991']) {
      const stream = await connect('exhibitor@demo.test', { 'last-event-id': value });
      expect(stream.response.status).toBe(200);
      await streamsOpen(1);
      await hub.publish(LiveCode.NEW_MESSAGE, { after: value }, { userId });
      expect(JSON.parse((await stream.next(1))[0]!.data).data).toEqual({ after: value });
      stream.close();
      await streamsOpen(0);
    }
  });
});
