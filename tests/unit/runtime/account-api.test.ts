/** The account calls under the real request layer: what goes out, what comes back, where the token goes. */
import { describe, expect, it } from 'vitest';
import { bindContact, changePassword, checkContact, loginWithCode, resetPassword, sendCode, verifyForgotten } from '../../../src/runtime/account-api';
import type { Http } from '../../../src/runtime/http';
import { envelope, fakeApi as realLayer, type Routes } from './fake-api';

const sink = () => {
  const saved: [string, number][] = [];
  return { saved, save: (token: string, expire: number) => { saved.push([token, expire]); } };
};

/** The real request layer over a fake API, remembering the JSON body of each call as the caller gave it. */
function fakeApi(routes: Routes, options?: { token?: string | null }) {
  const api = realLayer(routes, options);
  const bodies: unknown[] = [];
  const inner: Http = api.http;
  const http: Http = {
    ...inner,
    post: (path, json, extra) => { bodies.push(json); return inner.post(path, json, extra); },
    postEnvelope: (path, json, extra) => { bodies.push(json); return inner.postEnvelope(path, json, extra); },
  };
  return { ...api, http, bodies };
}

describe('sendCode', () => {
  it('trims the account, sends the purpose and counts down retry_after', async () => {
    const api = fakeApi({ 'POST /api/v2/code/send': envelope({ expire: 1_800_000_600, retry_after: 60, channel: 'email' }) }, { token: null });
    await expect(sendCode(api.http, '  a@b.cn ', 'login')).resolves.toEqual({ kind: 'sent', retryAfter: 60, channel: 'email' });
    expect(api.bodies[0]).toEqual({ account: 'a@b.cn', purpose: 'login' });
  });

  it('sends the bind token with a code for binding', async () => {
    const api = fakeApi({ 'POST /api/v2/code/send': envelope({ expire: 1, retry_after: 60, channel: 'sms' }) }, { token: null });
    await sendCode(api.http, '13900000000', 'bind', 'bind-token');
    expect(api.bodies[0]).toEqual({ account: '13900000000', purpose: 'bind', bind_token: 'bind-token' });
  });

  it('takes 11011 as "already sent" with its retry_after, without an error shown', async () => {
    const api = fakeApi({ 'POST /api/v2/code/send': envelope({ retry_after: 42.3 }, 11011, 'sent recently') }, { token: null });
    await expect(sendCode(api.http, 'a@b.cn', 'forget')).resolves.toEqual({ kind: 'already-sent', retryAfter: 43 });
    expect(api.shown).toEqual([]);
  });

  it('lets a refusal through as a rejection the layer has shown', async () => {
    const api = fakeApi({ 'POST /api/v2/code/send': envelope(null, 1007, 'Too many') }, { token: null });
    await expect(sendCode(api.http, 'a@b.cn', 'login')).rejects.toMatchObject({ code: 1007 });
    expect(api.shown).toEqual(['Too many']);
  });
});

describe('the calls that end in a session', () => {
  it('code login stores the token; 11013 and 11016 store nothing and hand the ticket back', async () => {
    const tokens = sink();
    const ok = fakeApi({ 'POST /api/v2/login/code': envelope({ jwt: 'j.w.t', expire: 99 }) }, { token: null });
    await expect(loginWithCode(ok.http, ' a@b.cn ', ' 123456 ', tokens)).resolves.toEqual({ kind: 'session' });
    expect(ok.bodies[0]).toEqual({ account: 'a@b.cn', code: '123456' });
    expect(tokens.saved).toEqual([['j.w.t', 99]]);

    const bind = fakeApi({ 'POST /api/v2/login/code': envelope({ bind_token: 'b', expire: 5 }, 11013, 'bind first') }, { token: null });
    await expect(loginWithCode(bind.http, 'a@b.cn', '1', tokens)).resolves.toMatchObject({ kind: 'must-bind-contact', data: { bind_token: 'b' } });
    const reset = fakeApi({ 'POST /api/v2/login/code': envelope({ reset_token: 'r', expire: 5 }, 11016, 'reset first') }, { token: null });
    await expect(loginWithCode(reset.http, 'a@b.cn', '1', tokens)).resolves.toMatchObject({ kind: 'must-set-password', data: { reset_token: 'r' } });
    expect(tokens.saved).toHaveLength(1);
    expect([...bind.shown, ...reset.shown]).toEqual([]);
  });

  it('forget → reset: the reset token comes back, the reset stores the session', async () => {
    const tokens = sink();
    const api = fakeApi({
      'POST /api/v2/password/forget': envelope({ reset_token: 'r', expire: 7 }),
      'POST /api/v2/password/reset': envelope({ jwt: 'fresh', expire: 8 }),
    }, { token: null });
    await expect(verifyForgotten(api.http, { account: ' 13800000001 ', code: '123456' })).resolves.toEqual({ reset_token: 'r', expire: 7 });
    expect(api.bodies[0]).toEqual({ account: '13800000001', code: '123456' });
    await resetPassword(api.http, { reset_token: 'r', password: 'Abcdef1!', password_confirm: 'Abcdef1!' }, tokens);
    expect(api.bodies[1]).toEqual({ reset_token: 'r', password: 'Abcdef1!', password_confirm: 'Abcdef1!' });
    expect(tokens.saved).toEqual([['fresh', 8]]);
  });

  it('check → bind: the checked ticket carries the contact, the bind stores the session', async () => {
    const tokens = sink();
    const api = fakeApi({
      'POST /api/v2/contact/check': envelope({ bind_token: 'b2', expire: 7, account: '139****0000' }),
      'POST /api/v2/contact/bind': envelope({ jwt: 'bound', expire: 9 }),
    }, { token: null });
    await expect(checkContact(api.http, { bind_token: 'b1', account: ' 13900000000', code: '111111 ' })).resolves.toMatchObject({ bind_token: 'b2', account: '139****0000' });
    expect(api.bodies[0]).toEqual({ bind_token: 'b1', account: '13900000000', code: '111111' });
    await bindContact(api.http, { bind_token: 'b2', password: 'Abcdef1!', password_confirm: 'Abcdef1!' }, tokens);
    expect(tokens.saved).toEqual([['bound', 9]]);
  });

  it('a change of password keeps this tab logged in with the fresh token; a refusal keeps the old one', async () => {
    const tokens = sink();
    const api = fakeApi({ 'POST /api/v2/user/password': envelope({ jwt: 'new', expire: 10 }) });
    await changePassword(api.http, { password1: 'old-one', password2: 'new-one' }, tokens);
    expect(api.bodies[0]).toEqual({ password1: 'old-one', password2: 'new-one' });
    expect(api.requests[0]?.headers.get('authorization')).toBe('Bearer token');
    expect(tokens.saved).toEqual([['new', 10]]);

    const refused = fakeApi({ 'POST /api/v2/user/password': envelope(null, 2002, 'Wrong password') });
    await expect(changePassword(refused.http, { password1: 'bad-one', password2: 'new-one' }, tokens)).rejects.toMatchObject({ code: 2002 });
    expect(refused.shown).toEqual(['Wrong password']);
    expect(tokens.saved).toHaveLength(1);
  });
});
