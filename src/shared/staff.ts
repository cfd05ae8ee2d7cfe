/**
 * The organiser's staff (SPEC.md §7 member calls, issue 23): what a staff member may do in the console
 * is the union of the permissions of their roles. Each console page and each organiser endpoint needs
 * one permission (the inbox none: it lists only what the reader may handle); the server refuses, the
 * menu hides, by the same `staffMay` (src/shared/access.ts).
 *
 * The member types are the kinds of accounts of the portal, counted.
 */

/** The console's permissions; names and colours in schemas/enums.json `staffPermission`. */
export const StaffPermission = {
  /** Review exhibitors' submissions of the schema-driven screens. */
  REVIEWS: 1,
  /** Answer exhibitors' questions. */
  QUESTIONS: 2,
  /** Review brokerage signings. */
  SIGNINGS: 3,
  /** Group ticket products, orders, remittances and allocations. */
  GROUP: 4,
  /** Invoice applications: take, issue, fail, red-flush. */
  INVOICES: 5,
  /** The exhibitor directory and the show's binding progress. */
  EXHIBITORS: 6,
  /** Notices, their keywords, agreements, and material templates. */
  NOTICES: 7,
  /** The show's settings and reference data (programme, categories, keywords). */
  SETTINGS: 8,
  /** Screens' fields: edit, publish, roll back. */
  SCREENS: 9,
  /** The portal's messages in both languages. */
  MESSAGES: 10,
  /** Staff accounts and their roles. */
  STAFF: 11,
} as const;
export type StaffPermissionId = (typeof StaffPermission)[keyof typeof StaffPermission];
export const ALL_STAFF_PERMISSIONS: readonly StaffPermissionId[] = Object.values(StaffPermission);

/** The kinds of accounts; names in schemas/enums.json `memberType`. */
export const MemberType = {
  EXHIBITOR_MAIN: 1,
  SUB_ACCOUNT: 2,
  GROUP_BUYER: 3,
  GROUP_TICKET_HOLDER: 4,
  ORGANISER: 5,
} as const;
export type MemberTypeId = (typeof MemberType)[keyof typeof MemberType];

/** SPEC.md §7: member types are loaded with limit=99999&page=1; any limit up to it is honoured. */
export const MEMBER_TYPE_MAX_LIMIT = 99_999;
/** Most roles the organiser keeps; most a staff member holds. */
export const STAFF_ROLE_LIMIT = 50;
/** A page of the role list at most (the console loads them all). */
export const STAFF_ROLE_MAX_LIMIT = 100;

export const StaffApi = {
  /** GET ?page&limit&keyword (at least one; none: 1000) → {list: StaffRole[], total}. */
  roles: '/user/admin/member/role',
  /** GET → {list: StaffPermissionOption[], total}. */
  permissions: '/user/admin/member/permission',
  /** GET ?limit (≤ 99999)&page → {list: MemberTypeCount[], total}. */
  memberTypes: '/user/admin/member/type',
  /** POST StaffRoleInput → StaffRole (schemas/staff-role.json). */
  createRole: '/organiser/staff/role',
  /** PUT StaffRoleInput → StaffRole · DELETE → null. */
  role: (id: number): string => `/organiser/staff/role/${id}`,
  /** GET → {list: StaffMember[], total}. */
  members: '/organiser/staff',
  /** PUT {role_ids} → StaffMember. */
  memberRoles: (userId: number): string => `/organiser/staff/${userId}/roles`,
} as const;

/** The role form: schemas/staff-role.json. */
export const STAFF_ROLE_SCREEN = 'staff-role';

export interface StaffRoleInput {
  name: string;
  name_en: string;
  permissions: StaffPermissionId[];
}

export interface StaffRole extends StaffRoleInput {
  id: number;
  /** Staff accounts holding the role. */
  member_count: number;
}

export interface StaffPermissionOption {
  id: StaffPermissionId;
  /** In the caller's language. */
  name: string;
}

export interface MemberTypeCount {
  id: MemberTypeId;
  name: string;
  /** Accounts of that kind now. */
  count: number;
}

export interface StaffMember {
  id: number;
  name: string;
  email: string | null;
  role_ids: number[];
  /** What the roles add up to. */
  permissions: StaffPermissionId[];
}
