/**
 * Verification codes: issued under the send limits, stored as a keyed hash, checked by one
 * conditional UPDATE. That statement both claims one of the code's tries and compares the hash, so
 * however many guesses arrive at once, at most CODE_MAX_ATTEMPTS of them are ever compared and the
 * attempt count stays exact.
 */
import { rowsOf } from '../../db/results';
import { createHmac, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { CODE_LENGTH, CODE_MAX_ATTEMPTS, CODE_TTL_SECONDS, SEND_LIMITS, SEND_LIMITS_PER_ADDRESS, type CodePurpose } from '../../../shared/accounts';
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import { ApiError } from '../../http/envelope';

/** Advisory-lock namespaces: sends to one target (and from one address) take turns, so limits hold under concurrency. */
const LOCK_TARGET = 7101;
const LOCK_ADDRESS = 7102;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86400;


export const newCode = (): string => String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');

/**
 * HMAC-SHA256 under a key derived from the server secret. The purpose and target are part of the
 * message, so a row is useless for another purpose or contact; and an unkeyed hash of a 6-digit code
 * would be brute-forced in a moment.
 */
export function hashCode(secret: string, purpose: CodePurpose, target: string, code: string): string {
  const key = createHmac('sha256', secret).update('verification-code-key').digest();
  return createHmac('sha256', key).update(`${purpose}\u0000${target}\u0000${code}`).digest('base64url');
}

export interface IssueInput {
  purpose: CodePurpose;
  target: string;
  codeHash: string;
  /** The account a bind code is for. */
  userId: number | null;
  clientAddress: string;
}

/** Stores a new code (superseding older ones of the same target and purpose) if the send limits allow. */
export async function issueCode(db: Db, input: IssueInput): Promise<{ id: number; expire: number }> {
  const { purpose, target, codeHash, userId, clientAddress } = input;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TARGET}, hashtext(${target}))`);
    if (clientAddress) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_ADDRESS}, hashtext(${clientAddress}))`);
    await enforceSendLimits(tx, target, clientAddress);
    await tx.update(verificationCodes).set({ expiresAt: sql`now()` }).where(and(
      eq(verificationCodes.target, target), eq(verificationCodes.purpose, purpose),
      isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, sql`now()`),
    ));
    const [row] = await tx.insert(verificationCodes).values({
      purpose, target, codeHash, userId, clientAddress, expiresAt: sql`now() + ${CODE_TTL_SECONDS} * interval '1 second'`,
    }).returning({ id: verificationCodes.id, expiresAt: verificationCodes.expiresAt });
    if (!row) throw new Error('verification code not stored');
    return { id: row.id, expire: Math.floor(row.expiresAt.getTime() / 1000) };
  });
}

/** A code that could not be delivered does not count against the sender's limits. */
export async function withdrawCode(db: Db, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** How many codes went out within the last `seconds`, and in how many seconds the oldest of them leaves that window. */
async function sentWithin(db: Db, match: SQL, seconds: number): Promise<{ count: number; retryAfter: number }> {
  const [row] = rowsOf<{ count: number; retry_after: number }>(await db.execute(sql`
    select count(*)::int as count,
           coalesce(ceil(extract(epoch from min(created_at) + ${seconds} * interval '1 second' - now())), 0)::int as retry_after
    from verification_codes
    where ${match} and created_at > now() - ${seconds} * interval '1 second'`));
  return { count: row?.count ?? 0, retryAfter: Math.max(1, row?.retry_after ?? 1) };
}

async function enforceSendLimits(db: Db, target: string, clientAddress: string): Promise<void> {
  const byTarget = sql`target = ${target}`;
  const minute = await sentWithin(db, byTarget, MINUTE);
  if (minute.count >= SEND_LIMITS.perMinute) throw new ApiError(Codes.CODE_ALREADY_SENT, { retry_after: minute.retryAfter });

  const limits: Array<[SQL, number, number, string, string]> = [
    [byTarget, SEND_LIMITS.perHour, HOUR, 'hour', 'api.error.code_send_limit'],
    [byTarget, SEND_LIMITS.perDay, DAY, 'day', 'api.error.code_send_limit'],
  ];
  if (clientAddress) {
    const byAddress = sql`client_address = ${clientAddress}`;
    limits.push(
      [byAddress, SEND_LIMITS_PER_ADDRESS.perHour, HOUR, 'hour', 'api.error.code_send_limit_address'],
      [byAddress, SEND_LIMITS_PER_ADDRESS.perDay, DAY, 'day', 'api.error.code_send_limit_address'],
    );
  }
  for (const [match, limit, seconds, period, messageId] of limits) {
    const sent = await sentWithin(db, match, seconds);
    if (sent.count >= limit) {
      throw new ApiError(Codes.TOO_MANY_REQUESTS, { retry_after: sent.retryAfter }, messageId, { limit, period: { message: `account.period.${period}` } });
    }
  }
}

export interface CheckInput {
  purpose: CodePurpose;
  target: string;
  codeHash: string;
  /** For bind codes: only the account that asked for the code may use it. */
  userId?: number;
}

/**
 * Accepts the latest live code of the target and purpose once, or throws CODE_INVALID (wrong,
 * expired, used, superseded; data.attempts_left after a wrong try) or CODE_EXHAUSTED (no tries left).
 */
export async function checkCode(db: Db, { purpose, target, codeHash, userId }: CheckInput): Promise<void> {
  const latest = sql`(select id from verification_codes
    where target = ${target} and purpose = ${purpose} ${userId === undefined ? sql`` : sql`and user_id = ${userId}`}
    order by id desc limit 1)`;
  const [tried] = rowsOf<{ attempts: number; matched: boolean }>(await db.execute(sql`
    update verification_codes
    set attempts = attempts + 1, consumed_at = case when code_hash = ${codeHash} then now() end
    where id = ${latest} and attempts < ${CODE_MAX_ATTEMPTS} and consumed_at is null and expires_at > now()
    returning attempts, consumed_at is not null as matched`));
  if (tried?.matched) return;
  if (tried) throw new ApiError(Codes.CODE_INVALID, { attempts_left: CODE_MAX_ATTEMPTS - tried.attempts });
  // Nothing was compared; only say "exhausted" when a live code is dead of its wrong tries.
  const [dead] = rowsOf<{ id: number }>(await db.execute(sql`
    select id from verification_codes
    where id = ${latest} and attempts >= ${CODE_MAX_ATTEMPTS} and consumed_at is null and expires_at > now()`));
  throw new ApiError(dead ? Codes.CODE_EXHAUSTED : Codes.CODE_INVALID);
}
