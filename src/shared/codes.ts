/**
 * Every response code the portal's API can answer, in one table (SPEC.md §8).
 *
 * `status` is the HTTP status that goes with the code: protocol problems (bad input, bad token,
 * unknown route) use 4xx, business outcomes ride on 200 with their own code so the client's request
 * layer alone decides what a user sees. `passThrough` codes are not errors: the request layer hands
 * them back to the caller without a toast. `message` is the locale id of the default message.
 */
export interface CodeInfo {
  readonly code: number;
  readonly status: number;
  readonly message: string;
  readonly passThrough?: true;
  /** What the code means, for the next engineer and the API docs. */
  readonly meaning: string;
}

export const Codes = {
  SUCCESS: { code: 1, status: 200, message: 'api.ok', meaning: 'Success.' },

  INVALID_REQUEST: { code: 1000, status: 400, message: 'api.error.invalid_request', meaning: 'The request does not match the endpoint schema; data.errors names each field.' },
  TOKEN_INVALID: { code: 1002, status: 401, message: 'api.error.token_invalid', meaning: 'Token missing, malformed, expired or revoked; the client clears it and reloads.' },
  FORBIDDEN: { code: 1003, status: 403, message: 'api.error.forbidden', meaning: 'Authenticated, but this account may not do this.' },
  NOT_FOUND: { code: 1004, status: 404, message: 'api.error.not_found', meaning: 'No such endpoint or record.' },
  PAYLOAD_TOO_LARGE: { code: 1005, status: 413, message: 'api.error.payload_too_large', meaning: 'The request body exceeds the limit.' },
  UNSUPPORTED_MEDIA_TYPE: { code: 1006, status: 415, message: 'api.error.unsupported_media_type', meaning: 'The body is not in a content type the endpoint accepts.' },
  TOO_MANY_REQUESTS: { code: 1007, status: 429, message: 'api.error.too_many_requests', meaning: 'Rate limit reached; try again later.' },
  INTERNAL_ERROR: { code: 1009, status: 500, message: 'api.error.internal', meaning: 'Unexpected server fault; logged with the request id.' },

  ACCOUNT_NOT_FOUND: { code: 2001, status: 200, message: 'api.error.account_not_found', meaning: 'No account with this login name, phone or e-mail.' },
  WRONG_PASSWORD: { code: 2002, status: 200, message: 'api.error.wrong_password', meaning: 'The password does not match the account.' },
  USER_NOT_FOUND: { code: 2003, status: 200, message: 'api.error.user_not_found', meaning: 'The referenced user does not exist.' },
  RECORD_STATE: { code: 2010, status: 200, message: 'api.error.record_state', meaning: 'The record is not in a state that allows this (a decided review decided again, a submission under review or past its deadline changed); the message says which.' },
  ACCOUNT_LOCKED: { code: 2006, status: 200, message: 'api.error.account_locked', meaning: 'Too many wrong passwords: password login is locked for a while; data.retry_after tells how long (log in by code meanwhile).' },
  CODE_INVALID: { code: 2011, status: 200, message: 'api.error.code_invalid', meaning: 'The verification code is wrong, expired, used, or for another purpose.' },
  CODE_EXHAUSTED: { code: 2012, status: 200, message: 'api.error.code_exhausted', meaning: 'The code took its 5 wrong tries and is dead; a new one must be requested.' },
  CONTACT_TAKEN: { code: 2013, status: 200, message: 'api.error.contact_taken', meaning: 'The phone or e-mail already belongs to another account.' },
  STEP_EXPIRED: { code: 2016, status: 200, message: 'api.error.step_expired', meaning: 'The bind or reset token of a first-login or forgotten-password step is forged, expired or already used; the user starts that step again. Not 1002: the session, if any, is untouched.' },
  SUB_ACCOUNT_LIMIT: { code: 2014, status: 200, message: 'api.error.sub_account_limit', meaning: 'The exhibitor has as many sub-accounts as the organiser allows.' },
  ALREADY_A_MEMBER: { code: 2015, status: 200, message: 'api.error.already_a_member', meaning: 'The user already acts for an exhibitor (its own or as a sub-account).' },
  SHORTCUT_LIMIT: { code: 2017, status: 200, message: 'api.error.shortcut_limit', meaning: 'The account already keeps as many shortcuts as allowed (SHORTCUT_LIMIT of src/shared/shortcuts.ts).' },
  NOT_AN_EXHIBITOR: { code: 2005, status: 200, message: 'api.error.not_an_exhibitor', meaning: 'The account is not attached to any exhibitor.' },

  PAYMENT_RECORD_NOT_FOUND: { code: 3001, status: 200, message: 'api.error.payment_record_not_found', meaning: 'No payment record for the order.' },
  UNPAID_ORDER_EXISTS: { code: 3002, status: 200, message: 'api.error.unpaid_order_exists', meaning: 'The subject already has an order awaiting payment.' },

  BATCH_UNBIND_FINISHED: { code: 10006, status: 200, message: 'api.code.batch_unbind_finished', passThrough: true, meaning: 'A batch unbind finished; data holds its result.' },
  CODE_ALREADY_SENT: { code: 11011, status: 200, message: 'api.code.code_already_sent', passThrough: true, meaning: 'A verification code was sent recently and is still valid; data.retry_after tells when another may be sent.' },
  MUST_BIND_CONTACT: { code: 11013, status: 200, message: 'api.code.must_bind_contact', passThrough: true, meaning: 'Login accepted but a phone or e-mail must be bound first; data.bind_token authorises the binding. No session token is issued.' },
  MUST_SET_PASSWORD: { code: 11016, status: 200, message: 'api.code.must_set_password', passThrough: true, meaning: 'Login accepted but a new password must be set first; data.reset_token authorises it. No session token is issued.' },
  CREDIT_CODE_UNKNOWN: { code: 12010, status: 200, message: 'api.code.credit_code_unknown', passThrough: true, meaning: 'Invoice tax number lookup found no company; the caller lets the user type the header.' },
} as const satisfies Record<string, CodeInfo>;

export type CodeName = keyof typeof Codes;

/** Codes the client hands back to the caller instead of showing an error (SPEC.md §8). */
export const PASS_THROUGH_CODES: ReadonlySet<number> = new Set(
  Object.values(Codes as Record<string, CodeInfo>).filter((c) => c.passThrough).map((c) => c.code),
);

/** The response envelope of every API call. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** One field problem inside an INVALID_REQUEST envelope. */
export interface FieldError {
  field: string;
  message: string;
}
