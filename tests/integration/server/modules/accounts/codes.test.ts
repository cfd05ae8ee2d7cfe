import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../../src/shared/codes';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { ageCodes, codeFor, createUser, freshAddress, lastCode, post, rowsOf, sendCode, uniqueEmail, wrongCode } from './support';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const loginByCode = (account: string, code: string) => post<{ jwt: string }>(t, '/api/v2/login/code', { account, code }, { cookie: 'language=en' });

/** Moves a target's codes back in time so that the latest was sent exactly `seconds` ago, as if the clock had run on. */
const codeSentAgo = (target: string, seconds: number) => t.database.db.execute(sql`
  with shift as (select now() - ${seconds} * interval '1 second' - max(created_at) as by from verification_codes where target = ${target})
  update verification_codes set created_at = created_at + shift.by, expires_at = expires_at + shift.by from shift where target = ${target}`);

describe('POST /api/v2/code/send', () => {
  it('sends a 6-digit code by e-mail or text, valid 10 minutes, in the caller\'s language', async () => {
    const user = await createUser(t);
    const byMail = await sendCode(t, { account: `  ${user.email.toUpperCase()} `, purpose: 'login' }, { cookie: 'language=en' });
    expect(byMail.body.code).toBe(1);
    expect(byMail.body.data.channel).toBe('email');
    expect(byMail.body.data.retry_after).toBe(60);
    expect(byMail.body.data.expire - Date.now() / 1000).toBeCloseTo(600, -1);
    const [mail] = rowsOf<{ channel: string; subject: string; body: string }>(await t.database.db.execute(sql`select channel, subject, body from outbox where target = ${user.email}`));
    expect(mail?.channel).toBe('email');
    expect(mail?.body).toMatch(/^Your verification code to log in to the exhibitor portal is \d{6}\. It is valid for 10 minutes\./);

    const byText = await sendCode(t, { account: user.phone, purpose: 'login' }, { cookie: 'language=zh' });
    expect(byText.body.data.channel).toBe('sms');
    expect(await lastCode(t, user.phone)).toMatch(/^\d{6}$/);
    const [text] = rowsOf<{ body: string }>(await t.database.db.execute(sql`select body from outbox where target = ${user.phone}`));
    expect(text?.body).toMatch(/^您正在登录展商服务平台，验证码 \d{6}，10 分钟内有效/);
  });

  it('stores only a keyed hash of the code', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.email, 'login');
    const rows = rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`select * from verification_codes where target = ${user.email}`));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(String(rows[0]?.code_hash)).toMatch(/^[\w-]{43}$/);
  });

  it('refuses login and forget codes for an unknown contact, and register codes for a taken one', async () => {
    for (const purpose of ['login', 'forget'] as const) {
      const { body } = await sendCode(t, { account: uniqueEmail(), purpose }, { cookie: 'language=en' });
      expect(body).toEqual({ code: Codes.ACCOUNT_NOT_FOUND.code, message: 'Account does not exist, please confirm your login account', data: null });
    }
    const taken = await sendCode(t, { account: 'EXHIBITOR@demo.test', purpose: 'register' });
    expect(taken.body.code).toBe(Codes.CONTACT_TAKEN.code);
    expect((await sendCode(t, { account: '13800000001', purpose: 'register' })).body.code).toBe(Codes.CONTACT_TAKEN.code);
  });

  it('refuses a bind code without a valid bind token, naming the field', async () => {
    const missing = await sendCode(t, { account: uniqueEmail(), purpose: 'bind' }, { cookie: 'language=en' });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual({ errors: [{ field: 'bind_token', message: 'Bind token is required' }] });
    const forged = await sendCode(t, { account: uniqueEmail(), purpose: 'bind', bind_token: 'not.a.token' });
    expect(forged.status).toBe(200);
    expect(forged.body.code).toBe(Codes.STEP_EXPIRED.code);
  });

  it('validates the body: contact format, purpose, no unknown fields', async () => {
    const cases: Array<[object, string]> = [
      [{ account: 'startrail', purpose: 'login' }, 'account'],
      [{ account: '12345', purpose: 'login' }, 'account'],
      [{ account: 'a@b.cn', purpose: 'payment' }, 'purpose'],
      [{ account: 'a@b.cn', purpose: 'login', extra: 1 }, 'extra'],
      [{ purpose: 'login' }, 'account'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await post<{ errors: Array<{ field: string }> }>(t, '/api/v2/code/send', payload);
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.data.errors[0]?.field).toBe(field);
    }
  });

  it('answers 11011 with retry_after while the last code to the target is under a minute old', async () => {
    const user = await createUser(t);
    await codeFor(t, user.email, 'login');
    const again = await sendCode(t, { account: user.email, purpose: 'forget' });
    expect(again.body.code).toBe(Codes.CODE_ALREADY_SENT.code);
    expect(again.body.data.retry_after).toBeGreaterThan(50);
    expect(again.body.data.retry_after).toBeLessThanOrEqual(60);
    await ageCodes(t, user.email, 61);
    expect((await sendCode(t, { account: user.email, purpose: 'login' })).body.code).toBe(1);
  });

  it('allows 5 codes an hour and 10 a day per target, then answers 1007 naming the limit', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(t, { account: user.email, purpose: 'login' })).body.code).toBe(1);
      await ageCodes(t, user.email, 61);
    }
    const hour = await sendCode(t, { account: user.email, purpose: 'login' }, { cookie: 'language=en' });
    expect(hour.status).toBe(429);
    expect(hour.body.code).toBe(Codes.TOO_MANY_REQUESTS.code);
    expect(hour.body.message).toBe('At most 5 verification codes per hour can be sent to one phone number or e-mail, please try again later');
    expect(hour.body.data.retry_after).toBeGreaterThan(3600 - 6 * 61 - 5);

    await ageCodes(t, user.email, 3600);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(t, { account: user.email, purpose: 'login' })).body.code).toBe(1);
      await ageCodes(t, user.email, 61);
    }
    await ageCodes(t, user.email, 3600);
    const day = await sendCode(t, { account: user.email, purpose: 'login' }, { cookie: 'language=zh' });
    expect(day.body.code).toBe(Codes.TOO_MANY_REQUESTS.code);
    expect(day.body.message).toBe('同一手机号或邮箱每天最多发送 10 条验证码，请稍后再试');
    await ageCodes(t, user.email, 86400);
    expect((await sendCode(t, { account: user.email, purpose: 'login' })).body.code).toBe(1);
  });

  it('limits the codes one client address may ask for (20 an hour, 50 a day)', async () => {
    const address = freshAddress();
    const english = { cookie: 'language=en' };
    const ageAddress = (seconds: number) => t.database.db.execute(sql`update verification_codes set created_at = created_at - ${seconds} * interval '1 second' where client_address = ${address}`);
    for (let i = 0; i < 20; i++) expect((await sendCode(t, { account: uniqueEmail(), purpose: 'register' }, english, address)).body.code).toBe(1);
    const hour = await sendCode(t, { account: uniqueEmail(), purpose: 'register' }, english, address);
    expect(hour.body.code).toBe(Codes.TOO_MANY_REQUESTS.code);
    expect(hour.body.message).toBe('At most 20 verification codes per hour can be requested from your network, please try again later');
    // Another address is not affected.
    expect((await sendCode(t, { account: uniqueEmail(), purpose: 'register' })).body.code).toBe(1);

    for (const batch of [20, 10]) {
      await ageAddress(3601);
      for (let i = 0; i < batch; i++) expect((await sendCode(t, { account: uniqueEmail(), purpose: 'register' }, english, address)).body.code).toBe(1);
    }
    await ageAddress(3601);
    const day = await sendCode(t, { account: uniqueEmail(), purpose: 'register' }, english, address);
    expect(day.body.message).toBe('At most 50 verification codes per day can be requested from your network, please try again later');
  });
});

describe('checking a code', () => {
  it('is single use', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.email, 'login');
    expect((await loginByCode(user.email, code)).body.code).toBe(1);
    const again = await loginByCode(user.email, code);
    expect(again.body).toMatchObject({ code: Codes.CODE_INVALID.code, message: 'The verification code is wrong or has expired' });
  });

  it('lives exactly 10 minutes: used 599 s after it was sent it works, 601 s after it is refused', async () => {
    // The literal lifetime, not the constant that sets it: a change to it must fail here.
    const TEN_MINUTES = 600;
    const kept = await createUser(t);
    const late = await createUser(t);
    const keptCode = await codeFor(t, kept.phone, 'login');
    const lateCode = await codeFor(t, late.phone, 'login');
    const [lifetime] = rowsOf<{ seconds: number }>(await t.database.db.execute(sql`
      select extract(epoch from expires_at - created_at)::int as seconds from verification_codes where target = ${kept.phone}`));
    expect(lifetime?.seconds).toBe(TEN_MINUTES);

    await codeSentAgo(kept.phone, 599);
    expect((await loginByCode(kept.phone, keptCode)).body.code).toBe(1);
    await codeSentAgo(late.phone, 601);
    expect((await loginByCode(late.phone, lateCode)).body).toMatchObject({ code: Codes.CODE_INVALID.code, message: 'The verification code is wrong or has expired' });
  });

  it('dies after 5 wrong tries: then even the right code fails', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.email, 'login');
    for (let left = 4; left >= 0; left--) {
      const { body } = await loginByCode(user.email, wrongCode(code));
      expect(body).toMatchObject({ code: Codes.CODE_INVALID.code, data: { attempts_left: left } });
    }
    const right = await loginByCode(user.email, code);
    expect(right.body).toMatchObject({ code: Codes.CODE_EXHAUSTED.code, message: 'This verification code has been tried too many times, please request a new one' });
    const [row] = rowsOf<{ attempts: number; consumed_at: unknown }>(await t.database.db.execute(sql`select attempts, consumed_at from verification_codes where target = ${user.email}`));
    expect(row).toEqual({ attempts: 5, consumed_at: null });
  });

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.email, 'login');
    for (let i = 0; i < 4; i++) await loginByCode(user.email, wrongCode(code));
    expect((await loginByCode(user.email, code)).body.code).toBe(1);
  });

  it('takes only the newest code of a target and purpose', async () => {
    const user = await createUser(t);
    const first = await codeFor(t, user.email, 'login');
    await ageCodes(t, user.email, 61);
    const second = await codeFor(t, user.email, 'login');
    if (first !== second) expect((await loginByCode(user.email, first)).body.code).toBe(Codes.CODE_INVALID.code);
    expect((await loginByCode(user.email, second)).body.code).toBe(1);
  });

  it('never takes a code of another purpose', async () => {
    const user = await createUser(t);
    const forgetCode = await codeFor(t, user.email, 'forget');
    expect((await loginByCode(user.email, forgetCode)).body.code).toBe(Codes.CODE_INVALID.code);
    // The forget code is untouched by the failed login and still works for its own purpose.
    expect((await post(t, '/api/v2/password/forget', { account: user.email, code: forgetCode })).body.code).toBe(1);
  });

  it('never takes a code sent to another contact of the same account', async () => {
    const user = await createUser(t);
    const mailed = await codeFor(t, user.email, 'login');
    expect((await loginByCode(user.phone, mailed)).body.code).toBe(Codes.CODE_INVALID.code);
  });
});
