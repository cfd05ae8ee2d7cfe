import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Codes } from '../../../../src/shared/codes';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../../src/server/seed/demo';
import { createTestApp, type TestApp } from '../../../support/test-app';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const login = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call<{ jwt: string; expire: number }>({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/v2/login/account', () => {
  it('logs in a demo account, trimming the account, and returns a jwt with its expiry in seconds', async () => {
    const { status, body } = await login('/api/v2/login/account', { account: '  exhibitor@demo.test \t', password: DEMO_PASSWORD });
    expect(status).toBe(200);
    expect(body.code).toBe(1);
    expect(body.data.jwt.split('.')).toHaveLength(3);
    expect(String(body.data.expire)).toMatch(/^\d{10}$/);
    expect(body.data.expire - Date.now() / 1000).toBeCloseTo(t.config.tokenTtl, -1);
  });

  it.each([['exhibitor login name', 'startrail'], ['phone', '13800000001'], ['e-mail in capitals', 'EXHIBITOR@DEMO.TEST']])(
    'accepts the %s as the account', async (_, account) => {
      const { body } = await login('/api/v2/login/account', { account, password: DEMO_PASSWORD });
      expect(body.code).toBe(1);
    });

  it('logs in every demo account that needs no first-login step', async () => {
    const firstLoginSteps = ['newbie@demo.test', 'firstlogin@demo.test', 'renew@demo.test'];
    for (const { email } of DEMO_ACCOUNTS.filter((a) => !firstLoginSteps.includes(a.email))) {
      const { body } = await login('/api/v2/login/account', { account: email, password: DEMO_PASSWORD });
      expect(body.code, email).toBe(1);
    }
    const [bind, reset] = await Promise.all(['firstlogin@demo.test', 'renew@demo.test']
      .map((account) => login('/api/v2/login/account', { account, password: DEMO_PASSWORD })));
    expect([bind?.body.code, reset?.body.code]).toEqual([11013, 11016]);
  });

  it('names an unknown account in the caller\'s language', async () => {
    const en = await login('/api/v2/login/account', { account: 'nobody@demo.test', password: DEMO_PASSWORD }, { 'accept-language': 'en-GB,en' });
    expect(en.body).toEqual({ code: Codes.ACCOUNT_NOT_FOUND.code, message: 'Account does not exist, please confirm your login account', data: null });
    const zh = await login('/api/v2/login/account', { account: 'nobody@demo.test', password: DEMO_PASSWORD }, { cookie: 'language=zh' });
    expect(zh.body.message).toBe('账号不存在，请确认您的登录账号');
  });

  it('refuses a wrong password without issuing a token', async () => {
    const { status, body } = await login('/api/v2/login/account', { account: 'exhibitor@demo.test', password: 'Expo2026?' }, { cookie: 'language=en' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: Codes.WRONG_PASSWORD.code, message: 'Wrong password, please try again', data: null });
  });

  it('answers 11013 with a bind token, not a session, for an account that must bind a contact first', async () => {
    const { body } = await t.call<{ bind_token: string }>({ method: 'POST', url: '/api/v2/login/account', payload: { account: 'newbie@demo.test', password: DEMO_PASSWORD } });
    expect(body.code).toBe(11013);
    expect(body.data.bind_token).toBeTruthy();
    const info = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { authorization: `Bearer ${body.data.bind_token}` } });
    expect(info.status).toBe(401);
    expect(info.body.code).toBe(1002);
  });
});

describe('POST /api/v2/login/password', () => {
  it('logs in by e-mail or mobile number', async () => {
    expect((await login('/api/v2/login/password', { account: ' 13800000001 ', password: DEMO_PASSWORD })).body.code).toBe(1);
    expect((await login('/api/v2/login/password', { account: 'exhibitor@demo.test', password: DEMO_PASSWORD })).body.code).toBe(1);
  });

  it('refuses an account that is neither, naming the field', async () => {
    const { status, body } = await login('/api/v2/login/password', { account: 'startrail', password: DEMO_PASSWORD }, { cookie: 'language=en' });
    expect(status).toBe(400);
    expect(body.code).toBe(1000);
    expect(body.message).toBe('Account is not in the right format');
    expect(body.data).toEqual({ errors: [{ field: 'account', message: 'Account is not in the right format' }] });
  });
});

describe('guest token and logout', () => {
  it('issues a guest token that is not a session', async () => {
    const { body } = await login('/api/v2/login/guest', {});
    expect(body.code).toBe(1);
    const info = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { authorization: `Bearer ${body.data.jwt}` } });
    expect(info.status).toBe(401);
  });

  it('revokes the token on logout, server-side', async () => {
    const auth = await t.loginAs('sub2@demo.test');
    expect((await t.call({ method: 'GET', url: '/api/v2/user/info', headers: auth })).body.code).toBe(1);
    expect((await t.call({ method: 'POST', url: '/api/v2/login/logout', headers: auth })).body.code).toBe(1);
    const after = await t.call({ method: 'GET', url: '/api/v2/user/info', headers: { ...auth, cookie: 'language=en' } });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: 1002, message: 'You have been logged out, please log in again', data: null });
    // A new login works again.
    expect((await t.call({ method: 'GET', url: '/api/v2/user/info', headers: await t.loginAs('sub2@demo.test') })).body.code).toBe(1);
  });
});
