/** The live stream over a real listening server (inject() never resolves on an open stream). */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CODES, LiveCode } from '../../../../src/shared/live';
import type { ExhibitorSummary } from '../../../../src/shared/api';
import { users } from '../../../../src/server/db/schema';
import type { LiveHub } from '../../../../src/server/live/hub';
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
    expect(stream.response.headers.get('cache-control')).toBe('no-cache');
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
});
