/** The shortcut limit under concurrency: PostgreSQL only (PGlite has one connection and cannot race). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORTCUT_LIMIT, SHORTCUT_TYPES } from '../../../../../src/shared/shortcuts';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { listShortcuts, pin } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('shortcuts pinned at once', () => {
  it(`200 pins of every screen, each ten times, keep ${SHORTCUT_LIMIT} distinct shortcuts`, async () => {
    const main = await t.loginAs('exhibitor@demo.test');
    const types = SHORTCUT_TYPES.filter((type) => type.area !== 'groupBuying' && type.area !== 'groupTickets').slice(0, 20);
    const calls = Array.from({ length: 200 }, (_, i) => pin(t, main, { type_id: types[i % types.length]!.id }));
    const codes = (await Promise.all(calls)).map((result) => result.body.code);
    expect(codes.every((code) => code === 1 || code === 2017)).toBe(true);

    const { data } = await listShortcuts(t, main);
    expect(data.total).toBe(SHORTCUT_LIMIT);
    expect(new Set(data.list.map((item) => item.type_id)).size).toBe(SHORTCUT_LIMIT);
    const stored = await t.database.db.execute(sql`
      select count(*)::int as n from shortcuts where user_id = (select id from users where email = 'exhibitor@demo.test')`);
    expect(Number((stored as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(SHORTCUT_LIMIT);
  });
});
