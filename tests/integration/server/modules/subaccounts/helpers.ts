/** Calls of the sub-account tests: the endpoints as a given account sees them, in English. */
import { sql } from 'drizzle-orm';
import type { SubAccount, SubAccountCreateBody, SubAccountList, SubAccountUpdateBody } from '../../../../../src/shared/accounts';
import { hashPassword } from '../../../../../src/server/modules/auth/password';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo';
import type { TestApp } from '../../../../support/test-app';

export type Headers = Record<string, string>;

export const asAccount = async (t: TestApp, account: string): Promise<Headers> =>
  ({ ...(await t.loginAs(account)), cookie: 'language=en' });

export const list = (t: TestApp, headers: Headers) =>
  t.call<SubAccountList>({ method: 'GET', url: '/api/v2/subaccount', headers });

export const create = (t: TestApp, headers: Headers, payload: SubAccountCreateBody | Record<string, unknown>) =>
  t.call<SubAccount>({ method: 'POST', url: '/api/v2/subaccount', headers, payload });

export const update = (t: TestApp, headers: Headers, userId: number, payload: SubAccountUpdateBody | Record<string, unknown>) =>
  t.call<SubAccount>({ method: 'PUT', url: `/api/v2/subaccount/${userId}`, headers, payload });

export const remove = (t: TestApp, headers: Headers, userId: number) =>
  t.call<null>({ method: 'DELETE', url: `/api/v2/subaccount/${userId}`, headers });

export const setLimit = async (t: TestApp, value: number): Promise<void> => {
  const { body } = await t.call({ method: 'PUT', url: '/api/organiser/settings/sub_account_limit', headers: await t.loginAs('organiser@demo.test'), payload: { value } });
  if (body.code !== 1) throw new Error(`limit not set: ${body.code} ${body.message}`);
};

export const userIdOf = async (t: TestApp, email: string): Promise<number> => {
  const result = await t.database.db.execute(sql`select id from users where lower(email) = ${email.toLowerCase()}`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error(`no user ${email}`);
  return Number(row.id);
};

/** Registered people outside any exhibitor, as the mini program would have created them. */
export async function registerUsers(t: TestApp, emails: readonly string[]): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  for (const email of emails) {
    await t.database.db.execute(sql`insert into users (email, name, password_hash) values (${email}, ${email.split('@')[0]!}, ${hash})`);
  }
}

/** newbie@demo.test, the main account of the second exhibitor, without its first-login bind step. */
export async function rookieMain(t: TestApp): Promise<Headers> {
  await t.database.db.execute(sql`update users set must_bind_contact = false where email = 'newbie@demo.test'`);
  return asAccount(t, 'newbie@demo.test');
}

export const errorsOf = (data: unknown): { field: string; message: string }[] =>
  ((data as { errors?: { field: string; message: string }[] } | null)?.errors ?? []);
