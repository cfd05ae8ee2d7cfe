/**
 * Who calls: the account, its token version, the exhibitor it acts for and what the access rules of
 * SPEC.md §6 see of it, read in one statement (the user, its membership and the group switch). The
 * auth hook reads it once per request (request-caller.ts); hooks, screens and modules only read that.
 */
import { eq, sql } from 'drizzle-orm';
import type { Subject } from '../../shared/access';
import type { StaffPermissionId } from '../../shared/staff';
import type { Db } from '../db/client';
import { exhibitorMembers, settings, users } from '../db/schema';
import { DEFAULT_SETTINGS, type Settings } from '../settings';

export interface Caller {
  userId: number;
  /** Compared with the token's: a logout or a password change raises it and revokes older tokens. */
  tokenVersion: number;
  isOrganiser: boolean;
  /** The exhibitor the account acts for; null outside any exhibitor (group accounts, organiser staff). */
  exhibitorId: number | null;
  /** Its name within the exhibitor, else the account's own. */
  name: string;
  avatar: string;
  email: string | null;
  phone: string | null;
  /** The account as the access rules see it, group switch included. */
  subject: Subject;
}

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The caller with this user id, or undefined when the account no longer exists. */
export async function loadCaller(db: Db, userId: number): Promise<Caller | undefined> {
  const [row] = await db.select({
    tokenVersion: users.tokenVersion,
    accountType: users.accountType,
    isOrganiser: users.isOrganiser,
    isGroupBuy: users.isGroupBuy,
    isGroupTicket: users.isGroupTicket,
    userName: users.name,
    avatar: users.avatar,
    email: users.email,
    phone: users.phone,
    exhibitorId: exhibitorMembers.exhibitorId,
    isSubAccount: exhibitorMembers.isSubAccount,
    realName: exhibitorMembers.realName,
    authorities: exhibitorMembers.authorities,
    groupSwitch: settings.value,
    // What the account's staff roles add up to (none outside the organiser's staff).
    staffPermissions: sql<StaffPermissionId[]>`array(select distinct p from staff_role_members m join staff_roles r on r.id = m.role_id
      cross join lateral unnest(r.permissions) p where m.user_id = "users"."id" order by 1)`,
  }).from(users)
    .leftJoin(exhibitorMembers, eq(exhibitorMembers.userId, users.id))
    .leftJoin(settings, eq(settings.key, 'group_switch'))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  const isSubAccount = row.isSubAccount ?? false;
  return {
    userId,
    tokenVersion: row.tokenVersion,
    isOrganiser: row.isOrganiser,
    exhibitorId: row.exhibitorId,
    name: row.realName || row.userName,
    avatar: row.avatar,
    email: row.email,
    phone: row.phone,
    subject: {
      account_type: row.accountType === 2 ? 2 : 1,
      is_sub_account: bit(isSubAccount),
      is_group_buy: bit(row.isGroupBuy),
      is_group_ticket: bit(row.isGroupTicket),
      is_organiser: bit(row.isOrganiser),
      authorities: isSubAccount ? row.authorities ?? [] : [],
      group_switch: row.groupSwitch === null ? DEFAULT_SETTINGS.group_switch : (row.groupSwitch as Settings['group_switch']),
      staff_permissions: row.isOrganiser ? row.staffPermissions.map(Number) as StaffPermissionId[] : [],
    },
  };
}
