/** Logging in and out. Every way in ends in `admit`: a session or one of the pass-through codes. */
import { eq, sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import type { LoginResult } from '../../../shared/api';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/envelope';
import { findUserByAccount, type UserRow } from '../user/queries';
import { returnPasswordAttempt, takePasswordAttempt, wrongPassword } from './lockout';
import { verifyPassword } from './password';
import { signPurposeToken } from './purpose-tokens';

const GUEST_TOKEN_TTL = 2 * 3600;

export async function startSession({ tokens, config }: Deps, user: UserRow): Promise<LoginResult> {
  return tokens.sign({ purpose: 'session', userId: user.id, version: user.tokenVersion }, config.tokenTtl);
}

/**
 * A proven account opens a session, unless it must first bind a contact (11013) or set a new
 * password (11016): then only a short-lived token for that step is handed back.
 */
export async function admit(deps: Deps, user: UserRow): Promise<LoginResult> {
  if (user.mustBindContact) {
    const { jwt, expire } = await signPurposeToken(deps, 'bind', user);
    throw new ApiError(Codes.MUST_BIND_CONTACT, { bind_token: jwt, expire });
  }
  if (user.mustSetPassword) {
    const { jwt, expire } = await signPurposeToken(deps, 'reset', user);
    throw new ApiError(Codes.MUST_SET_PASSWORD, { reset_token: jwt, expire });
  }
  return startSession(deps, user);
}

/** The attempt is counted (and a locked account refused) before the password is even compared. */
export async function loginWithPassword(deps: Deps, account: string, password: string): Promise<LoginResult> {
  const user = await findUserByAccount(deps.db, account);
  if (!user) throw new ApiError(Codes.ACCOUNT_NOT_FOUND);
  const attempt = await takePasswordAttempt(deps.db, user.id);
  if (!user.passwordHash || !(await verifyPassword(password, user.passwordHash))) throw wrongPassword(attempt);
  await returnPasswordAttempt(deps.db, user.id);
  return admit(deps, user);
}

export const guestToken = ({ tokens }: Deps): Promise<LoginResult> =>
  tokens.sign({ purpose: 'guest', userId: 0, version: 0 }, GUEST_TOKEN_TTL);

/** Revokes every token of the user: the version they carry no longer matches. */
export async function logout({ db, callers }: Deps, userId: number): Promise<void> {
  await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, userId));
  callers.forget(userId);
}
