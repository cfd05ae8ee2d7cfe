/** Reads behind the sub-account screen: the exhibitor's sub-accounts and the users that may become one. */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ExhibitorUser, SubAccount } from '../../../shared/accounts';
import { contactChannel } from '../../../shared/accounts';
import { ALL_AUTHORITIES, type AuthorityId } from '../../../shared/authorities';
import { mask } from '../../../shared/mask';
import type { Db } from '../../db/client';
import { exhibitorMembers, users } from '../../db/schema';

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

interface SubAccountRow {
  userId: number;
  realName: string;
  authorities: number[];
  createdAt: Date;
  phone: string | null;
  email: string | null;
}

/** Lists show personal contacts masked; the phone is the account's primary name where it has one. */
export const toSubAccount = (row: SubAccountRow): SubAccount => ({
  user_id: row.userId,
  real_name: row.realName,
  account: row.phone ? mask('phone', row.phone) : row.email ? mask('email', row.email) : '',
  authorities: [...row.authorities].sort((a, b) => a - b) as AuthorityId[],
  created_at: seconds(row.createdAt),
});

const subAccountColumns = {
  userId: exhibitorMembers.userId,
  realName: exhibitorMembers.realName,
  authorities: exhibitorMembers.authorities,
  createdAt: exhibitorMembers.createdAt,
  phone: users.phone,
  email: users.email,
};

export async function listSubAccounts(db: Db, exhibitorId: number): Promise<SubAccount[]> {
  const rows = await db.select(subAccountColumns).from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId))
    .where(and(eq(exhibitorMembers.exhibitorId, exhibitorId), eq(exhibitorMembers.isSubAccount, true)))
    .orderBy(asc(exhibitorMembers.createdAt), asc(exhibitorMembers.userId));
  return rows.map(toSubAccount);
}

/**
 * A page of the exhibitor's users: the main account first (it holds every authority), then the
 * sub-accounts in the order they were added.
 */
export async function listExhibitorUsers(db: Db, exhibitorId: number, page: number, limit: number): Promise<{ list: ExhibitorUser[]; total: number }> {
  const ofExhibitor = eq(exhibitorMembers.exhibitorId, exhibitorId);
  const [rows, [total]] = await Promise.all([
    db.select({ ...subAccountColumns, isSubAccount: exhibitorMembers.isSubAccount }).from(exhibitorMembers)
      .innerJoin(users, eq(users.id, exhibitorMembers.userId))
      .where(ofExhibitor)
      .orderBy(asc(exhibitorMembers.isSubAccount), asc(exhibitorMembers.createdAt), asc(exhibitorMembers.userId))
      .limit(limit).offset((page - 1) * limit),
    db.select({ value: count() }).from(exhibitorMembers).where(ofExhibitor),
  ]);
  const list = rows.map((row): ExhibitorUser => ({
    ...toSubAccount(row.isSubAccount ? row : { ...row, authorities: [...ALL_AUTHORITIES] }),
    is_sub_account: row.isSubAccount ? 1 : 0,
  }));
  return { list, total: total?.value ?? 0 };
}

export async function findSubAccount(db: Db, exhibitorId: number, userId: number): Promise<SubAccount | undefined> {
  const [row] = await db.select(subAccountColumns).from(exhibitorMembers)
    .innerJoin(users, eq(users.id, exhibitorMembers.userId))
    .where(and(eq(exhibitorMembers.exhibitorId, exhibitorId), eq(exhibitorMembers.userId, userId), eq(exhibitorMembers.isSubAccount, true)));
  return row ? toSubAccount(row) : undefined;
}

/**
 * The registered user a typed phone or e-mail names (e-mail in any case), if it is a person who may
 * become a sub-account at all: a main-type account (account_type 1) that is not organiser staff.
 * Everyone else is not found, by the very same query an unknown contact runs, so the answer tells
 * an exhibitor nothing about which staff or group accounts exist. Login names are not accepted: the
 * official mini program registers people by phone or e-mail only.
 */
export async function findEnrollableUser(db: Db, account: string): Promise<{ id: number } | undefined> {
  const channel = contactChannel(account);
  if (!channel) return undefined;
  const named = channel === 'sms' ? eq(users.phone, account) : sql`lower(${users.email}) = ${account.toLowerCase()}`;
  const [user] = await db.select({ id: users.id }).from(users)
    .where(and(named, eq(users.accountType, 1), eq(users.isOrganiser, false))).limit(1);
  return user;
}
