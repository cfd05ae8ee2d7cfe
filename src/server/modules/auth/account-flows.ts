/**
 * The account flows besides the password login: by code (login, forget → reset), the first-login
 * steps (/check → /bind, reset), change password and registration. Every step that proves the
 * account again raises the token version in the same conditional UPDATE that changes it, so older
 * tokens, including the purpose token just used, stop working.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  changePasswordProblem, confirmProblem, newPasswordProblem,
  type BindContactBody, type BindTicket, type ChangePasswordBody, type CheckContactBody, type CodeLoginBody,
  type CodePurpose, type ForgetBody, type RegisterBody, type RegisterResult, type ResetPasswordBody, type ResetTicket,
} from '../../../shared/accounts';
import type { LoginResult } from '../../../shared/api';
import { Codes } from '../../../shared/codes';
import { users } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, FieldError } from '../../http/envelope';
import { findUserById, type UserRow } from '../user/queries';
import { ensureContactFree, findUserByContact, isContactTaken, toContact, type Contact } from './contacts';
import { hashPassword, verifyPassword } from './password';
import { signPurposeToken, verifyPurposeToken } from './purpose-tokens';
import { admit, startSession } from './service';
import { checkCode, hashCode } from './verification-codes';

const proveCode = (deps: Deps, purpose: CodePurpose, contact: Contact, code: string, userId?: number): Promise<void> =>
  checkCode(deps.db, { purpose, target: contact.target, codeHash: hashCode(deps.config.jwtSecret, purpose, contact.target, code), userId });

function requireNewPassword(password: string, confirm: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw new FieldError('password', problem);
  const mismatch = confirmProblem(password, confirm);
  if (mismatch) throw new FieldError('password_confirm', mismatch);
}

async function accountOfContact(deps: Deps, account: string): Promise<{ contact: Contact; user: UserRow }> {
  const contact = toContact(account);
  const user = await findUserByContact(deps.db, contact);
  if (!user) throw new ApiError(Codes.ACCOUNT_NOT_FOUND);
  return { contact, user };
}

const nextVersion = sql`${users.tokenVersion} + 1`;

/** The row after a change made only if the token version is still the one the caller proved. */
async function updateIfCurrent(deps: Deps, userId: number, version: number, changes: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const [updated] = await deps.db.update(users).set({ ...changes, tokenVersion: nextVersion })
    .where(and(eq(users.id, userId), eq(users.tokenVersion, version))).returning();
  if (!updated) throw new ApiError(Codes.TOKEN_INVALID, null, 'api.error.token_revoked');
  deps.callers.forget(userId);
  return updated;
}

/** Code login works while password login is locked: the code proves the account on its own. */
export async function loginWithCode(deps: Deps, { account, code }: CodeLoginBody): Promise<LoginResult> {
  const { contact, user } = await accountOfContact(deps, account);
  await proveCode(deps, 'login', contact, code);
  return admit(deps, user);
}

export async function forgetPassword(deps: Deps, { account, code }: ForgetBody): Promise<ResetTicket> {
  const { contact, user } = await accountOfContact(deps, account);
  await proveCode(deps, 'forget', contact, code);
  const { jwt, expire } = await signPurposeToken(deps, 'reset', user);
  return { reset_token: jwt, expire };
}

/** Also lifts a password-login lock: the person has just proved the account. */
export async function resetPassword(deps: Deps, body: ResetPasswordBody): Promise<LoginResult> {
  const { claims } = await verifyPurposeToken(deps, body.reset_token, 'reset');
  requireNewPassword(body.password, body.password_confirm);
  const updated = await updateIfCurrent(deps, claims.userId, claims.version, {
    passwordHash: await hashPassword(body.password), mustSetPassword: false, failedLogins: 0, failuresSince: null, lockedUntil: null,
  });
  return admit(deps, updated);
}

export async function checkContact(deps: Deps, body: CheckContactBody): Promise<BindTicket> {
  const { user } = await verifyPurposeToken(deps, body.bind_token, 'bind');
  const contact = toContact(body.account);
  await ensureContactFree(deps.db, contact, user.id);
  await proveCode(deps, 'bind', contact, body.code, user.id);
  const { jwt, expire } = await signPurposeToken(deps, 'bind', user, contact.target);
  return { bind_token: jwt, expire, account: contact.target };
}

export async function bindContact(deps: Deps, body: BindContactBody): Promise<LoginResult> {
  const { claims } = await verifyPurposeToken(deps, body.bind_token, 'bind');
  if (!claims.contact) throw new FieldError('bind_token', 'account.bind.unchecked');
  requireNewPassword(body.password, body.password_confirm);
  const contact = toContact(claims.contact);
  try {
    const updated = await updateIfCurrent(deps, claims.userId, claims.version, {
      ...(contact.channel === 'email' ? { email: contact.target } : { phone: contact.target }),
      passwordHash: await hashPassword(body.password), mustBindContact: false, mustSetPassword: false,
    });
    return await admit(deps, updated);
  } catch (error) {
    if (isContactTaken(error)) throw new ApiError(Codes.CONTACT_TAKEN);
    throw error;
  }
}

/** /editPassword: account_type 1 only; every other token of the account stops working. */
export async function changePassword(deps: Deps, userId: number, version: number, body: ChangePasswordBody): Promise<LoginResult> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new ApiError(Codes.USER_NOT_FOUND);
  if (user.accountType !== 1) throw new ApiError(Codes.FORBIDDEN, null, 'account.password.main_only');
  for (const field of ['password1', 'password2'] as const) {
    const problem = changePasswordProblem(body[field]);
    if (problem) throw new FieldError(field, problem);
  }
  if (!user.passwordHash || !(await verifyPassword(body.password1, user.passwordHash))) {
    throw new ApiError(Codes.WRONG_PASSWORD, null, 'account.password.current_wrong');
  }
  const updated = await updateIfCurrent(deps, userId, version, { passwordHash: await hashPassword(body.password2) });
  return startSession(deps, updated);
}

/** What the official mini program calls: a user of its own, attached to no exhibitor yet. */
export async function register(deps: Deps, body: RegisterBody): Promise<RegisterResult> {
  const contact = toContact(body.account);
  const name = body.name.trim();
  if (!name) throw new FieldError('name', 'api.validation.required', { field: { message: 'account.field.name' } });
  requireNewPassword(body.password, body.password_confirm);
  await ensureContactFree(deps.db, contact);
  await proveCode(deps, 'register', contact, body.code);
  try {
    const [created] = await deps.db.insert(users).values({
      ...(contact.channel === 'email' ? { email: contact.target } : { phone: contact.target }),
      name,
      passwordHash: await hashPassword(body.password),
    }).returning({ id: users.id });
    if (!created) throw new Error('user not created');
    return { user_id: created.id };
  } catch (error) {
    if (isContactTaken(error)) throw new ApiError(Codes.CONTACT_TAKEN);
    throw error;
  }
}
