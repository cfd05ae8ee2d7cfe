/**
 * Reading the organiser's staff: roles with how many hold each, staff accounts with their roles, and
 * the portal's accounts counted by kind.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ALL_STAFF_PERMISSIONS, MemberType, type MemberTypeId, type StaffMember, type StaffPermissionId, type StaffRole } from '../../../shared/staff';
import type { Db } from '../../db/client';
import { containing } from '../../db/like';
import { rowsOf } from '../../db/results';
import { staffRoleMembers, staffRoles, users } from '../../db/schema';

export interface RoleQuery {
  page?: number;
  limit?: number;
  keyword?: string;
}

const permissionsOf = (values: readonly number[]): StaffPermissionId[] =>
  ALL_STAFF_PERMISSIONS.filter((permission) => values.includes(permission));

/** Roles as the API shows them, with how many staff hold each. */
const roleRows = (db: Db, where: SQL | undefined) => db.select({
  id: staffRoles.id, name: staffRoles.name, nameEn: staffRoles.nameEn, permissions: staffRoles.permissions,
  // Written out in full: inside a subquery Drizzle would name the outer column without its table.
  members: sql<number>`(select count(*) from staff_role_members m join users u on u.id = m.user_id where m.role_id = "staff_roles"."id" and u.is_organiser)`.mapWith(Number),
}).from(staffRoles).where(where).orderBy(asc(staffRoles.id)).$dynamic();

const toRole = (row: Awaited<ReturnType<typeof roleRows>>[number]): StaffRole =>
  ({ id: row.id, name: row.name, name_en: row.nameEn, permissions: permissionsOf(row.permissions), member_count: row.members });

/** Roles in the order they were made, narrowed by a keyword in either language. */
export async function listRoles(db: Db, query: RoleQuery, pageSize: number): Promise<{ list: StaffRole[]; total: number }> {
  const keyword = query.keyword?.trim();
  const where = keyword ? or(ilike(staffRoles.name, containing(keyword)), ilike(staffRoles.nameEn, containing(keyword))) : undefined;
  const limit = query.limit ?? pageSize;
  const [rows, [counted]] = await Promise.all([
    roleRows(db, where).limit(limit).offset(((query.page ?? 1) - 1) * limit),
    db.select({ value: count() }).from(staffRoles).where(where),
  ]);
  return { list: rows.map(toRole), total: counted?.value ?? 0 };
}

export async function findRole(db: Db, id: number): Promise<StaffRole | undefined> {
  const [row] = await roleRows(db, eq(staffRoles.id, id));
  return row ? toRole(row) : undefined;
}

/** Every staff account with its roles and what they add up to, by name. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select({
    id: users.id, name: users.name, email: users.email,
    roleIds: sql<number[]>`array(select m.role_id from staff_role_members m where m.user_id = "users"."id" order by m.role_id)`,
    permissions: sql<number[]>`array(select distinct p from staff_role_members m join staff_roles r on r.id = m.role_id
      cross join lateral unnest(r.permissions) p where m.user_id = "users"."id" order by 1)`,
  }).from(users).where(eq(users.isOrganiser, true)).orderBy(asc(users.name), asc(users.id));
  return rows.map((row) => ({
    id: row.id, name: row.name, email: row.email, role_ids: row.roleIds.map(Number), permissions: permissionsOf(row.permissions.map(Number)),
  }));
}

export async function findStaffMember(db: Db, userId: number): Promise<StaffMember | undefined> {
  return (await listStaff(db)).find((member) => member.id === userId);
}

/** How many accounts of each kind the portal has now (an account can be of two kinds: buyer and holder). */
export async function countMemberTypes(db: Db): Promise<Record<MemberTypeId, number>> {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`
    select
      (select count(*) from exhibitor_members where not is_sub_account) as main,
      (select count(*) from exhibitor_members where is_sub_account) as sub,
      count(*) filter (where is_group_buy and not is_organiser) as buyer,
      count(*) filter (where is_group_ticket and not is_organiser) as holder,
      count(*) filter (where is_organiser) as organiser
    from users`));
  return {
    [MemberType.EXHIBITOR_MAIN]: Number(row?.main ?? 0),
    [MemberType.SUB_ACCOUNT]: Number(row?.sub ?? 0),
    [MemberType.GROUP_BUYER]: Number(row?.buyer ?? 0),
    [MemberType.GROUP_TICKET_HOLDER]: Number(row?.holder ?? 0),
    [MemberType.ORGANISER]: Number(row?.organiser ?? 0),
  };
}

/** Whether some staff account still holds a role with this permission. */
export async function someoneHolds(db: Db, permission: StaffPermissionId): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(staffRoleMembers)
    .innerJoin(staffRoles, eq(staffRoles.id, staffRoleMembers.roleId))
    .innerJoin(users, eq(users.id, staffRoleMembers.userId))
    .where(and(eq(users.isOrganiser, true), sql`${permission} = any(${staffRoles.permissions})`));
  return (row?.value ?? 0) > 0;
}
