/** Helpers of the account tests: send a code, read it from the outbox as a developer would, age rows. */
import { rowsOf } from '../../../../../src/server/db/results';
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CodePurpose, SendCodeResult } from '../../../../../src/shared/accounts';
import { users } from '../../../../../src/server/db/schema';
import { hashPassword } from '../../../../../src/server/modules/auth/password';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo';
import type { TestApp } from '../../../../support/test-app';

export { rowsOf };

/** Every send from its own client address, so the per-address limits only bite where a test wants them. */
export const freshAddress = (): string => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export const uniqueEmail = (prefix = 'user'): string => `${prefix}-${randomInt(1e9)}@example.test`;
export const uniquePhone = (): string => `139${String(randomInt(1e8)).padStart(8, '0')}`;

export const post = <T = unknown>(t: TestApp, url: string, payload: object, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.call<T>({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });

/** Sends from the given client address (the connection's own: proxy headers are not trusted by default), else a fresh one. */
export const sendCode = (t: TestApp, payload: { account: string; purpose: CodePurpose; bind_token?: string }, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
  post<SendCodeResult>(t, '/api/v2/code/send', payload, headers, remoteAddress);

/** The code of the latest outbox message to the target. */
export async function lastCode(t: TestApp, target: string): Promise<string> {
  const [row] = rowsOf<{ body: string }>(await t.database.db.execute(sql`select body from outbox where target = ${target.toLowerCase()} order by id desc limit 1`));
  const code = row?.body.match(/(?<!\d)\d{6}(?!\d)/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${target}`);
  return code;
}

/** Sends a code and reads it back from the outbox. */
export async function codeFor(t: TestApp, account: string, purpose: CodePurpose, bindToken?: string): Promise<string> {
  const { body } = await sendCode(t, { account, purpose, ...(bindToken ? { bind_token: bindToken } : {}) });
  expect(body.code, body.message).toBe(1);
  return lastCode(t, account);
}

/** Moves the codes sent to a target back in time, as if the clock had moved on. */
export async function ageCodes(t: TestApp, target: string, seconds: number): Promise<void> {
  await t.database.db.execute(sql`update verification_codes set created_at = created_at - ${seconds} * interval '1 second' where target = ${target.toLowerCase()}`);
}

/** A code of a wrong value, never equal to the right one. */
export const wrongCode = (right: string): string => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

export const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` });

/** A fresh main account (not attached to an exhibitor) with its own e-mail and phone. */
export async function createUser(t: TestApp, extra: Partial<typeof users.$inferInsert> = {}): Promise<{ id: number; email: string; phone: string }> {
  const email = uniqueEmail();
  const phone = uniquePhone();
  const [row] = await t.database.db.insert(users).values({ email, phone, name: 'Test', passwordHash: await demoHash(), ...extra }).returning({ id: users.id });
  if (!row) throw new Error('user not created');
  return { id: row.id, email, phone };
}

let demoHashOnce: Promise<string> | undefined;
const demoHash = (): Promise<string> => (demoHashOnce ??= hashPassword(DEMO_PASSWORD));
