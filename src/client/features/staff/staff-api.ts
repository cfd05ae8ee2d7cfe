/** The console's staff calls (src/shared/staff.ts StaffApi). */
import { StaffApi, type StaffMember, type StaffRole, type StaffRoleInput } from '../../../shared/staff';
import { http } from '../../app/http';

/** Every role: the console keeps far fewer than a page of the role list. */
export const ALL_ROLES_PATH = `${StaffApi.roles}?page=1&limit=100`;
/** SPEC.md §7: member types are loaded with limit=99999&page=1. */
export const MEMBER_TYPES_PATH = `${StaffApi.memberTypes}?limit=99999&page=1`;

export const saveRole = (input: StaffRoleInput, id?: number): Promise<StaffRole> =>
  id === undefined ? http.post<StaffRole>(StaffApi.createRole, input, { quiet: true }) : http.put<StaffRole>(StaffApi.role(id), input, { quiet: true });

export const deleteRole = (id: number): Promise<null> => http.delete<null>(StaffApi.role(id));

export const setMemberRoles = (userId: number, roleIds: readonly number[]): Promise<StaffMember> =>
  http.put<StaffMember>(StaffApi.memberRoles(userId), { role_ids: roleIds }, { quiet: true });
