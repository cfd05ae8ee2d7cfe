/**
 * The password-login lockout one attempt after another, at its edges: 5 wrong passwords within
 * 15 minutes lock password login for 15 minutes (2006); code login still works. Time is moved by
 * moving the stored timestamps back, as if the clock had run on.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../../src/shared/codes';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { codeFor, createUser, post, rowsOf } from './support';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const NEW_PASSWORD = 'Fresh#2027';
const WRONG = 'Wrong#123';
const en = { cookie: 'language=en' };
const passwordLogin = (account: string, password: string) => post<{ jwt: string }>(t, '/api/v2/login/account', { account, password }, en);
const wrongTimes = async (account: string, times: number): Promise<number[]> => {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await passwordLogin(account, WRONG)).body.code);
  return codes;
};

/** As if `seconds` had passed since the failures were counted and the lock was set. */
const clockRunsOn = (userId: number, seconds: number) => t.database.db.execute(sql`
  update users set failures_since = failures_since - ${seconds} * interval '1 second',
    locked_until = locked_until - ${seconds} * interval '1 second' where id = ${userId}`);

const countOf = async (userId: number): Promise<number> =>
  rowsOf<{ failed_logins: number }>(await t.database.db.execute(sql`select failed_logins from users where id = ${userId}`))[0]!.failed_logins;

const databaseNow = async (): Promise<number> =>
  Number(rowsOf<{ now: string | number }>(await t.database.db.execute(sql`select extract(epoch from clock_timestamp()) as now`))[0]!.now);

describe('password-login lockout', () => {
  it('4 wrong passwords then the right one: logged in', async () => {
    const user = await createUser(t);
    expect(await wrongTimes(user.email, 4)).toEqual(Array(4).fill(Codes.WRONG_PASSWORD.code));
    expect((await passwordLogin(user.email, DEMO_PASSWORD)).body.code).toBe(1);
  });

  it('5 wrong passwords then the right one: the fifth locks and the right one is refused 2006; code login still works; a reset lifts the lock', async () => {
    const user = await createUser(t);
    expect(await wrongTimes(user.email, 5)).toEqual([...Array(4).fill(Codes.WRONG_PASSWORD.code), Codes.ACCOUNT_LOCKED.code]);
    const locked = await passwordLogin(user.email, DEMO_PASSWORD);
    expect(locked.body).toEqual({
      code: Codes.ACCOUNT_LOCKED.code,
      message: 'Too many wrong passwords: password login is locked, try again in 15 minutes or log in with a verification code',
      data: { retry_after: expect.any(Number) },
    });
    // A refused attempt is not counted: the count stays where the lock put it.
    expect(await countOf(user.id)).toBe(5);

    const byCode = await post(t, '/api/v2/login/code', { account: user.email, code: await codeFor(t, user.email, 'login') });
    expect(byCode.body.code).toBe(1);

    const forgot = await post<{ reset_token: string }>(t, '/api/v2/password/forget', { account: user.phone, code: await codeFor(t, user.phone, 'forget') });
    expect((await post(t, '/api/v2/password/reset', { reset_token: forgot.body.data.reset_token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).body.code).toBe(1);
    expect((await passwordLogin(user.email, NEW_PASSWORD)).body.code).toBe(1);
  });

  it('the lock lasts 15 minutes: refused 895 s after it was set, open 901 s after', async () => {
    const user = await createUser(t);
    await wrongTimes(user.email, 4);
    const before = await databaseNow();
    expect((await passwordLogin(user.email, WRONG)).body.code).toBe(Codes.ACCOUNT_LOCKED.code);
    const after = await databaseNow();
    const [row] = rowsOf<{ until: string | number }>(await t.database.db.execute(sql`select extract(epoch from locked_until) as until from users where id = ${user.id}`));
    expect(Number(row!.until)).toBeGreaterThanOrEqual(before + 900);
    expect(Number(row!.until)).toBeLessThanOrEqual(after + 900);

    await clockRunsOn(user.id, 895);
    const nearlyOver = await passwordLogin(user.email, DEMO_PASSWORD);
    expect(nearlyOver.body.code).toBe(Codes.ACCOUNT_LOCKED.code);
    expect((nearlyOver.body.data as unknown as { retry_after: number }).retry_after).toBeLessThanOrEqual(5);

    await clockRunsOn(user.id, 6);
    expect((await passwordLogin(user.email, DEMO_PASSWORD)).body.code).toBe(1);
    expect(await countOf(user.id)).toBe(0);
  });

  it('the window is 15 minutes: a fifth wrong password 895 s after the first locks, 901 s after it counts afresh', async () => {
    const within = await createUser(t);
    await wrongTimes(within.email, 4);
    await clockRunsOn(within.id, 895);
    expect((await passwordLogin(within.email, WRONG)).body.code).toBe(Codes.ACCOUNT_LOCKED.code);

    const outside = await createUser(t);
    await wrongTimes(outside.email, 4);
    await clockRunsOn(outside.id, 901);
    expect((await passwordLogin(outside.email, WRONG)).body.code).toBe(Codes.WRONG_PASSWORD.code);
    expect(await countOf(outside.id)).toBe(1);
  });

  it('the right password takes back only its own count: 5 wrong in 15 minutes lock even with a login between them', async () => {
    const user = await createUser(t);
    await wrongTimes(user.email, 4);
    expect((await passwordLogin(user.email, DEMO_PASSWORD)).body.code).toBe(1);
    expect(await countOf(user.id)).toBe(4);
    expect((await passwordLogin(user.email, WRONG)).body.code).toBe(Codes.ACCOUNT_LOCKED.code);
    expect((await passwordLogin(user.email, DEMO_PASSWORD)).body.code).toBe(Codes.ACCOUNT_LOCKED.code);
  });
});
