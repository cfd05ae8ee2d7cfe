import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_AUTHORITIES, Authority } from '../../../../src/shared/authorities';
import type { ExhibitorSummary, UserInfo } from '../../../../src/shared/api';
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
