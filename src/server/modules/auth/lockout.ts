/**
 * Password-login lockout (LOGIN_LOCK): repeated wrong passwords within the window lock password
 * login for a while. Counted by one conditional UPDATE per failure, so parallel guesses neither
 * lose a count nor keep counting once the account is locked. Code login ignores the lock.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { LOGIN_LOCK } from '../../../shared/accounts';
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../user/queries';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const accountLocked = (seconds: number): ApiError =>
  new ApiError(Codes.ACCOUNT_LOCKED, { retry_after: seconds }, Codes.ACCOUNT_LOCKED.message, { minutes: Math.ceil(seconds / 60) });

/** Seconds the password login of the user stays locked; 0 when it is open. */
export function lockedFor(user: Pick<UserRow, 'lockedUntil'>, now = Date.now()): number {
  return user.lockedUntil ? Math.max(0, Math.ceil((user.lockedUntil.getTime() - now) / 1000)) : 0;
}

/**
 * Counts one wrong password. Returns the seconds of the lock this failure started or found (0 when
 * the account is still open).
 */
export async function recordLoginFailure(db: Db, userId: number): Promise<number> {
  const window = sql`${LOGIN_LOCK.windowSeconds} * interval '1 second'`;
  const inWindow = sql`failures_since > now() - ${window}`;
  const [row] = rowsOf<{ locked_for: number }>(await db.execute(sql`
    update users set
      failed_logins = case when ${inWindow} then failed_logins + 1 else 1 end,
      failures_since = case when ${inWindow} then failures_since else now() end,
      locked_until = case when (case when ${inWindow} then failed_logins + 1 else 1 end) >= ${LOGIN_LOCK.failures}
        then now() + ${LOGIN_LOCK.lockSeconds} * interval '1 second' end
    where id = ${userId} and (locked_until is null or locked_until <= now())
    returning coalesce(ceil(extract(epoch from locked_until - now())), 0)::int as locked_for`));
  if (row) return row.locked_for;
  // Another request locked the account meanwhile: report the lock it set.
  const [user] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  return user ? lockedFor(user) : 0;
}

/** A correct password starts the count afresh. */
export async function clearLoginFailures(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ failedLogins: 0, failuresSince: null })
    .where(and(eq(users.id, userId), gt(users.failedLogins, 0)));
}
