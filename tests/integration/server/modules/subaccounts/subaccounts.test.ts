import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Authority } from '../../../../../src/shared/authorities';
import type { UserInfo } from '../../../../../src/shared/api';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { asAccount, create, errorsOf, list, remove, rookieMain, setLimit, update, userIdOf, type Headers } from './helpers';

let t: TestApp;
let owner: Headers;
beforeAll(async () => {
  t = await createTestApp();
  owner = await asAccount(t, 'exhibitor@demo.test');
});
afterAll(async () => { await t.close(); });

const boothTickets = (headers: Headers) => t.call({ method: 'GET', url: '/api/v4/ticket/booth/allocation', headers });
const userInfo = (headers: Headers) => t.call<UserInfo>({ method: 'GET', url: '/api/v2/user/info', headers });

describe('the sub-account list', () => {
  it("lists the exhibitor's sub-accounts, contacts masked, with the organiser's limit", async () => {
    const { status, body } = await list(t, owner);
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data.limit).toBe(5);
    expect(body.data.total).toBe(2);
    expect(body.data.list.map((s) => [s.real_name, s.account, s.authorities])).toEqual([
      ['王芳', '138****0002', [Authority.BOOTH_TICKETS, Authority.UNBIND_ORDERS]],
      ['张伟', '138****0003', [Authority.EXHIBIT_INFO]],
    ]);
    expect(body.data.list[0]!.created_at).toBeGreaterThan(1_700_000_000);
    expect(body.data.list[0]!.created_at).toBeLessThan(10_000_000_000);
    expect(JSON.stringify(body.data)).not.toContain('13800000002');
  });
});

describe('who may manage sub-accounts', () => {
  it.each(['sub@demo.test', 'group@demo.test'])('refuses %s with 403 on every endpoint', async (account) => {
    const headers = await asAccount(t, account);
    const sub = await userIdOf(t, 'sub2@demo.test');
    for (const call of [list(t, headers), create(t, headers, { account: 'staff2@demo.test', real_name: 'x', authorities: [1] }),
      update(t, headers, sub, { real_name: 'x', authorities: [1] }), remove(t, headers, sub)]) {
      const { status, body } = await call;
      expect(status).toBe(403);
      expect(body.code).toBe(1003);
    }
    expect((await list(t, owner)).body.data.list.find((s) => s.real_name === '张伟')?.authorities).toEqual([Authority.EXHIBIT_INFO]);
  });

  it("answers another exhibitor's sub-account as not found", async () => {
    const rookie = await rookieMain(t);
    const sub = await userIdOf(t, 'sub2@demo.test');
    expect((await list(t, rookie)).body.data.list.map((s) => s.user_id)).not.toContain(sub);
    const changed = await update(t, rookie, sub, { real_name: 'taken over', authorities: [1, 2, 3] });
    expect(changed.status).toBe(404);
    expect(changed.body).toMatchObject({ code: 1004, message: 'No such sub-account' });
    expect((await remove(t, rookie, sub)).body.code).toBe(1004);
    expect((await list(t, owner)).body.data.list.find((s) => s.user_id === sub)?.real_name).toBe('张伟');
  });

  it('does not treat the main account as a sub-account', async () => {
    const main = await userIdOf(t, 'exhibitor@demo.test');
    expect((await update(t, owner, main, { real_name: 'x', authorities: [1] })).body.code).toBe(1004);
    expect((await remove(t, owner, main)).body.code).toBe(1004);
  });
});

describe('adding a sub-account', () => {
  it('refuses an account nobody registered, on the account field', async () => {
    for (const account of ['nobody@demo.test', '13999999999', 'not-a-contact']) {
      const { status, body } = await create(t, owner, { account, real_name: '某人', authorities: [1] });
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 2003, message: 'User not found' });
      expect(errorsOf(body.data)).toEqual([{ field: 'account', message: 'User not found' }]);
    }
  });

  it('refuses someone who already acts for an exhibitor, the caller included', async () => {
    await rookieMain(t);
    for (const account of ['sub@demo.test', 'exhibitor@demo.test', '13800000001', 'newbie@demo.test']) {
      const { body } = await create(t, owner, { account, real_name: '某人', authorities: [1] });
      expect(body).toMatchObject({ code: 2015, message: 'This user already belongs to an exhibitor' });
      expect(errorsOf(body.data)[0]?.field).toBe('account');
    }
    expect((await list(t, owner)).body.data.total).toBe(2);
  });

  it('answers organiser staff and group accounts exactly as an unknown user, and changes nothing about them', async () => {
    const unknown = await create(t, owner, { account: 'nobody@demo.test', real_name: '某人', authorities: [1] });
    expect(unknown.body).toMatchObject({ code: 2003, message: 'User not found' });
    // The phone path too: a group account reached by its phone number.
    await t.database.db.execute(sql`update users set phone = '13800000031' where email = 'groupbuy@demo.test'`);
    const outsiders = ['organiser@demo.test', 'group@demo.test', 'groupbuy@demo.test'];
    const sessions = await Promise.all(outsiders.map((account) => asAccount(t, account)));

    for (const account of [...outsiders, 'ORGANISER@demo.test', '13800000031']) {
      const { status, body } = await create(t, owner, { account, real_name: '某人', authorities: [1] });
      expect([status, body], account).toEqual([unknown.status, unknown.body]);
    }

    expect((await list(t, owner)).body.data.total).toBe(2);
    for (const [i, account] of outsiders.entries()) {
      const members = await t.database.db.execute(sql`select 1 from exhibitor_members where user_id = ${await userIdOf(t, account)}`);
      expect((members as unknown as { rows: unknown[] }).rows, account).toEqual([]);
      // Their sessions from before still work, and they still log in.
      expect((await userInfo(sessions[i]!)).body.code, account).toBe(1);
      expect((await userInfo(await asAccount(t, account))).body.data.is_sub_account, account).toBe(0);
    }
  });

  it("checks the body against the screen's schema, naming the field in the caller's language", async () => {
    const long = await create(t, owner, { account: 'staff1@demo.test', real_name: 'x'.repeat(31), authorities: [1] });
    expect(long.status).toBe(400);
    expect(errorsOf(long.body.data)).toEqual([{ field: 'real_name', message: 'The real name can have at most 30 characters' }]);
    const none = await create(t, { ...owner, cookie: 'language=zh' }, { account: 'staff1@demo.test', real_name: '周婷', authorities: [] });
    expect(errorsOf(none.body.data)).toEqual([{ field: 'authorities', message: '请至少选择一项权限' }]);
    const missing = await create(t, owner, { account: 'staff1@demo.test', authorities: [9] });
    expect(errorsOf(missing.body.data).map((e) => e.field).sort()).toEqual(['authorities.0', 'real_name']);
    expect((await list(t, owner)).body.data.total).toBe(2);
  });

  it('adds a registered user by e-mail in any case, trimmed, with the chosen authorities', async () => {
    const { body } = await create(t, owner, { account: '  Staff1@Demo.TEST ', real_name: ' 周婷 ', authorities: [Authority.BOOTH_TICKETS, Authority.FAQ] });
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ real_name: '周婷', account: '138****0011', authorities: [Authority.FAQ, Authority.BOOTH_TICKETS] });
    expect(body.data.user_id).toBe(await userIdOf(t, 'staff1@demo.test'));
    expect((await list(t, owner)).body.data.total).toBe(3);

    const staff = await asAccount(t, 'staff1@demo.test');
    expect((await userInfo(staff)).body.data).toMatchObject({ is_sub_account: 1, name: '周婷' });
    expect((await boothTickets(staff)).body.code).toBe(1);
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice/header', headers: staff })).status).toBe(403);
    // A sub-account cannot add sub-accounts of its own.
    expect((await list(t, staff)).status).toBe(403);
  });

  it('refuses one more than the limit the organiser sets', async () => {
    await setLimit(t, 3);
    const { body } = await create(t, owner, { account: 'staff2@demo.test', real_name: '孙浩', authorities: [1] });
    expect(body).toMatchObject({ code: 2014, message: 'You already have 3 sub-accounts, the most allowed' });
    const zh = await create(t, { ...owner, cookie: 'language=zh' }, { account: 'staff2@demo.test', real_name: '孙浩', authorities: [1] });
    expect(zh.body.message).toBe('子账号已达上限（3 个）');
    expect((await list(t, owner)).body.data).toMatchObject({ total: 3, limit: 3 });
    await setLimit(t, 5);
  });
});

describe('changing and removing a sub-account', () => {
  it("applies changed authorities from the sub-account's very next request", async () => {
    const staffId = await userIdOf(t, 'staff1@demo.test');
    const staff = await asAccount(t, 'staff1@demo.test');
    expect((await boothTickets(staff)).status).toBe(200);

    const changed = await update(t, owner, staffId, { real_name: '周婷婷', authorities: [Authority.INVOICES] });
    expect(changed.body.data).toMatchObject({ user_id: staffId, real_name: '周婷婷', authorities: [Authority.INVOICES] });
    const refused = await boothTickets(staff);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(1003);
    expect((await t.call({ method: 'GET', url: '/api/v4/invoice/header', headers: staff })).status).toBe(200);
    expect((await userInfo(staff)).body.data.name).toBe('周婷婷');

    await update(t, owner, staffId, { real_name: '周婷', authorities: [Authority.BOOTH_TICKETS] });
    expect((await boothTickets(staff)).status).toBe(200);
  });

  it('keeps the account fixed: an edit body naming it is refused', async () => {
    const staffId = await userIdOf(t, 'staff1@demo.test');
    const { status, body } = await update(t, owner, staffId, { account: 'staff2@demo.test', real_name: '周婷', authorities: [6] });
    expect(status).toBe(400);
    expect(errorsOf(body.data)[0]?.field).toBe('account');
  });

  it("removes a sub-account and refuses its token on the next call", async () => {
    const staffId = await userIdOf(t, 'staff1@demo.test');
    const staff = await asAccount(t, 'staff1@demo.test');
    expect((await userInfo(staff)).status).toBe(200);

    expect((await remove(t, owner, staffId)).body).toMatchObject({ code: 1, data: null });
    const after = await userInfo(staff);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe(1002);
    expect((await list(t, owner)).body.data.list.map((s) => s.user_id)).not.toContain(staffId);
    expect((await remove(t, owner, staffId)).body.code).toBe(1004);

    // The person still exists: a new login works and belongs to no exhibitor, so it can be added again.
    const again = await asAccount(t, 'staff1@demo.test');
    expect((await userInfo(again)).body.data.is_sub_account).toBe(0);
    expect((await create(t, owner, { account: '13800000011', real_name: '周婷', authorities: [4] })).body.code).toBe(1);
  });
});
