/** Reads of users and of their place in an exhibitor, shared by the auth and user modules. */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { exhibitorMembers, users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The account a person typed: login name or e-mail (any case) or phone. */
export async function findUserByAccount(db: Db, account: string): Promise<UserRow | undefined> {
  const lowered = account.toLowerCase();
  const [user] = await db.select().from(users).where(or(
    sql`lower(${users.username}) = ${lowered}`,
    sql`lower(${users.email}) = ${lowered}`,
    eq(users.phone, account),
  )).limit(1);
  return user;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export interface Membership {
  exhibitorId: number;
  isSubAccount: boolean;
  realName: string;
  authorities: number[];
}

/** The exhibitor the user acts for, or undefined for accounts outside any exhibitor (group buyers). */
export async function findMembership(db: Db, userId: number): Promise<Membership | undefined> {
  const [row] = await db.select({
    exhibitorId: exhibitorMembers.exhibitorId,
    isSubAccount: exhibitorMembers.isSubAccount,
    realName: exhibitorMembers.realName,
    authorities: exhibitorMembers.authorities,
  }).from(exhibitorMembers).where(eq(exhibitorMembers.userId, userId));
  return row;
}
