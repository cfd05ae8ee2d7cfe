/**
 * A database outage of any length (PostgreSQL only: PGlite lives in the process and cannot go away).
 * While the database refuses connections and every LISTEN connection is cut, the hub keeps trying
 * to listen again; once the database is back, messages stored meanwhile reach the open streams
 * (nothing lost) and new ones are delivered within 2 s of the end of the outage.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveCode } from '../../../../src/shared/live';
import { LISTEN_APPLICATION_NAME } from '../../../../src/server/db/client';
import { openSse } from '../../../support/sse-client';
import { adminUrl } from '../../../support/postgres-admin';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let base: string;
let admin: pg.Client;
let databaseName: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  databaseName = new URL(t.databaseUrl!).pathname.slice(1);
  admin = new pg.Client({ connectionString: adminUrl(t.databaseUrl!) });
  await admin.connect();
});
afterAll(async () => {
  await admin.query(`alter database "${databaseName}" allow_connections true`);
  await admin.end();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The LISTEN connections of this test's database, cut; how many there were. */
async function cutListeners(): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    // In the select list, so only the rows the WHERE kept are cut (a WHERE may call functions in any order).
    'select pg_terminate_backend(pid) as pid from pg_stat_activity where datname = $1 and application_name = $2',
    [databaseName, LISTEN_APPLICATION_NAME],
  );
  return rows.length;
}

describe('live messages across a database outage', () => {
  it('resume on the open stream within 2 s of the end of a 3 s outage, with what was published meanwhile', async () => {
    const { authorization } = await t.loginAs('exhibitor@demo.test');
    const userId = (await t.call<{ id: number }>({ method: 'GET', url: '/api/v2/user/info', headers: { authorization } })).body.data.id;
    const stream = await openSse(`${base}/api/sse?token=${authorization.slice(7)}`);
    for (let i = 0; i < 100 && t.live.size === 0; i++) await sleep(20);
    await t.live.publish(LiveCode.NEW_MESSAGE, { n: 'before' }, { userId });
    expect(JSON.parse((await stream.next(1))[0]!.data).data).toEqual({ n: 'before' });

    // The outage: no new connection is let in, and every listening one is cut, again and again.
    await admin.query(`alter database "${databaseName}" allow_connections false`);
    let cut = 0;
    const outageEnds = Date.now() + 3000;
    let published = false;
    while (Date.now() < outageEnds) {
      cut += await cutListeners();
      // The app's pool keeps the connections it had: a module still stores a message meanwhile.
      if (!published && Date.now() > outageEnds - 1500) {
        await t.live.publish(LiveCode.NEW_MESSAGE, { n: 'during' }, { userId });
        published = true;
      }
      await sleep(50);
    }
    expect(cut).toBeGreaterThan(0);
    await admin.query(`alter database "${databaseName}" allow_connections true`);
    const ended = Date.now();

    await t.live.publish(LiveCode.NEW_MESSAGE, { n: 'after' }, { userId });
    const frames = await stream.next(2, 2000);
    expect(frames.map((frame) => JSON.parse(frame.data).data)).toEqual([{ n: 'during' }, { n: 'after' }]);
    expect(Date.now() - ended).toBeLessThan(2000);

    // And the live flow itself is back, not only the catch-up.
    await t.live.publish(LiveCode.NEW_MESSAGE, { n: 'later' }, { userId });
    expect(JSON.parse((await stream.next(1, 2000))[0]!.data).data).toEqual({ n: 'later' });
    await expect(stream.next(1, 300)).rejects.toThrow();
    stream.close();
  });
});
