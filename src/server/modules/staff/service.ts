/**
 * Changing the organiser's staff: roles and who holds them. Every change runs under one advisory
 * lock and reads what it checks after taking it, so two changes never both see "someone else still
 * manages staff" or "room for one more role": the console always keeps at least one account holding
 * the staff permission, and at most STAFF_ROLE_LIMIT roles exist. (Locking the role rows would not
 * do: a role added meanwhile is not among the rows locked, nor seen by the statement that locks.)
 */
import { asc, eq, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import { STAFF_ROLE_LIMIT, StaffPermission, type StaffRoleInput } from '../../../shared/staff';
import type { Db } from '../../db/client';
import { staffRoleMembers, staffRoles, users } from '../../db/schema';
import { ApiError, FieldError } from '../../http/envelope';
import { findRole, someoneHolds } from './queries';

/** The advisory lock every change of staff takes ('STAF'). */
const STAFF_LOCK = 0x53544146;

/** Runs a change of roles or their holders, refused when it would leave nobody to manage staff. */
async function changeStaff<T>(db: Db, change: (tx: Db, roleIds: number[]) => Promise<T>): Promise<T> {
  return db.transaction(async (transaction) => {
    // Inside the transaction only its handle is used (PGlite has one connection).
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${STAFF_LOCK})`);
    const roles = await tx.select({ id: staffRoles.id }).from(staffRoles).orderBy(asc(staffRoles.id));
    const result = await change(tx, roles.map((row) => row.id));
    if (!(await someoneHolds(tx, StaffPermission.STAFF))) {
      throw new ApiError(Codes.RECORD_STATE, null, 'staff.error.last_manager');
    }
    return result;
  });
}

const roleValues = (input: StaffRoleInput) => ({
  name: input.name.trim(), nameEn: input.name_en.trim(), permissions: [...input.permissions].sort((a, b) => a - b),
});

async function refuseTakenName(tx: Db, input: StaffRoleInput, except?: number): Promise<void> {
  const rows = await tx.select({ id: staffRoles.id, name: staffRoles.name, nameEn: staffRoles.nameEn }).from(staffRoles);
  const others = rows.filter((row) => row.id !== except);
  if (others.some((row) => row.name === input.name.trim())) throw new FieldError('name', 'staff.error.name_taken');
  if (others.some((row) => row.nameEn.toLowerCase() === input.name_en.trim().toLowerCase())) throw new FieldError('name_en', 'staff.error.name_taken');
}

export async function createRole(db: Db, input: StaffRoleInput): Promise<number> {
  return changeStaff(db, async (tx, existing) => {
    if (existing.length >= STAFF_ROLE_LIMIT) throw new ApiError(Codes.RECORD_STATE, null, 'staff.error.role_limit', { limit: STAFF_ROLE_LIMIT });
    await refuseTakenName(tx, input);
    const [row] = await tx.insert(staffRoles).values(roleValues(input)).returning({ id: staffRoles.id });
    if (!row) throw new Error('role insert returned no row');
    return row.id;
  });
}

export async function updateRole(db: Db, id: number, input: StaffRoleInput): Promise<void> {
  await changeStaff(db, async (tx, existing) => {
    if (!existing.includes(id)) throw new ApiError(Codes.NOT_FOUND, null, 'staff.error.role_not_found');
    await refuseTakenName(tx, input, id);
    await tx.update(staffRoles).set(roleValues(input)).where(eq(staffRoles.id, id));
  });
}

/** Removes a role nobody holds: one staff hold is refused, naming how many, so nobody loses permissions unseen. */
export async function deleteRole(db: Db, id: number): Promise<void> {
  await changeStaff(db, async (tx, existing) => {
    if (!existing.includes(id)) throw new ApiError(Codes.NOT_FOUND, null, 'staff.error.role_not_found');
    // Read under the lock: a holder given the role meanwhile is counted, never stripped unseen.
    const holders = (await findRole(tx, id))?.member_count ?? 0;
    if (holders > 0) throw new ApiError(Codes.RECORD_STATE, null, 'staff.error.role_held', { count: holders });
    await tx.delete(staffRoles).where(eq(staffRoles.id, id));
  });
}

/** Gives a staff account exactly these roles. */
export async function setMemberRoles(db: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await changeStaff(db, async (tx, existing) => {
    const [member] = await tx.select({ isOrganiser: users.isOrganiser }).from(users).where(eq(users.id, userId));
    if (!member?.isOrganiser) throw new ApiError(Codes.NOT_FOUND, null, 'staff.error.member_not_found');
    if (roleIds.some((roleId) => !existing.includes(roleId))) throw new FieldError('role_ids', 'staff.error.role_not_found');
    await tx.delete(staffRoleMembers).where(eq(staffRoleMembers.userId, userId));
    if (roleIds.length > 0) await tx.insert(staffRoleMembers).values(roleIds.map((roleId) => ({ userId, roleId })));
  });
}

