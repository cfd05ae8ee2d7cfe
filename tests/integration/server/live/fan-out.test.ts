/**
 * Several server processes share one database: a message published by one reaches the streams held
 * by another, through LISTEN/NOTIFY. On PostgreSQL the second hub has its own connections; on PGlite
 * (one process by design) it shares the database and still goes through NOTIFY.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveCode } from '../../../../src/shared/live';
import { openPostgres, type Database } from '../../../../src/server/db/client';
import { createLiveHub, type LiveEvent, type LiveHub } from '../../../../src/server/live/hub';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
let otherDatabase: Database | undefined;
let other: LiveHub;

beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) otherDatabase = await openPostgres(t.databaseUrl, 2);
  other = createLiveHub(otherDatabase ?? t.database);
  await other.start();
});

afterAll(async () => {
  await other.stop();
  await otherDatabase?.close();
  await t.close();
});

const nextEvent = (hub: LiveHub, who: { userId: number; exhibitorId: number | null }) =>
  new Promise<LiveEvent>((resolve) => {
    const unsubscribe = hub.subscribe({ ...who, deliver: (event) => { unsubscribe(); resolve(event); } });
  });

describe('fan-out between server processes', () => {
  it('delivers a message published on one hub to a subscriber of another', async () => {
    const received = nextEvent(other, { userId: 1, exhibitorId: null });
    const id = await t.live.publish(LiveCode.NEW_UNBIND_ORDER, { order: 'U1' }, { userId: 1 });
    await expect(received).resolves.toMatchObject({ id, code: LiveCode.NEW_UNBIND_ORDER, data: { order: 'U1' }, userId: 1 });
  });

  it('carries a message too large for a NOTIFY payload by its id', async () => {
    const received = nextEvent(other, { userId: 1, exhibitorId: null });
    const rows = Array.from({ length: 400 }, (_, row) => ({ row, status: 'bound', message: 'x'.repeat(20) }));
    await t.live.publish(LiveCode.BATCH_BIND_FINISHED, { rows }, { userId: 1 });
    expect(((await received).data as { rows: unknown[] }).rows).toHaveLength(400);
  });
});
