/**
 * Concurrency of verification codes: sends and checks. Real parallel connections are needed to show
 * a race, so these run on PostgreSQL only (PGlite has one connection).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../../src/shared/codes';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { codeFor, createUser, post, rowsOf, sendCode } from './support';

describe('verification code races', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t?.close(); });

  const attemptsOf = async (target: string) =>
    rowsOf<{ attempts: number; consumed: boolean }>(await t.database.db.execute(sql`select attempts, consumed_at is not null as consumed from verification_codes where target = ${target}`));

  /** Distinct wrong codes, none equal to the right one. */
  const wrongCodes = (right: string, count: number): string[] => {
    const codes: string[] = [];
    for (let n = 0; codes.length < count; n++) {
      const candidate = String(n).padStart(6, '0');
      if (candidate !== right) codes.push(candidate);
    }
    return codes;
  };

  it('1,000 wrong codes evaluate at most 5; afterwards the right code fails too', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.email, 'login');
    const answers = await Promise.all(wrongCodes(code, 1000).map((guess) =>
      post(t, '/api/v2/login/code', { account: user.email, code: guess })));
    const evaluated = answers.filter((a) => a.body.code === Codes.CODE_INVALID.code);
    expect(evaluated).toHaveLength(5);
    expect(answers.filter((a) => a.body.code === Codes.CODE_EXHAUSTED.code)).toHaveLength(995);
    expect(await attemptsOf(user.email)).toEqual([{ attempts: 5, consumed: false }]);
    expect((await post(t, '/api/v2/login/code', { account: user.email, code })).body.code).toBe(Codes.CODE_EXHAUSTED.code);
  });

  it('100 parallel wrong guesses leave an exact attempt count', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.phone, 'login');
    // Three guesses in flight at once stay below the limit: each must be counted exactly once.
    const few = await Promise.all(wrongCodes(code, 3).map((guess) => post(t, '/api/v2/login/code', { account: user.phone, code: guess })));
    expect(few.map((a) => a.body.code)).toEqual([Codes.CODE_INVALID.code, Codes.CODE_INVALID.code, Codes.CODE_INVALID.code]);
    expect(await attemptsOf(user.phone)).toEqual([{ attempts: 3, consumed: false }]);

    const many = await Promise.all(wrongCodes(code, 100).map((guess) => post(t, '/api/v2/login/code', { account: user.phone, code: guess })));
    expect(many.filter((a) => a.body.code === Codes.CODE_INVALID.code)).toHaveLength(2);
    expect(await attemptsOf(user.phone)).toEqual([{ attempts: 5, consumed: false }]);
  });

  it('the right code sent many times at once logs in exactly once', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.email, 'login');
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(t, '/api/v2/login/code', { account: user.email, code })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
  });

  it('parallel sends to one target issue one code', async () => {
    const user = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendCode(t, { account: user.email, purpose: 'login' })));
    expect(answers.filter((a) => a.body.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === Codes.CODE_ALREADY_SENT.code)).toHaveLength(19);
  });
});
