/** Reads of users by what a person typed or by id, for the auth flows (the caller of a request: identity/). */
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

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
