import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../../src/shared/codes';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { bearer, codeFor, createUser, post } from './support';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const NEW_PASSWORD = 'Fresh#2027';
const en = { cookie: 'language=en' };
const userInfo = (headers: Record<string, string>) => t.call({ method: 'GET', url: '/api/v2/user/info', headers: { ...headers, ...en } });
const passwordLogin = (account: string, password: string) => post<{ jwt: string }>(t, '/api/v2/login/account', { account, password }, en);

async function resetTicket(account: string): Promise<string> {
  const code = await codeFor(t, account, 'forget');
  const { body } = await post<{ reset_token: string; expire: number }>(t, '/api/v2/password/forget', { account, code });
  expect(body.code).toBe(1);
  expect(body.data.expire - Date.now() / 1000).toBeCloseTo(600, -1);
  return body.data.reset_token;
}

describe('POST /api/v2/login/code', () => {
  it('logs in by phone or e-mail and a code; the session works', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.phone, 'login');
    const { body } = await post<{ jwt: string }>(t, '/api/v2/login/code', { account: ` ${user.phone} `, code: ` ${code}` });
    expect(body.code).toBe(1);
    expect((await userInfo(bearer(body.data.jwt))).body.code).toBe(1);
  });

  it('answers an unknown account like a password login', async () => {
    const { body } = await post(t, '/api/v2/login/code', { account: 'nobody@example.test', code: '123456' }, en);
    expect(body.code).toBe(Codes.ACCOUNT_NOT_FOUND.code);
  });

  it('requires a 6-digit code, naming the field', async () => {
    const { status, body } = await post(t, '/api/v2/login/code', { account: 'exhibitor@demo.test', code: '' }, en);
    expect(status).toBe(400);
    expect(body.data).toEqual({ errors: [{ field: 'code', message: 'Verification code is not in the right format' }] });
    const missing = await post(t, '/api/v2/login/code', { account: 'exhibitor@demo.test' }, en);
    expect(missing.body.message).toBe('Verification code is required');
  });

  it('passes 11013 and 11016 through like a password login', async () => {
    const mustBind = await createUser(t, { mustBindContact: true });
    const bind = await post<{ bind_token: string }>(t, '/api/v2/login/code', { account: mustBind.email, code: await codeFor(t, mustBind.email, 'login') });
    expect(bind.body.code).toBe(Codes.MUST_BIND_CONTACT.code);
    expect(bind.body.data.bind_token).toBeTruthy();
    const mustSet = await createUser(t, { mustSetPassword: true });
    const reset = await post<{ reset_token: string }>(t, '/api/v2/login/code', { account: mustSet.email, code: await codeFor(t, mustSet.email, 'login') });
    expect(reset.body.code).toBe(Codes.MUST_SET_PASSWORD.code);
    expect(reset.body.data.reset_token).toBeTruthy();
  });
});

describe('POST /api/v2/password/forget and /reset', () => {
  it('resets a forgotten password: old tokens stop working, the new password works, the old does not', async () => {
    const user = await createUser(t);
    const before = await post<{ jwt: string }>(t, '/api/v2/login/account', { account: user.email, password: DEMO_PASSWORD });
    const resetToken = await resetTicket(user.email);
    const reset = await post<{ jwt: string }>(t, '/api/v2/password/reset', { reset_token: resetToken, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(reset.body.code).toBe(1);
    expect((await userInfo(bearer(reset.body.data.jwt))).body.code).toBe(1);

    const old = await userInfo(bearer(before.body.data.jwt));
    expect(old.status).toBe(401);
    expect(old.body.code).toBe(Codes.TOKEN_INVALID.code);
    expect((await passwordLogin(user.email, DEMO_PASSWORD)).body.code).toBe(Codes.WRONG_PASSWORD.code);
    expect((await passwordLogin(user.email, NEW_PASSWORD)).body.code).toBe(1);
  });

  it('takes a reset token once', async () => {
    const user = await createUser(t);
    const resetToken = await resetTicket(user.email);
    expect((await post(t, '/api/v2/password/reset', { reset_token: resetToken, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).body.code).toBe(1);
    const again = await post(t, '/api/v2/password/reset', { reset_token: resetToken, password: 'Other#2027', password_confirm: 'Other#2027' }, en);
    expect(again.status).toBe(200);
    expect(again.body.code).toBe(Codes.STEP_EXPIRED.code);
    expect(again.body.message).toBe('This step has expired or was already done, please start again from the login page');
  });

  it('applies the shared password rules, naming the field', async () => {
    const user = await createUser(t);
    const resetToken = await resetTicket(user.email);
    const cases: Array<[string, string, string, string]> = [
      ['', '', 'password', 'Please enter the password'],
      ['short1A!', 'x', 'password_confirm', 'The two passwords do not match, please re-enter'],
      ['alllowercase1', 'alllowercase1', 'password', 'The password must be 8 to 16 characters with at least three of upper case, lower case, digit and special character'],
      ['Abcdefgh1234567890', 'Abcdefgh1234567890', 'password', 'The password must be 8 to 16 characters with at least three of upper case, lower case, digit and special character'],
      [NEW_PASSWORD, '', 'password_confirm', 'Please enter the password again'],
    ];
    for (const [password, confirm, field, message] of cases) {
      const { status, body } = await post(t, '/api/v2/password/reset', { reset_token: resetToken, password, password_confirm: confirm }, en);
      expect(status, password).toBe(400);
      expect(body.data).toEqual({ errors: [{ field, message }] });
    }
    // The refusals did not use the token up.
    expect((await post(t, '/api/v2/password/reset', { reset_token: resetToken, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).body.code).toBe(1);
  });

  it('finishes the 11016 flow: the login\'s reset token sets the password and clears the step', async () => {
    const user = await createUser(t, { mustSetPassword: true });
    const login = await post<{ reset_token: string }>(t, '/api/v2/login/account', { account: user.email, password: DEMO_PASSWORD });
    expect(login.body.code).toBe(Codes.MUST_SET_PASSWORD.code);
    const reset = await post(t, '/api/v2/password/reset', { reset_token: login.body.data.reset_token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(reset.body.code).toBe(1);
    expect((await passwordLogin(user.email, NEW_PASSWORD)).body.code).toBe(1);
  });

  it('refuses a session or bind token as a reset token', async () => {
    const session = await post<{ jwt: string }>(t, '/api/v2/login/account', { account: 'sub@demo.test', password: DEMO_PASSWORD });
    const { body } = await post(t, '/api/v2/password/reset', { reset_token: session.body.data.jwt, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(body.code).toBe(Codes.STEP_EXPIRED.code);
  });

  it('refuses a wrong code without giving a reset token', async () => {
    const user = await createUser(t);
    const code = await codeFor(t, user.email, 'forget');
    const { body } = await post(t, '/api/v2/password/forget', { account: user.email, code: code === '000000' ? '000001' : '000000' });
    expect(body.code).toBe(Codes.CODE_INVALID.code);
  });
});

describe('POST /api/v2/user/password', () => {
  it('changes the password: the old token is refused with HTTP 401 code 1002, the new session works', async () => {
    const user = await createUser(t);
    const old = await post<{ jwt: string }>(t, '/api/v2/login/account', { account: user.email, password: DEMO_PASSWORD });
    const other = await post<{ jwt: string }>(t, '/api/v2/login/account', { account: user.phone, password: DEMO_PASSWORD });
    const changed = await post<{ jwt: string }>(t, '/api/v2/user/password', { password1: DEMO_PASSWORD, password2: 'simple6' }, bearer(old.body.data.jwt));
    expect(changed.body.code).toBe(1);
    for (const jwt of [old.body.data.jwt, other.body.data.jwt]) {
      const refused = await userInfo(bearer(jwt));
      expect(refused.status).toBe(401);
      expect(refused.body.code).toBe(1002);
    }
    expect((await userInfo(bearer(changed.body.data.jwt))).body.code).toBe(1);
    expect((await passwordLogin(user.email, 'simple6')).body.code).toBe(1);
  });

  it('needs the current password', async () => {
    const user = await createUser(t);
    const { body } = await post(t, '/api/v2/user/password', { password1: 'wrong-one', password2: 'simple6' }, { ...bearer((await post<{ jwt: string }>(t, '/api/v2/login/account', { account: user.email, password: DEMO_PASSWORD })).body.data.jwt), ...en });
    expect(body).toMatchObject({ code: Codes.WRONG_PASSWORD.code, message: 'The old password is wrong, please re-enter' });
  });

  it('checks both entries are 6 to 18 characters, naming the field', async () => {
    const headers = { ...(await t.loginAs('sub@demo.test')), ...en };
    for (const [payload, field, message] of [
      [{ password1: '12345', password2: 'simple6' }, 'password1', 'Length must be 6 to 18 characters'],
      [{ password1: DEMO_PASSWORD, password2: 'x'.repeat(19) }, 'password2', 'Length must be 6 to 18 characters'],
      [{ password1: DEMO_PASSWORD, password2: '' }, 'password2', 'Please enter the password'],
    ] as const) {
      const { status, body } = await post(t, '/api/v2/user/password', payload, headers);
      expect(status).toBe(400);
      expect(body.data).toEqual({ errors: [{ field, message }] });
    }
    const missing = await post<{ errors: Array<{ field: string }> }>(t, '/api/v2/user/password', { password1: DEMO_PASSWORD }, headers);
    expect(missing.body.data.errors[0]?.field).toBe('password2');
  });

  it('is for main accounts (account_type 1) only, and needs a session', async () => {
    const forbidden = await post(t, '/api/v2/user/password', { password1: DEMO_PASSWORD, password2: 'simple6' }, { ...(await t.loginAs('group@demo.test')), ...en });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: Codes.FORBIDDEN.code, message: 'Only main accounts can change their password here' });
    const anonymous = await post(t, '/api/v2/user/password', { password1: DEMO_PASSWORD, password2: 'simple6' });
    expect(anonymous.status).toBe(401);
  });
});
