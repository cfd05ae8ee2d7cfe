/**
 * Starting and ending a session (SPEC.md §4). A login answer of 11013 (bind a phone or e-mail
 * first) or 11016 (set a new password first) is not a session: no token is stored and the answer
 * goes back to the caller, which leads the user through that step.
 */
import type { BindRequired, LoginPasswordBody, LoginResult } from '../shared/api';
import { Codes } from '../shared/codes';
import { removeStoredUserInfo, removeToken, setToken } from './cookies';
import type { Answer, Http } from './http';

export interface ResetRequired {
  reset_token: string;
  expire: number;
}

export type LoginOutcome =
  | { kind: 'session' }
  | { kind: 'must-bind-contact'; message: string; data: BindRequired }
  | { kind: 'must-set-password'; message: string; data: ResetRequired }
  /** Another pass-through code the login endpoints do not document; kept so nothing is lost. */
  | { kind: 'other'; answer: Answer<LoginResult> };

export interface TokenSink {
  save: (token: string, expiresAt: number) => void;
}

/** The Admin-Token cookie (SPEC.md §9). */
export const cookieSink: TokenSink = { save: setToken };

/** The account is trimmed here as well as on the server: the spec makes it the client's duty. */
export async function loginWithPassword(http: Http, credentials: LoginPasswordBody, tokens: TokenSink = cookieSink): Promise<LoginOutcome> {
  const answer = await http.postEnvelope<LoginResult>('v2/login/account', {
    account: credentials.account.trim(),
    password: credentials.password,
  });
  return settleLogin(answer, tokens);
}

/**
 * What a login answer means, for every way in (password, code): a session whose token is stored,
 * or the step the account must take first (11013, 11016), with no token stored.
 */
export function settleLogin(answer: Answer<LoginResult>, tokens: TokenSink = cookieSink): LoginOutcome {
  switch (answer.code) {
    case Codes.SUCCESS.code:
      tokens.save(answer.data.jwt, answer.data.expire);
      return { kind: 'session' };
    case Codes.MUST_BIND_CONTACT.code:
      return { kind: 'must-bind-contact', message: answer.message, data: answer.data as BindRequired };
    case Codes.MUST_SET_PASSWORD.code:
      return { kind: 'must-set-password', message: answer.message, data: answer.data as ResetRequired };
    default:
      return { kind: 'other', answer };
  }
}

/** Forgets the session locally: token and the cached user info. */
export function forgetSession(): void {
  removeToken();
  removeStoredUserInfo();
}

/**
 * Ends the session on the server too (every token of the account stops working), then forgets it
 * locally whatever the server said: a user who pressed "log out" must end up logged out.
 */
export async function logout(http: Http, forget: () => void = forgetSession): Promise<void> {
  try {
    await http.post<null>('v2/login/logout');
  } finally {
    forget();
  }
}
