/**
 * The caller of a request (src/server/identity/): read in one statement with the session's token
 * check and kept between requests (caller-cache.ts) until a change of it is notified or made by the
 * portal itself; hooks, screens and modules read it from the request. The statements of a request are
 * counted with the app's query listener, within the request's own asynchronous context so that
 * background work (job polling, live hub) is not counted.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authority } from '../../../../src/shared/authorities';
import { exhibitorMembers, settings, users } from '../../../../src/server/db/schema';
import { loadCaller } from '../../../../src/server/identity/caller';
import { putSetting } from '../../../../src/server/settings';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { within } from '../../../support/within';

const request = new AsyncLocalStorage<string[]>();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, {}, (sql) => { request.getStore()?.push(sql); });
});
afterAll(async () => { await t.close(); });

/** Sends a request and answers the SQL statements it ran. */
async function statementsOf(options: InjectOptions): Promise<{ code: number; statements: string[] }> {
  const statements: string[] = [];
  const { body } = await request.run(statements, () => t.call(options));
  return { code: body.code, statements };
}

const readsIdentity = (sql: string): boolean => /"(users|exhibitor_members)"/.test(sql);

async function userIdOf(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('loadCaller', () => {
  it('reads a main account with its exhibitor, as the access rules see it', async () => {
    const caller = await loadCaller(t.database.db, await userIdOf('exhibitor@demo.test'));
    expect(caller).toMatchObject({ isOrganiser: false, email: 'exhibitor@demo.test' });
    expect(caller!.exhibitorId).toEqual(expect.any(Number));
    expect(caller!.subject).toEqual({ account_type: 1, is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0, is_organiser: 0, staff_permissions: [], authorities: [], group_switch: 1 });
  });

  it('reads a sub-account with its authorities and its name within the exhibitor', async () => {
    const userId = await userIdOf('sub@demo.test');
    const [member] = await t.database.db.select().from(exhibitorMembers).where(eq(exhibitorMembers.userId, userId));
    const caller = await loadCaller(t.database.db, userId);
    expect(caller).toMatchObject({ exhibitorId: member!.exhibitorId, name: member!.realName });
    expect(caller!.subject).toMatchObject({ is_sub_account: 1, authorities: member!.authorities });
  });

  it('reads group accounts and organiser staff outside any exhibitor', async () => {
    expect(await loadCaller(t.database.db, await userIdOf('group@demo.test'))).toMatchObject({
      exhibitorId: null, subject: { account_type: 2, is_group_buy: 1, is_group_ticket: 1, is_sub_account: 0, authorities: [] },
    });
    expect(await loadCaller(t.database.db, await userIdOf('organiser@demo.test'))).toMatchObject({ exhibitorId: null, isOrganiser: true });
  });

  it("carries the organiser's group switch, its default while no setting is stored", async () => {
    const userId = await userIdOf('group@demo.test');
    await t.database.db.delete(settings).where(eq(settings.key, 'group_switch'));
    expect((await loadCaller(t.database.db, userId))!.subject.group_switch).toBe(1);
    await putSetting(t.database.db, 'group_switch', 0);
    expect((await loadCaller(t.database.db, userId))!.subject.group_switch).toBe(0);
    await putSetting(t.database.db, 'group_switch', 1);
  });

  it('answers undefined for an account that does not exist', async () => {
    expect(await loadCaller(t.database.db, 987_654)).toBeUndefined();
  });
});

describe('the caller is read once, then kept between requests', () => {
  it('a booth-ticket list call: the first reads the caller and the page in 2 statements, another page in 1', async () => {
    const headers = await t.loginAs('exhibitor@demo.test');
    t.callersChanged();
    const url = '/api/v4/ticket/booth?page=1&limit=20';
    const first = await statementsOf({ method: 'GET', url, headers });
    expect(first.code).toBe(1);
    expect(first.statements.filter(readsIdentity)).toHaveLength(1);
    expect(first.statements).toHaveLength(2);
    const next = await statementsOf({ method: 'GET', url: '/api/v4/ticket/booth?page=2&limit=20', headers });
    expect(next.code).toBe(1);
    expect(next.statements).toHaveLength(1);
    expect(next.statements.filter(readsIdentity)).toHaveLength(0);
  });

  it('a screen list call (exhibit materials filings) reads the caller at most once', async () => {
    const headers = await t.loginAs('exhibitor@demo.test');
    t.callersChanged();
    for (const expected of [1, 0]) {
      const { code, statements } = await statementsOf({ method: 'GET', url: '/api/v4/exhibitor/report', headers });
      expect(code).toBe(1);
      expect(statements.filter(readsIdentity)).toHaveLength(expected);
    }
  });

  it('a call with a token revoked by logout runs only the read of the caller, on its very next call', async () => {
    const headers = await t.loginAs('sub2@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v2/user/info', headers })).body.code).toBe(1);
    await t.call({ method: 'POST', url: '/api/v2/login/logout', headers });
    const { code, statements } = await statementsOf({ method: 'GET', url: '/api/v2/user/info', headers });
    expect(code).toBe(1002);
    expect(statements).toHaveLength(1);
  });
});

describe('a change through the portal applies on the very next call', () => {
  it("a sub-account's authorities changed by its main account close the area at once", async () => {
    const main = await t.loginAs('exhibitor@demo.test');
    const sub = await t.loginAs('sub@demo.test');
    const url = '/api/v4/ticket/booth?page=1&limit=20';
    expect((await t.call({ method: 'GET', url, headers: sub })).body.code).toBe(1);
    const userId = await userIdOf('sub@demo.test');
    const [member] = await t.database.db.select().from(exhibitorMembers).where(eq(exhibitorMembers.userId, userId));
    const changed = await t.call({ method: 'PUT', url: `/api/v2/subaccount/${userId}`, headers: main, payload: { real_name: member!.realName, authorities: [Authority.EXHIBIT_INFO] } });
    expect(changed.body.code).toBe(1);
    expect((await t.call({ method: 'GET', url, headers: sub })).status).toBe(403);
    await t.call({ method: 'PUT', url: `/api/v2/subaccount/${userId}`, headers: main, payload: { real_name: member!.realName, authorities: member!.authorities } });
    expect((await t.call({ method: 'GET', url, headers: sub })).body.code).toBe(1);
  });
});

describe('a change made elsewhere (another process, an operator) reaches the cache by notification', () => {
  it("a sub-account's withdrawn authority closes the area within a second", async () => {
    const headers = await t.loginAs('sub@demo.test');
    const url = '/api/v4/ticket/booth?page=1&limit=20';
    expect((await t.call({ method: 'GET', url, headers })).body.code).toBe(1);
    const userId = await userIdOf('sub@demo.test');
    const [member] = await t.database.db.select().from(exhibitorMembers).where(eq(exhibitorMembers.userId, userId));
    await t.database.db.update(exhibitorMembers).set({ authorities: [Authority.EXHIBIT_INFO] }).where(eq(exhibitorMembers.userId, userId));
    await within(1000, async () => (await t.call({ method: 'GET', url, headers })).status === 403);
    await t.database.db.update(exhibitorMembers).set({ authorities: member!.authorities }).where(eq(exhibitorMembers.userId, userId));
    await within(1000, async () => (await t.call({ method: 'GET', url, headers })).body.code === 1);
  });

  it('a raised token version revokes the session within a second', async () => {
    const headers = await t.loginAs('sub@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v2/user/info', headers })).body.code).toBe(1);
    await t.database.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, await userIdOf('sub@demo.test')));
    await within(1000, async () => (await t.call({ method: 'GET', url: '/api/v2/user/info', headers })).body.code === 1002);
  });

  it('a removed sub-account is no longer an exhibitor within a second', async () => {
    const headers = await t.loginAs('sub2@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v2/user/exhibitor', headers })).body.data).toMatchObject({ total: 1 });
    await t.database.db.delete(exhibitorMembers).where(eq(exhibitorMembers.userId, await userIdOf('sub2@demo.test')));
    await within(1000, async () => (await t.call<{ total: number }>({ method: 'GET', url: '/api/v2/user/exhibitor', headers })).body.data.total === 0);
  });
});
