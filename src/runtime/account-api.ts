/**
 * The account calls of src/shared/accounts.ts, framework-free: verification codes, code login,
 * forgotten password, the 11013 verify-and-bind flow and the change of password. Every call that
 * ends in a session stores the token exactly like a password login (session.ts); refusals are shown
 * by the request layer and reach the caller as a rejected promise.
 */
import type { LoginResult } from '../shared/api';
import type {
  BindContactBody, BindTicket, ChangePasswordBody, CheckContactBody, CodeAlreadySent, CodePurpose, ForgetBody,
  ResetPasswordBody, ResetTicket, SendCodeResult,
} from '../shared/accounts';
import { Codes } from '../shared/codes';
import { ApiError, type Http } from './http';
import { cookieSink, settleLogin, type LoginOutcome, type TokenSink } from './session';

export const AccountApi = {
  sendCode: 'v2/code/send',
  loginByCode: 'v2/login/code',
  forget: 'v2/password/forget',
  reset: 'v2/password/reset',
  checkContact: 'v2/contact/check',
  bindContact: 'v2/contact/bind',
  changePassword: 'v2/user/password',
} as const;

export type SendCodeOutcome =
  /** A new code is on its way; another may be asked for after `retryAfter` seconds. */
  | { kind: 'sent'; retryAfter: number; channel: SendCodeResult['channel'] }
  /** 11011: the code sent a moment ago is still valid; no new one was sent. */
  | { kind: 'already-sent'; retryAfter: number };

const seconds = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0);

/** Sends a verification code to a phone or e-mail (trimmed here, as the spec asks of the client). */
export async function sendCode(http: Http, account: string, purpose: CodePurpose, bindToken?: string): Promise<SendCodeOutcome> {
  const answer = await http.postEnvelope<SendCodeResult>(AccountApi.sendCode, {
    account: account.trim(),
    purpose,
    ...(bindToken ? { bind_token: bindToken } : {}),
  });
  if (answer.code === Codes.SUCCESS.code) {
    return { kind: 'sent', retryAfter: seconds(answer.data.retry_after), channel: answer.data.channel };
  }
  if (answer.code === Codes.CODE_ALREADY_SENT.code) {
    return { kind: 'already-sent', retryAfter: seconds((answer.data as CodeAlreadySent | null)?.retry_after) };
  }
  // Another pass-through code has no meaning here.
  throw new ApiError(answer.code, answer.message, answer.data, 200);
}

/** Login by verification code: like a password login, it may answer 11013 or 11016 instead of a session. */
export async function loginWithCode(http: Http, account: string, code: string, tokens: TokenSink = cookieSink): Promise<LoginOutcome> {
  const answer = await http.postEnvelope<LoginResult>(AccountApi.loginByCode, { account: account.trim(), code: code.trim() });
  return settleLogin(answer, tokens);
}

/** /forget step 1: the code proves the account; the answer allows exactly one password reset. */
export const verifyForgotten = (http: Http, body: ForgetBody): Promise<ResetTicket> =>
  http.post<ResetTicket>(AccountApi.forget, { account: body.account.trim(), code: body.code.trim() });

/** /forget step 2 (and the 11016 step): sets the new password and starts a session. */
export async function resetPassword(http: Http, body: ResetPasswordBody, tokens: TokenSink = cookieSink): Promise<void> {
  const result = await http.post<LoginResult>(AccountApi.reset, body);
  tokens.save(result.jwt, result.expire);
}

/** /check: the code proves the new phone or e-mail; the new bind token carries it. */
export const checkContact = (http: Http, body: CheckContactBody): Promise<BindTicket> =>
  http.post<BindTicket>(AccountApi.checkContact, { ...body, account: body.account.trim(), code: body.code.trim() });

/** /bind: binds the checked contact, sets the password and starts a session. */
export async function bindContact(http: Http, body: BindContactBody, tokens: TokenSink = cookieSink): Promise<void> {
  const result = await http.post<LoginResult>(AccountApi.bindContact, body);
  tokens.save(result.jwt, result.expire);
}

/** /editPassword: every other token of the account stops working; this tab carries on with the fresh one. */
export async function changePassword(http: Http, body: ChangePasswordBody, tokens: TokenSink = cookieSink): Promise<void> {
  const result = await http.post<LoginResult>(AccountApi.changePassword, body);
  tokens.save(result.jwt, result.expire);
}
