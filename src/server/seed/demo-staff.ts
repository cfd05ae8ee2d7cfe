/**
 * The demo show's staff roles beside the administrator role every database starts with (migration
 * 0029): what a reviewer, the finance desk, a content editor and a translator each may do. The
 * organiser demo account administers; the finance demo account holds the finance role only.
 */
import { eq } from 'drizzle-orm';
import { StaffPermission as P, type StaffPermissionId } from '../../shared/staff';
import type { Db } from '../db/client';
import { staffRoleMembers, staffRoles } from '../db/schema';

export const DEMO_STAFF_ROLES: readonly { name: string; nameEn: string; permissions: StaffPermissionId[] }[] = [
  { name: '审核员', nameEn: 'Reviewer', permissions: [P.REVIEWS, P.QUESTIONS, P.SIGNINGS, P.EXHIBITORS] },
  { name: '财务', nameEn: 'Finance', permissions: [P.GROUP, P.INVOICES, P.EXHIBITORS] },
  { name: '内容编辑', nameEn: 'Content editor', permissions: [P.NOTICES, P.SETTINGS, P.SCREENS, P.MESSAGES] },
  { name: '翻译', nameEn: 'Translator', permissions: [P.MESSAGES] },
];

export async function seedDemoStaff(tx: Db, accounts: { administrator: number; finance: number }): Promise<void> {
  const [administrator] = await tx.select({ id: staffRoles.id }).from(staffRoles).where(eq(staffRoles.nameEn, 'Administrator'));
  if (!administrator) throw new Error('seed: the administrator role of migration 0029 is missing');
  const roles = await tx.insert(staffRoles).values(DEMO_STAFF_ROLES.map((role) => ({ ...role }))).returning({ id: staffRoles.id, nameEn: staffRoles.nameEn });
  const finance = roles.find((role) => role.nameEn === 'Finance');
  if (!finance) throw new Error('seed: the finance role was not created');
  await tx.insert(staffRoleMembers).values([
    { userId: accounts.administrator, roleId: administrator.id },
    { userId: accounts.finance, roleId: finance.id },
  ]).onConflictDoNothing();
}
