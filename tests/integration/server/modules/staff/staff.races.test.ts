/**
 * The staff rules under concurrency: PostgreSQL only (PGlite has one connection and cannot race).
 * Every change takes one lock first, so hundreds at once still keep someone who manages staff
 * and no more roles than allowed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_LIMIT, StaffPermission, type StaffMember, type StaffRole } from '../../../../../src/shared/staff';
import { rowsOf } from '../../../../../src/server/db/results';
import { hashPassword } from '../../../../../src/server/modules/auth/password';
import { createTestApp, type TestApp } from '../../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const admin = async () => t.loginAs('organiser@demo.test');

describe('staff changed at once', () => {
  it('200 staff administrators stripped of their roles at once: exactly one keeps the staff permission', async () => {
    const passwordHash = await hashPassword('unused-password-1');
    const values = Array.from({ length: 199 }, (_, i) => sql`(${`racer${i}@demo.test`}, ${`管理员${i}`}, ${passwordHash}, true)`);
    await t.database.db.execute(sql`insert into users (email, name, password_hash, is_organiser) values ${sql.join(values, sql`, `)}`);
    await t.database.db.execute(sql`
      insert into staff_role_members (user_id, role_id)
      select u.id, r.id from users u, staff_roles r where u.email like 'racer%' and r.name_en = 'Administrator'`);
    const headers = await admin();
    const { list } = (await t.call<{ list: StaffMember[] }>({ method: 'GET', url: '/api/organiser/staff', headers })).body.data;
    const managers = list.filter((member) => member.permissions.includes(StaffPermission.STAFF));
    expect(managers).toHaveLength(200);

    const answers = await Promise.all(managers.map((member) => t.call({ method: 'PUT', url: `/api/organiser/staff/${member.id}/roles`, headers, payload: { role_ids: [] } })));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(199);
    expect(codes.filter((code) => code === 2010)).toHaveLength(1);
    const [left] = rowsOf<{ n: number }>(await t.database.db.execute(sql`
      select count(*)::int as n from staff_role_members m join staff_roles r on r.id = m.role_id where ${StaffPermission.STAFF} = any(r.permissions)`));
    expect(left!.n).toBe(1);
    // The demo administrator may be among those stripped: give the role back for what follows.
    await t.database.db.execute(sql`
      insert into staff_role_members (user_id, role_id)
      select u.id, r.id from users u, staff_roles r where u.email = 'organiser@demo.test' and r.name_en = 'Administrator' on conflict do nothing`);
    t.callersChanged();
  });

  it('a role given to 100 staff while it is deleted 100 times at once: nobody loses it unseen', async () => {
    const headers = await admin();
    const role = (await t.call<StaffRole>({
      method: 'POST', url: '/api/organiser/staff/role', headers, payload: { name: '争用角色', name_en: 'Contested role', permissions: [StaffPermission.QUESTIONS] },
    })).body.data;
    const passwordHash = await hashPassword('unused-password-1');
    const values = Array.from({ length: 100 }, (_, i) => sql`(${`holder${i}@demo.test`}, ${`员工${i}`}, ${passwordHash}, true)`);
    const members = rowsOf<{ id: number }>(await t.database.db.execute(sql`insert into users (email, name, password_hash, is_organiser) values ${sql.join(values, sql`, `)} returning id`));

    // Interleaved: a grant, a delete, a grant, … all sent at once.
    const calls = members.flatMap((member) => [
      { kind: 'grant', call: t.call({ method: 'PUT', url: `/api/organiser/staff/${member.id}/roles`, headers, payload: { role_ids: [role.id] } }) },
      { kind: 'delete', call: t.call({ method: 'DELETE', url: `/api/organiser/staff/role/${role.id}`, headers }) },
    ]);
    const answers = await Promise.all(calls.map(async ({ kind, call }) => ({ kind, code: (await call).body.code })));
    const granted = answers.filter((answer) => answer.kind === 'grant' && answer.code === 1).length;
    const deleted = answers.filter((answer) => answer.kind === 'delete' && answer.code === 1).length;
    const [holders] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from staff_role_members where role_id = ${role.id}`));
    const [exists] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from staff_roles where id = ${role.id}`));
    if (exists!.n === 1) {
      // Kept: every delete was refused (held, 2010) and every grant stands.
      expect(deleted).toBe(0);
      expect(granted).toBeGreaterThan(0);
      expect(holders!.n).toBe(granted);
      expect(new Set(answers.filter((answer) => answer.kind === 'delete').map((answer) => answer.code))).toEqual(new Set([2010]));
    } else {
      // Deleted once, before any grant: no grant succeeded, so no holder lost it.
      expect(deleted).toBe(1);
      expect(granted).toBe(0);
    }
    await t.database.db.execute(sql`delete from users where email like 'holder%@demo.test'`);
    await t.database.db.execute(sql`delete from staff_roles where id = ${role.id}`);
  });

  it(`200 roles added at once: exactly ${STAFF_ROLE_LIMIT} roles in all`, async () => {
    const headers = await admin();
    const before = (await t.call<{ total: number }>({ method: 'GET', url: '/api/user/admin/member/role?page=1', headers })).body.data.total;
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => t.call<StaffRole>({
      method: 'POST', url: '/api/organiser/staff/role', headers, payload: { name: `并发${i}`, name_en: `Race ${i}`, permissions: [StaffPermission.QUESTIONS] },
    })));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(STAFF_ROLE_LIMIT - before);
    expect(new Set(codes)).toEqual(new Set([1, 2010]));
    const [count] = rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from staff_roles`));
    expect(count!.n).toBe(STAFF_ROLE_LIMIT);
  });
});
