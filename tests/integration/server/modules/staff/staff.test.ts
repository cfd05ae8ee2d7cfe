/**
 * The organiser's staff (SPEC.md §7 member calls): roles, permissions and member types, and every
 * console endpoint refused to staff whose roles do not permit it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../../../src/shared/api';
import {
  ALL_STAFF_PERMISSIONS, MEMBER_TYPE_MAX_LIMIT, MemberType, STAFF_ROLE_LIMIT, StaffPermission, type MemberTypeCount, type StaffMember, type StaffPermissionOption,
  type StaffRole,
} from '../../../../../src/shared/staff';
import { rowsOf } from '../../../../../src/server/db/results';
import { createTestApp, type TestApp } from '../../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const as = async (account: string) => ({ ...(await t.loginAs(account)), cookie: 'language=en' });
const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, account = 'organiser@demo.test', payload?: unknown) =>
  t.call<T>({ method, url, headers: await as(account), payload: payload as Record<string, unknown> | undefined });
const roles = async (query = '?page=1&limit=100') => (await call<{ list: StaffRole[]; total: number }>('GET', `/api/user/admin/member/role${query}`)).body;
const staff = async () => (await call<{ list: StaffMember[] }>('GET', '/api/organiser/staff')).body.data.list;
const roleNamed = async (nameEn: string) => (await roles()).data.list.find((role) => role.name_en === nameEn)!;
const idOf = async (email: string) => (await staff()).find((member) => member.email === email)!.id;

describe('the role list', () => {
  it('answers the roles with their permissions and holders', async () => {
    const { code, data } = await roles();
    expect(code).toBe(1);
    expect(data.list.map((role) => role.name_en)).toEqual(['Administrator', 'Reviewer', 'Finance', 'Content editor', 'Translator']);
    expect(data.list[0]).toMatchObject({ name: '管理员', permissions: [...ALL_STAFF_PERMISSIONS], member_count: 1 });
    expect(data.list.find((role) => role.name_en === 'Finance')).toMatchObject({ permissions: [StaffPermission.GROUP, StaffPermission.INVOICES, StaffPermission.EXHIBITORS], member_count: 1 });
    expect(data.total).toBe(5);
  });

  it('needs a non-empty query: none is 1000 naming what to give', async () => {
    const empty = await roles('');
    expect([empty.code, JSON.stringify(empty.data)]).toEqual([1000, JSON.stringify({ errors: [{ field: 'page', message: 'Give at least one query parameter (page, limit or keyword)' }] })]);
    expect((await roles('?')).code).toBe(1000);
    expect((await roles('?page=1')).data.list).toHaveLength(5);
    expect((await roles('?keyword=fin')).data.list.map((role) => role.name_en)).toEqual(['Finance']);
    expect((await roles('?keyword=%25')).data.list).toEqual([]);
    expect((await roles('?keyword=编辑')).data.list.map((role) => role.name_en)).toEqual(['Content editor']);
    const second = await roles('?page=2&limit=2');
    expect([second.data.list.map((role) => role.name_en), second.data.total]).toEqual([['Finance', 'Content editor'], 5]);
    for (const bad of ['?page=0', '?limit=101', '?limit=0', '?page=x', '?other=1', '?keyword=a%00b']) expect((await roles(bad)).code, bad).toBe(1000);
    expect((await roles('?limit=100')).code).toBe(1);
  });
});

describe('permissions and member types', () => {
  it('names every permission in the caller\'s language', async () => {
    const { data } = (await call<{ list: StaffPermissionOption[] }>('GET', '/api/user/admin/member/permission')).body;
    expect(data.list.map((permission) => permission.id)).toEqual([...ALL_STAFF_PERMISSIONS]);
    expect(data.list[0]).toEqual({ id: StaffPermission.REVIEWS, name: 'Reviews' });
    const zh = await t.call<{ list: StaffPermissionOption[] }>({ method: 'GET', url: '/api/user/admin/member/permission', headers: { ...(await t.loginAs('organiser@demo.test')), cookie: 'language=zh' } });
    expect(zh.body.data.list.at(-1)).toEqual({ id: StaffPermission.STAFF, name: '员工与角色' });
  });

  it('counts the accounts of each kind, loaded with limit=99999&page=1; any limit up to that is honoured', async () => {
    const types = async (query: string) => (await call<{ list: MemberTypeCount[]; total: number }>('GET', `/api/user/admin/member/type${query}`)).body;
    const all = await types(`?limit=${MEMBER_TYPE_MAX_LIMIT}&page=1`);
    expect(all.data.list.map((type) => [type.id, type.name, type.count])).toEqual([
      [MemberType.EXHIBITOR_MAIN, 'Exhibitor main accounts', 2],
      [MemberType.SUB_ACCOUNT, 'Sub-accounts', 4],
      [MemberType.GROUP_BUYER, 'Group buying accounts', 2],
      [MemberType.GROUP_TICKET_HOLDER, 'Group ticket accounts', 1],
      [MemberType.ORGANISER, 'Organiser staff', 2],
    ]);
    expect((await types(`?limit=${MEMBER_TYPE_MAX_LIMIT - 1}&page=1`)).data.list).toHaveLength(5);
    expect((await types(`?limit=${MEMBER_TYPE_MAX_LIMIT + 1}&page=1`)).code).toBe(1000);
    expect((await types('?limit=2&page=3')).data).toEqual({ list: [all.data.list[4]], total: 5 });
    expect((await types('')).data.list).toHaveLength(5);
  });
});

describe('roles changed by staff who manage staff', () => {
  it('adds, changes and removes a role, with the rules of schemas/staff-role.json', async () => {
    const added = await call<StaffRole>('POST', '/api/organiser/staff/role', undefined, { name: '现场', name_en: 'On site', permissions: [StaffPermission.QUESTIONS, StaffPermission.EXHIBITORS] });
    expect(added.body.data).toMatchObject({ name: '现场', name_en: 'On site', permissions: [2, 6], member_count: 0 });
    const changed = await call<StaffRole>('PUT', `/api/organiser/staff/role/${added.body.data.id}`, undefined, { name: '现场', name_en: 'On site', permissions: [6, 2, 1] });
    expect(changed.body.data.permissions).toEqual([1, 2, 6]);
    expect((await call('PUT', '/api/organiser/staff/role/999999', undefined, { name: '某', name_en: 'Some', permissions: [1] })).body.code).toBe(1004);
    expect((await call('DELETE', `/api/organiser/staff/role/${added.body.data.id}`)).body.code).toBe(1);
    expect((await call('DELETE', `/api/organiser/staff/role/${added.body.data.id}`)).body.code).toBe(1004);
  });

  it('refuses to delete a role staff hold, naming how many; taken from them, it goes', async () => {
    const [finance, organiser] = [await idOf('finance@demo.test'), await idOf('organiser@demo.test')];
    const financeRole = await roleNamed('Finance');
    const added = (await call<StaffRole>('POST', '/api/organiser/staff/role', undefined, { name: '值班', name_en: 'On duty', permissions: [StaffPermission.QUESTIONS] })).body.data;
    await call('PUT', `/api/organiser/staff/${finance}/roles`, undefined, { role_ids: [financeRole.id, added.id] });
    const held = await call('DELETE', `/api/organiser/staff/role/${added.id}`);
    expect([held.body.code, held.body.message]).toEqual([2010, '1 staff member holds this role; take it away from them under Staff before deleting it']);
    const organiserRoles = (await staff()).find((member) => member.id === organiser)!.role_ids;
    await call('PUT', `/api/organiser/staff/${organiser}/roles`, undefined, { role_ids: [...organiserRoles, added.id] });
    const zh = await t.call({ method: 'DELETE', url: `/api/organiser/staff/role/${added.id}`, headers: { ...(await t.loginAs('organiser@demo.test')), cookie: 'language=zh' } });
    expect([zh.body.code, zh.body.message]).toEqual([2010, '有 2 名员工持有此角色，请先在下方员工列表中取消他们的这个角色，再删除']);
    // Nothing was stripped: both still hold it, and it still permits what it did.
    expect((await roleNamed('On duty')).member_count).toBe(2);
    expect((await staff()).find((member) => member.id === finance)!.permissions).toContain(StaffPermission.QUESTIONS);

    await call('PUT', `/api/organiser/staff/${finance}/roles`, undefined, { role_ids: [financeRole.id] });
    await call('PUT', `/api/organiser/staff/${organiser}/roles`, undefined, { role_ids: organiserRoles });
    expect((await call('DELETE', `/api/organiser/staff/role/${added.id}`)).body.code).toBe(1);
    expect(await roleNamed('On duty')).toBeUndefined();
  });

  it('refuses a bad role, naming the field', async () => {
    const refused = async (payload: unknown) => (await call<{ errors: { field: string; message: string }[] }>('POST', '/api/organiser/staff/role', undefined, payload)).body;
    expect((await refused({ name: '空', name_en: 'Empty', permissions: [] })).data.errors).toEqual([{ field: 'permissions', message: 'Choose at least one permission' }]);
    expect((await refused({ name: '财务', name_en: 'Money', permissions: [4] })).data.errors).toEqual([{ field: 'name', message: 'A role already has this name' }]);
    expect((await refused({ name: '钱', name_en: 'finance', permissions: [4] })).data.errors).toEqual([{ field: 'name_en', message: 'A role already has this name' }]);
    for (const bad of [{ name: '坏', name_en: 'Bad', permissions: [12] }, { name: '坏', name_en: 'Bad', permissions: [1, 1] }, { name: ' ', name_en: 'Bad', permissions: [1] },
      { name: 'x'.repeat(31), name_en: 'Bad', permissions: [1] }, { name: '坏\u0000', name_en: 'Bad', permissions: [1] }, { name: '坏', name_en: 'Bad', permissions: [1], extra: 1 }]) {
      expect((await refused(bad)).code, JSON.stringify(bad)).toBe(1000);
    }
    expect((await refused({ name: 'x'.repeat(30), name_en: 'y'.repeat(60), permissions: [1] })).code).toBe(1);
  });

  it(`keeps at most ${STAFF_ROLE_LIMIT} roles`, async () => {
    const existing = (await roles()).data.total;
    const made: number[] = [];
    for (let i = existing; i < STAFF_ROLE_LIMIT; i += 1) {
      const answer = await call<StaffRole>('POST', '/api/organiser/staff/role', undefined, { name: `角色${i}`, name_en: `Role ${i}`, permissions: [1] });
      expect(answer.body.code, `role ${i + 1}`).toBe(1);
      made.push(answer.body.data.id);
    }
    const over = await call('POST', '/api/organiser/staff/role', undefined, { name: '多一个', name_en: 'One more', permissions: [1] });
    expect([over.body.code, over.body.message]).toEqual([2010, `There are already ${STAFF_ROLE_LIMIT} roles, the most allowed; remove one you no longer use first`]);
    for (const id of made) await call('DELETE', `/api/organiser/staff/role/${id}`);
  });

  it('never leaves the console without someone who manages staff', async () => {
    const organiser = await idOf('organiser@demo.test');
    const administrator = await roleNamed('Administrator');
    const lastManager = 'At least one staff member must keep the “Staff and roles” permission, or nobody could manage staff again';
    const stripped = await call('PUT', `/api/organiser/staff/${organiser}/roles`, undefined, { role_ids: [] });
    expect([stripped.body.code, stripped.body.message]).toEqual([2010, lastManager]);
    const narrowed = await call('PUT', `/api/organiser/staff/role/${administrator.id}`, undefined, { name: '管理员', name_en: 'Administrator', permissions: [1] });
    expect(narrowed.body.code).toBe(2010);
    expect((await call('DELETE', `/api/organiser/staff/role/${administrator.id}`)).body.code).toBe(2010);
    expect((await roleNamed('Administrator')).permissions).toEqual([...ALL_STAFF_PERMISSIONS]);
    expect((await staff()).find((member) => member.id === organiser)!.role_ids).toEqual([administrator.id]);
  });

  it('gives a staff account exactly the roles chosen; unknown roles and non-staff accounts are refused', async () => {
    const finance = await idOf('finance@demo.test');
    const [reviewer, financeRole] = [await roleNamed('Reviewer'), await roleNamed('Finance')];
    const given = await call<StaffMember>('PUT', `/api/organiser/staff/${finance}/roles`, undefined, { role_ids: [reviewer.id, financeRole.id] });
    expect(given.body.data).toMatchObject({ email: 'finance@demo.test', role_ids: [reviewer.id, financeRole.id], permissions: [1, 2, 3, 4, 5, 6] });
    expect((await call('PUT', `/api/organiser/staff/${finance}/roles`, undefined, { role_ids: [999_999] })).body).toMatchObject({ code: 1000 });
    expect((await call('PUT', `/api/organiser/staff/${finance}/roles`, undefined, { role_ids: [reviewer.id, reviewer.id] })).body.code).toBe(1000);
    const [exhibitor] = rowsOf<{ id: number }>(await t.database.db.execute(sql`select id from users where email = 'exhibitor@demo.test'`));
    expect((await call('PUT', `/api/organiser/staff/${exhibitor!.id}/roles`, undefined, { role_ids: [] })).body.code).toBe(1004);
    await call('PUT', `/api/organiser/staff/${finance}/roles`, undefined, { role_ids: [financeRole.id] });
  });
});

describe('the console as each role permits', () => {
  const status = async (account: string, method: 'GET' | 'POST', url: string) => (await call(method, url, account)).status;

  it('lets the finance desk reach money and the directory, and nothing else', async () => {
    for (const url of ['/api/organiser/group/order', '/api/organiser/group/ticket', '/api/organiser/invoice', '/api/organiser/exhibitors', '/api/organiser/inbox']) {
      expect(await status('finance@demo.test', 'GET', url), url).toBe(200);
    }
    for (const url of ['/api/organiser/company', '/api/organiser/faq', '/api/organiser/signing', '/api/organiser/settings', '/api/organiser/schemas',
      '/api/organiser/messages', '/api/organiser/protocols', '/api/organiser/staff', '/api/user/admin/member/role?page=1', '/api/user/admin/member/permission']) {
      const refused = await call('GET', url, 'finance@demo.test');
      expect([refused.status, refused.body.code, refused.body.message], url).toEqual([403, 1003, 'Your roles do not allow this; ask an administrator']);
    }
    expect(await status('exhibitor@demo.test', 'GET', '/api/user/admin/member/role?page=1')).toBe(403);
  });

  it('tells the account what it may do, and a change applies from its next request', async () => {
    const info = async () => (await call<UserInfo>('GET', '/api/v2/user/info', 'finance@demo.test')).body.data;
    expect((await info()).staff_permissions).toEqual([4, 5, 6]);
    expect((await call<UserInfo>('GET', '/api/v2/user/info', 'exhibitor@demo.test')).body.data.staff_permissions).toEqual([]);
    const financeRole = await roleNamed('Finance');
    await call('PUT', `/api/organiser/staff/role/${financeRole.id}`, undefined, { name: '财务', name_en: 'Finance', permissions: [4, 5, 6, 2] });
    expect((await info()).staff_permissions).toEqual([2, 4, 5, 6]);
    expect(await status('finance@demo.test', 'GET', '/api/organiser/faq')).toBe(200);
    await call('PUT', `/api/organiser/staff/role/${financeRole.id}`, undefined, { name: '财务', name_en: 'Finance', permissions: [4, 5, 6] });
    expect(await status('finance@demo.test', 'GET', '/api/organiser/faq')).toBe(403);
  });

  it('names a permission on every staff route (the server would not start otherwise)', async () => {
    const routes: string[] = [];
    t.app.printRoutes({ commonPrefix: false }).split('\n').forEach((line) => { if (line.includes('/api/organiser')) routes.push(line); });
    expect(routes.length).toBeGreaterThan(20);
  });
});
