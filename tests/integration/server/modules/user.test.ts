import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_AUTHORITIES, Authority } from '../../../../src/shared/authorities';
import type { ExhibitorSummary, UserInfo } from '../../../../src/shared/api';
import type { ExhibitorUser } from '../../../../src/shared/accounts';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const info = async (account: string) =>
  (await t.call<UserInfo>({ method: 'GET', url: '/api/v2/user/info', headers: await t.loginAs(account) })).body;

const exhibitorOf = async (account: string) =>
  (await t.call<{ list: ExhibitorSummary[] }>({ method: 'GET', url: '/api/v2/user/exhibitor', headers: await t.loginAs(account) })).body;

describe('GET /api/v2/user/info', () => {
  it.each([
    ['exhibitor@demo.test', { account_type: 1, is_sub_account: 0, is_group_buy: 0, is_group_ticket: 0, name: '李明' }],
    ['sub@demo.test', { account_type: 1, is_sub_account: 1, name: '王芳' }],
    ['sub2@demo.test', { account_type: 1, is_sub_account: 1, name: '张伟' }],
    ['group@demo.test', { account_type: 2, is_sub_account: 0, is_group_buy: 1, is_group_ticket: 1 }],
    ['groupbuy@demo.test', { account_type: 2, is_group_buy: 1, is_group_ticket: 0 }],
  ])('describes %s', async (account, expected) => {
    const body = await info(account);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({ ...expected, roles: ['admin'] });
    expect(body.data).not.toHaveProperty('password_hash');
    expect(body.data).not.toHaveProperty('passwordHash');
  });

  it('describes organiser staff by the organiser role (the console, not the exhibitor areas)', async () => {
    const body = await info('organiser@demo.test');
    expect(body.data).toMatchObject({ account_type: 1, is_organiser: 1, roles: ['organiser'] });
    expect((await info('exhibitor@demo.test')).data).toMatchObject({ is_organiser: 0, roles: ['admin'] });
  });
});

describe('GET /api/v2/user/exhibitor', () => {
  it('lists the exhibitor of a main account and of its sub-accounts', async () => {
    const main = await exhibitorOf('exhibitor@demo.test');
    expect(main.code).toBe(1);
    expect(main.data.list[0]).toMatchObject({ name: '星游互动娱乐有限公司', booth_no: 'N3-A01', hall: 'N3', booth_area: 108, exhibit_type: '主机与移动游戏', project_en: 'B2C Game Zone' });
    expect((await exhibitorOf('sub@demo.test')).data.list[0]?.id).toBe(main.data.list[0]?.id);
  });

  it('is an empty list for a group account', async () => {
    expect((await exhibitorOf('group@demo.test')).data).toEqual({ list: [], total: 0 });
  });
});

describe('GET /api/v2/user/exhibitor/authority', () => {
  const authorities = async (account: string, exhibitorId?: number) => {
    const headers = await t.loginAs(account);
    const id = exhibitorId ?? (await t.call<{ list: ExhibitorSummary[] }>({ method: 'GET', url: '/api/v2/user/exhibitor', headers })).body.data.list[0]?.id;
    return (await t.call<{ authorities: { authority_id: number; name: string }[] }>({
      method: 'GET', url: `/api/v2/user/exhibitor/authority?exhibitor_id=${id}`, headers: { ...headers, cookie: 'language=en' },
    }));
  };

  it('gives a main account every authority', async () => {
    const { body } = await authorities('exhibitor@demo.test');
    expect(body.data.authorities.map((a) => a.authority_id)).toEqual([...ALL_AUTHORITIES]);
  });

  it("gives a sub-account exactly what was granted, with translated names", async () => {
    expect((await authorities('sub@demo.test')).body.data.authorities).toEqual([
      { authority_id: Authority.BOOTH_TICKETS, name: 'Booth tickets' },
      { authority_id: Authority.UNBIND_ORDERS, name: 'Unbind orders' },
    ]);
    expect((await authorities('sub2@demo.test')).body.data.authorities.map((a) => a.authority_id)).toEqual([Authority.EXHIBIT_INFO]);
  });

  it("refuses another exhibitor's id", async () => {
    const own = (await exhibitorOf('exhibitor@demo.test')).data.list[0]!.id;
    const { status, body } = await authorities('sub@demo.test', own + 1);
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 1003, message: 'This record belongs to another exhibitor' });
  });
});

describe('GET /api/v2/user/list', () => {
  type Page = { list: ExhibitorUser[]; total: number };
  const usersOf = async (account: string, query = '') =>
    t.call<Page>({ method: 'GET', url: `/api/v2/user/list${query}`, headers: { ...(await t.loginAs(account)), cookie: 'language=en' } });

  it("lists the caller's exhibitor's users, main account first, contacts masked", async () => {
    for (const account of ['exhibitor@demo.test', 'sub@demo.test']) {
      const { status, body } = await usersOf(account);
      expect(status, account).toBe(200);
      expect(body.data.total).toBe(3);
      expect(body.data.list.map((user) => [user.real_name, user.is_sub_account])).toEqual([['李明', 0], ['王芳', 1], ['张伟', 1]]);
      expect(body.data.list[0]?.authorities).toEqual([...ALL_AUTHORITIES].sort((a, b) => a - b));
      expect(body.data.list[1]?.authorities).toEqual([Authority.BOOTH_TICKETS, Authority.UNBIND_ORDERS]);
      for (const user of body.data.list) expect(user.account, user.real_name).toMatch(/\*/);
    }
    // The second exhibitor's users (赵磊, 钱坤, 孙丽) are its own: none is listed here (total 3 above).
  });

  it('pages: limit 1 to 100, page from 1; past the end is an empty page with the total', async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => usersOf('exhibitor@demo.test', `?page=${page}&limit=1`)));
    expect(pages.map(({ body }) => body.data.list.map((user) => user.real_name))).toEqual([['李明'], ['王芳'], ['张伟'], []]);
    expect(pages.every(({ body }) => body.data.total === 3)).toBe(true);
    expect((await usersOf('exhibitor@demo.test', '?limit=2')).body.data.list).toHaveLength(2);
    for (const limit of [99, 100]) expect((await usersOf('exhibitor@demo.test', `?limit=${limit}`)).status, String(limit)).toBe(200);
    for (const query of ['?limit=101', '?limit=0', '?page=0', '?page=abc', '?limit=1e999']) {
      const { status, body } = await usersOf('exhibitor@demo.test', query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe(1000);
    }
  });

  it('answers an empty list to accounts that act for no exhibitor, and 401 without a login', async () => {
    for (const account of ['group@demo.test', 'organiser@demo.test']) {
      expect((await usersOf(account)).body.data, account).toEqual({ list: [], total: 0 });
    }
    expect((await t.call({ method: 'GET', url: '/api/v2/user/list' })).status).toBe(401);
  });
});
