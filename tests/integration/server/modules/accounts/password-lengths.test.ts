/**
 * The password lengths at their edges, with the literal numbers of the rules (README): 8–16 for the
 * password set by a reset or a contact bind, 6–18 for both entries of the change-password form.
 * One below and one above each edge is refused naming the field; the edges themselves are taken and
 * then work as the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindTicket } from '../../../../../src/shared/accounts';
import { Codes } from '../../../../../src/shared/codes';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { bearer, codeFor, createUser, post, uniqueEmail } from './support';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const en = { cookie: 'language=en' };
const RULE = 'The password must be 8 to 16 characters with at least three of upper case, lower case, digit and special character';
const LENGTH = 'Length must be 6 to 18 characters';

/** A password of exactly `length` characters with all four kinds, so only its length can be wrong. */
const ofLength = (length: number): string => {
  const password = 'Aa1!'.padEnd(length, 'x');
  expect(password).toHaveLength(length);
  return password;
};

const passwordLogin = (account: string, password: string) => post(t, '/api/v2/login/account', { account, password });

async function resetToken(email: string): Promise<string> {
  const { body } = await post<{ reset_token: string }>(t, '/api/v2/password/forget', { account: email, code: await codeFor(t, email, 'forget') });
  expect(body.code).toBe(1);
  return body.data.reset_token;
}

/** A checked bind token of a fresh account that must bind an e-mail first (11013). */
async function bindToken(): Promise<{ token: string; email: string }> {
  const user = await createUser(t, { mustBindContact: true, email: null });
  const login = await post<{ bind_token: string }>(t, '/api/v2/login/account', { account: user.phone, password: DEMO_PASSWORD });
  expect(login.body.code).toBe(Codes.MUST_BIND_CONTACT.code);
  const email = uniqueEmail();
  const code = await codeFor(t, email, 'bind', login.body.data.bind_token);
  const checked = await post<BindTicket>(t, '/api/v2/contact/check', { bind_token: login.body.data.bind_token, account: email, code });
  expect(checked.body.code).toBe(1);
  return { token: checked.body.data.bind_token, email };
}

describe('a new password is 8 to 16 characters', () => {
  it('/api/v2/password/reset refuses 7 and 17 characters and takes 8 and 16', async () => {
    for (const length of [7, 17]) {
      const user = await createUser(t);
      const password = ofLength(length);
      const { status, body } = await post(t, '/api/v2/password/reset', { reset_token: await resetToken(user.email), password, password_confirm: password }, en);
      expect([status, body.data], `${length} characters`).toEqual([400, { errors: [{ field: 'password', message: RULE }] }]);
      expect((await passwordLogin(user.email, password)).body.code).toBe(Codes.WRONG_PASSWORD.code);
    }
    for (const length of [8, 16]) {
      const user = await createUser(t);
      const password = ofLength(length);
      const { body } = await post(t, '/api/v2/password/reset', { reset_token: await resetToken(user.email), password, password_confirm: password }, en);
      expect(body.code, `${length} characters`).toBe(1);
      expect((await passwordLogin(user.email, password)).body.code, `${length} characters`).toBe(1);
    }
  });

  it('/api/v2/contact/bind refuses 7 and 17 characters and takes 8 and 16', async () => {
    const refused = await bindToken();
    for (const length of [7, 17]) {
      const password = ofLength(length);
      const { status, body } = await post(t, '/api/v2/contact/bind', { bind_token: refused.token, password, password_confirm: password }, en);
      expect([status, body.data], `${length} characters`).toEqual([400, { errors: [{ field: 'password', message: RULE }] }]);
    }
    for (const length of [8, 16]) {
      const { token, email } = await bindToken();
      const password = ofLength(length);
      const { body } = await post(t, '/api/v2/contact/bind', { bind_token: token, password, password_confirm: password }, en);
      expect(body.code, `${length} characters`).toBe(1);
      expect((await passwordLogin(email, password)).body.code, `${length} characters`).toBe(1);
    }
  });
});

describe('the change-password form takes 6 to 18 characters in both entries', () => {
  it('/api/v2/user/password refuses 5 and 19 characters in either entry and takes 6 and 18', async () => {
    const user = await createUser(t);
    let session = (await post<{ jwt: string }>(t, '/api/v2/login/account', { account: user.email, password: DEMO_PASSWORD })).body.data.jwt;
    const change = (password1: string, password2: string) =>
      post<{ jwt: string }>(t, '/api/v2/user/password', { password1, password2 }, { ...bearer(session), ...en });
    const refusedOn = async (field: 'password1' | 'password2', password1: string, password2: string) => {
      const { status, body } = await change(password1, password2);
      expect([status, body.data], `${field}: ${password1.length}, ${password2.length}`).toEqual([400, { errors: [{ field, message: LENGTH }] }]);
    };

    for (const length of [5, 19]) await refusedOn('password2', DEMO_PASSWORD, ofLength(length));
    // 6, then 18 characters as the new password; each then serves as the old one.
    const six = ofLength(6);
    const eighteen = ofLength(18);
    for (const [old, next] of [[DEMO_PASSWORD, six], [six, eighteen]] as const) {
      const { body } = await change(old, next);
      expect(body.code, `${old.length} → ${next.length}`).toBe(1);
      session = body.data.jwt;
    }
    for (const length of [5, 19]) await refusedOn('password1', ofLength(length), six);
    expect((await change(eighteen, six)).body.code).toBe(1);
    expect((await passwordLogin(user.email, six)).body.code).toBe(1);
  });
});
