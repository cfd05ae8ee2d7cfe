/**
 * The account contract (SPEC.md §1, §2, §5, §6): every way into the portal besides the password,
 * verification codes, passwords and sub-accounts. Server and client import the rules from here so
 * the form and the endpoint refuse exactly the same input.
 *
 * Endpoints (all under /api):
 *   POST /v2/code/send            SendCodeBody → SendCodeResult   (11011 when one is still fresh)
 *   POST /v2/login/code           CodeLoginBody → LoginResult     (also 11013 / 11016 like a password login)
 *   POST /v2/password/forget      ForgetBody → ResetTicket        (code proves the account; /forget step 1)
 *   POST /v2/password/reset       ResetPasswordBody → LoginResult (reset_token from /forget or from 11016)
 *   POST /v2/contact/check        CheckContactBody → BindTicket   (/check: the 11013 flow, code proves the new contact)
 *   POST /v2/contact/bind         BindContactBody → LoginResult   (/bind: binds the checked contact, sets a password)
 *   POST /v2/user/password        ChangePasswordBody → LoginResult (/editPassword; account_type 1; revokes every other token)
 *   POST /v2/user/register        RegisterBody → RegisterResult   (what the official mini program calls)
 *   GET  /v2/subaccount           → SubAccountList
 *   POST /v2/subaccount           SubAccountCreateBody → SubAccount
 *   PUT  /v2/subaccount/:user_id  SubAccountUpdateBody → SubAccount
 *   DELETE /v2/subaccount/:user_id → null (the removed account's tokens stop working)
 *   GET  /dev/outbox?target=      → OutboxList (development only, DEV_TOOLS=1)
 */
import type { AuthorityId } from './authorities';
import { isMobileCn } from './formats';

/** What a verification code is for; a code of one purpose never works for another. */
export type CodePurpose = 'login' | 'forget' | 'bind' | 'register';
export const CODE_PURPOSES: readonly CodePurpose[] = ['login', 'forget', 'bind', 'register'];

/** Verification codes: 6 digits from a CSPRNG, stored hashed, single use. */
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Sending limits per target (phone or e-mail); the client address has its own, wider limits. */
export const SEND_LIMITS = { perMinute: 1, perHour: 5, perDay: 10 } as const;
export const SEND_LIMITS_PER_ADDRESS = { perHour: 20, perDay: 50 } as const;
/** Password login: this many failures within the window lock the account for the lock time. */
export const LOGIN_LOCK = { failures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 } as const;

export interface SendCodeBody {
  /** Phone (mainland mobile) or e-mail; trimmed. */
  account: string;
  purpose: CodePurpose;
  /** Required for purpose 'bind': the bind_token of the 11013 answer. */
  bind_token?: string;
}
export interface SendCodeResult {
  /** Unix seconds at which the code stops working. */
  expire: number;
  /** Seconds until another code may be sent to this target. */
  retry_after: number;
  channel: 'sms' | 'email';
}
/** data of a CODE_ALREADY_SENT (11011) answer. */
export interface CodeAlreadySent { retry_after: number }

export interface CodeLoginBody { account: string; code: string }
export interface ForgetBody { account: string; code: string }
/** A short-lived token that allows exactly one password reset. */
export interface ResetTicket { reset_token: string; expire: number }
export interface ResetPasswordBody { reset_token: string; password: string; password_confirm: string }
export interface CheckContactBody { bind_token: string; account: string; code: string }
/** A bind token that now carries the checked contact. */
export interface BindTicket { bind_token: string; expire: number; account: string }
export interface BindContactBody { bind_token: string; password: string; password_confirm: string }
/** SPEC.md §5 names the fields of the change-password form password1 (old) and password2 (new). */
export interface ChangePasswordBody { password1: string; password2: string }
export interface RegisterBody { account: string; code: string; name: string; password: string; password_confirm: string }
export interface RegisterResult { user_id: number }

export interface SubAccount {
  user_id: number;
  real_name: string;
  /** The login phone or e-mail of the sub-account, masked. */
  account: string;
  authorities: AuthorityId[];
  created_at: number;
}
export interface SubAccountList { list: SubAccount[]; total: number; limit: number }

/** One user of an exhibitor (GET /api/v2/user/list): its main account first, then its sub-accounts. */
export interface ExhibitorUser extends SubAccount {
  /** 0 for the exhibitor's main account (it holds every authority), 1 for a sub-account. */
  is_sub_account: 0 | 1;
}
/** Users per page of GET /api/v2/user/list at most. */
export const USER_LIST_MAX_LIMIT = 100;
export interface SubAccountCreateBody { account: string; real_name: string; authorities: AuthorityId[] }
export interface SubAccountUpdateBody { real_name: string; authorities: AuthorityId[] }

export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'email';
  target: string;
  subject: string;
  body: string;
  created_at: number;
}
export interface OutboxList { list: OutboxMessage[] }

// ---- Rules shared by form and endpoint (SPEC.md §5) ----

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL.test(value);
/** Codes go to a mainland mobile number or an e-mail address. */
export const contactChannel = (account: string): 'sms' | 'email' | null =>
  isMobileCn(account) ? 'sms' : isEmail(account) ? 'email' : null;

/** Reset / bind / register password: 8–16 characters with three or more of the four kinds. */
export const NEW_PASSWORD = { min: 8, max: 16, kinds: 3 } as const;
/** Change-password form: 6–18 characters for both the old and the new entry. */
export const CHANGE_PASSWORD = { min: 6, max: 18 } as const;

export function passwordKinds(password: string): number {
  return [/[A-Z]/, /[a-z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
}

/** Message id of what is wrong with a new password, or null. */
export function newPasswordProblem(password: string): string | null {
  if (!password) return 'account.password.required';
  if (password.length < NEW_PASSWORD.min || password.length > NEW_PASSWORD.max || passwordKinds(password) < NEW_PASSWORD.kinds) {
    return 'account.password.rule';
  }
  return null;
}

/** Message id when the two entries differ ('the two passwords do not match, please re-enter'). */
export const confirmProblem = (password: string, confirm: string): string | null =>
  !confirm ? 'account.password.confirmRequired' : password !== confirm ? 'account.password.mismatch' : null;

/** Message id of what is wrong with a change-password entry, or null. */
export function changePasswordProblem(password: string): string | null {
  if (!password) return 'account.password.required';
  if (password.length < CHANGE_PASSWORD.min || password.length > CHANGE_PASSWORD.max) return 'account.password.length';
  return null;
}
