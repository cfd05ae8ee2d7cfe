/** The limit under concurrency: PostgreSQL only (PGlite has one connection and cannot race). */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { asAccount, create, list, registerUsers, rookieMain, setLimit } from './helpers';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

describe('sub-account limit under concurrent adds', () => {
  it('never lets parallel adds exceed the limit', async () => {
    const owner = await asAccount(t, 'exhibitor@demo.test');
    const emails = Array.from({ length: 20 }, (_, i) => `race${i}@demo.test`);
    await registerUsers(t, emails);
    await setLimit(t, 6);
    const before = (await list(t, owner)).body.data.total;

    const results = await Promise.all(emails.map((account) => create(t, owner, { account, real_name: account, authorities: [1] })));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(6 - before);
    expect(codes.filter((code) => code !== 1).every((code) => code === 2014)).toBe(true);

    const counted = await t.database.db.execute(sql`
      select count(*)::int as n from exhibitor_members m join users u on u.id = m.user_id
      where m.is_sub_account and m.exhibitor_id = (select exhibitor_id from exhibitor_members where user_id = (select id from users where email = 'exhibitor@demo.test'))`);
    expect(Number((counted as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(6);
  });

  it('gives one person to one exhibitor when two add them at once', async () => {
    await setLimit(t, 50);
    const star = await asAccount(t, 'exhibitor@demo.test');
    const rookie = await rookieMain(t);
    await registerUsers(t, ['contested@demo.test']);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      create(t, i % 2 ? star : rookie, { account: 'contested@demo.test', real_name: '抢手', authorities: [1] })));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(1);
    expect(codes.filter((code) => code === 2015)).toHaveLength(9);
  });
});
