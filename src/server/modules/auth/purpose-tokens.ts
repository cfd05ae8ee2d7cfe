/**
 * The short-lived tokens of the first-login steps: a bind token (11013, /check, /bind) and a reset
 * token (11016, /forget, reset). Each carries the user's token version, and every step that uses
 * one raises the version, so a purpose token works once.
 */
import { Codes } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/envelope';
import type { TokenClaims } from '../../http/tokens';
import { findUserById, type UserRow } from '../user/queries';

/** As long as a verification code: each step is one code away from the next. */
export const PURPOSE_TOKEN_TTL = 10 * 60;

export type StepPurpose = 'bind' | 'reset';

export const signPurposeToken = ({ tokens }: Deps, purpose: StepPurpose, user: UserRow, contact?: string): Promise<{ jwt: string; expire: number }> =>
  tokens.sign({ purpose, userId: user.id, version: user.tokenVersion, contact }, PURPOSE_TOKEN_TTL);

/**
 * The token's claims and its user; STEP_EXPIRED for a token that is forged, expired, of another
 * purpose or used: the page says so and the user starts the step again (1002 would end a session).
 */
export async function verifyPurposeToken(deps: Deps, jwt: string, purpose: StepPurpose): Promise<{ claims: TokenClaims; user: UserRow }> {
  const claims = await deps.tokens.verify(jwt);
  if (!claims || claims.purpose !== purpose) throw new ApiError(Codes.STEP_EXPIRED);
  const user = await findUserById(deps.db, claims.userId);
  if (!user || user.tokenVersion !== claims.version) throw new ApiError(Codes.STEP_EXPIRED);
  return { claims, user };
}
