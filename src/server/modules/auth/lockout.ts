/**
 * Password-login lockout (LOGIN_LOCK): at most `failures` wrong passwords are compared within the
 * window; then password login is locked for a while. Code login ignores the lock.
 *
 * Every attempt is counted as a wrong one BEFORE its password is compared, by one conditional UPDATE
 * that also checks the lock: a burst of parallel guesses can therefore never have more passwords
 * compared than the count allows, and an attempt that finds the count full is refused uncompared.
 * A right password takes back only its own count: the wrong ones stay counted for their window, so
 * no interleaving of the owner's login with guesses lets more than `failures` wrong ones through.
 */
import { rowsOf } from '../../db/results';
import { eq, sql } from 'drizzle-orm';
import { LOGIN_LOCK } from '../../../shared/accounts';
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ApiError } from '../../http/envelope';


export const accountLocked = (seconds: number): ApiError =>
  new ApiError(Codes.ACCOUNT_LOCKED, { retry_after: seconds }, Codes.ACCOUNT_LOCKED.message, { minutes: Math.ceil(seconds / 60) });

/** A counted password attempt, now free to be compared. */
export interface PasswordAttempt {
  /** Seconds of the lock this attempt started by taking the last place of the count; else 0. */
  lockedFor: number;
}

/**
 * Counts an attempt before its password is compared. Throws `2006` when password login is locked,
 * whether by earlier attempts or by parallel ones that took the last places first.
 */
export async function takePasswordAttempt(db: Db, userId: number): Promise<PasswordAttempt> {
  const window = sql`${LOGIN_LOCK.windowSeconds} * interval '1 second'`;
  const inWindow = sql`failures_since > now() - ${window}`;
  const place = sql`case when ${inWindow} then failed_logins + 1 else 1 end`;
  const [row] = rowsOf<PasswordAttempt>(await db.execute(sql`
    update users set
      failed_logins = ${place},
      failures_since = case when ${inWindow} then failures_since else now() end,
      locked_until = case when ${place} >= ${LOGIN_LOCK.failures} then now() + ${LOGIN_LOCK.lockSeconds} * interval '1 second' end
    where id = ${userId} and (locked_until is null or locked_until <= now())
    returning coalesce(ceil(extract(epoch from locked_until - now())), 0)::int as "lockedFor"`));
  if (row) return row;
  // Only reported: the refusal was already decided by the UPDATE above matching no row.
  const [user] = await db.select({ lockedUntil: users.lockedUntil }).from(users).where(eq(users.id, userId));
  const left = user?.lockedUntil ? Math.ceil((user.lockedUntil.getTime() - Date.now()) / 1000) : 0;
  throw accountLocked(Math.max(1, left));
}

/** The answer to a wrong password: still open (2002), or the lock its attempt started (2006). */
export const wrongPassword = (attempt: PasswordAttempt): ApiError =>
  attempt.lockedFor > 0 ? accountLocked(attempt.lockedFor) : new ApiError(Codes.WRONG_PASSWORD);

/** A right password takes back its own count; a lock that counted it goes too, as fewer than the limit are left. */
export async function returnPasswordAttempt(db: Db, userId: number): Promise<void> {
  // Never below 0: a window that restarted meanwhile holds only attempts counted after this one.
  const left = sql`greatest(failed_logins - 1, 0)`;
  await db.execute(sql`
    update users set
      failed_logins = ${left},
      failures_since = case when ${left} = 0 then null else failures_since end,
      locked_until = case when ${left} < ${LOGIN_LOCK.failures} then null else locked_until end
    where id = ${userId} and failed_logins > 0`);
}
