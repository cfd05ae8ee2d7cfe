/**
 * The password-login lockout under bursts of parallel guesses (PostgreSQL: real parallel
 * connections). Each attempt is counted before its password is compared, so in any burst at most 5
 * passwords are compared: 4 answered 2002, the fifth locks (2006), every other attempt is refused
 * 2006 uncompared — the right password too once 5 attempts stand before it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../../src/shared/codes';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { createUser, post, rowsOf } from './support';

const WRONG = 'Wrong#123';
/** Room for a burst whose every password is compared, so that such a defect fails on its answers rather than on time. */
const BURST_TIMEOUT = 180_000;

describe('password-login lockout races', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  const login = (account: string, password: string) => post(t, '/api/v2/login/account', { account, password });
  const stateOf = async (userId: number) =>
    rowsOf<{ failed_logins: number; locked: boolean }>(await t.database.db.execute(sql`select failed_logins, locked_until > now() as locked from users where id = ${userId}`))[0];
  const tally = (codes: number[]) => ({
    wrong: codes.filter((code) => code === Codes.WRONG_PASSWORD.code).length,
    locked: codes.filter((code) => code === Codes.ACCOUNT_LOCKED.code).length,
  });

  it('200 wrong passwords at once: 4 answered 2002, the other 196 2006; the right one afterwards 2006', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 200 }, () => login(user.email, WRONG)));
    expect(tally(answers.map((a) => a.body.code))).toEqual({ wrong: 4, locked: 196 });
    expect(await stateOf(user.id)).toEqual({ failed_logins: 5, locked: true });
    expect((await login(user.email, DEMO_PASSWORD)).body.code).toBe(Codes.ACCOUNT_LOCKED.code);
  }, BURST_TIMEOUT);

  it('200 wrong passwords and the right one at once, the right one behind 100 of them: it is refused 2006', async () => {
    const user = await createUser(t);
    // Sent in this order, the right attempt reaches the count after at least 5 wrong ones: the test
    // app's pool hands out its 5 connections first come, first served, and each attempt is counted
    // by the query that follows the one finding its account.
    const passwords = [...Array(100).fill(WRONG), DEMO_PASSWORD, ...Array(100).fill(WRONG)] as string[];
    const answers = await Promise.all(passwords.map((password) => login(user.email, password)));
    expect(answers[100]!.body.code).toBe(Codes.ACCOUNT_LOCKED.code);
    expect(tally(answers.map((a) => a.body.code))).toEqual({ wrong: 4, locked: 197 });
    expect(await stateOf(user.id)).toEqual({ failed_logins: 5, locked: true });
  }, BURST_TIMEOUT);

  it('the right password sent with 50 wrong ones at once: whether it lands before the lock or not, at most 5 wrong ones are compared', async () => {
    const user = await createUser(t);
    const passwords = [DEMO_PASSWORD, ...Array(50).fill(WRONG)] as string[];
    const answers = await Promise.all(passwords.map((password) => login(user.email, password)));
    const right = answers[0]!.body.code;
    const wrong = tally(answers.slice(1).map((a) => a.body.code));
    expect([1, Codes.ACCOUNT_LOCKED.code]).toContain(right);
    expect(wrong.wrong + wrong.locked).toBe(50);
    expect(wrong.wrong).toBeLessThanOrEqual(4);
    // The count holds the wrong passwords compared (a right one takes back its own place): 5 and
    // locked, or 4 and open when the right one held a place while they were being compared.
    const state = await stateOf(user.id);
    expect([{ failed_logins: 5, locked: true }, { failed_logins: 4, locked: null }]).toContainEqual(state);
    if (right === Codes.ACCOUNT_LOCKED.code) expect(state).toEqual({ failed_logins: 5, locked: true });
  });
});
