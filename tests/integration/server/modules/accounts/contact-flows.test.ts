import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindTicket, OutboxList } from '../../../../../src/shared/accounts';
import { Codes } from '../../../../../src/shared/codes';
import { DEMO_PASSWORD } from '../../../../../src/server/seed/demo';
import { createTestApp, type TestApp } from '../../../../support/test-app';
import { bearer, codeFor, createUser, post, rowsOf, sendCode, uniqueEmail, uniquePhone, wrongCode } from './support';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ devTools: true }); });
afterAll(async () => { await t.close(); });

const NEW_PASSWORD = 'Fresh#2027';
const en = { cookie: 'language=en' };

async function bindTokenOf(account: string): Promise<string> {
  const { body } = await post<{ bind_token: string }>(t, '/api/v2/login/account', { account, password: DEMO_PASSWORD });
  expect(body.code).toBe(Codes.MUST_BIND_CONTACT.code);
  return body.data.bind_token;
}

describe('the 11013 flow: /check and /bind', () => {
  it('lets newbie@demo.test bind a phone with a code read from the outbox, then log in by it', async () => {
    const phone = uniquePhone();
    const bindToken = await bindTokenOf('newbie@demo.test');
    expect((await sendCode(t, { account: phone, purpose: 'bind', bind_token: bindToken })).body.code).toBe(1);

    // What a developer does in the browser: read the code at GET /api/dev/outbox.
    const outbox = await t.call<OutboxList>({ method: 'GET', url: `/api/dev/outbox?target=${phone}` });
    const code = outbox.body.data.list[0]?.body.match(/\d{6}/)?.[0] ?? '';

    const checked = await post<BindTicket>(t, '/api/v2/contact/check', { bind_token: bindToken, account: ` ${phone} `, code });
    expect(checked.body.code).toBe(1);
    expect(checked.body.data.account).toBe(phone);
    expect(checked.body.data.bind_token).not.toBe(bindToken);

    const bound = await post<{ jwt: string }>(t, '/api/v2/contact/bind', { bind_token: checked.body.data.bind_token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(bound.body.code).toBe(1);
    const info = await t.call<{ phone: string }>({ method: 'GET', url: '/api/v2/user/info', headers: bearer(bound.body.data.jwt) });
    expect(info.body.data.phone).toBe(phone);

    const login = await post(t, '/api/v2/login/password', { account: phone, password: NEW_PASSWORD });
    expect(login.body.code).toBe(1);
    // Both bind tokens are used up.
    expect((await post(t, '/api/v2/contact/bind', { bind_token: checked.body.data.bind_token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).body.code).toBe(Codes.STEP_EXPIRED.code);
    expect((await sendCode(t, { account: uniqueEmail(), purpose: 'bind', bind_token: bindToken })).body.code).toBe(Codes.STEP_EXPIRED.code);
  });

  it('binds an e-mail in lower case', async () => {
    const user = await createUser(t, { mustBindContact: true, email: null });
    const bindToken = await bindTokenOf(user.phone);
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXed');
    const code = await codeFor(t, email, 'bind', bindToken);
    const checked = await post<BindTicket>(t, '/api/v2/contact/check', { bind_token: bindToken, account: email, code });
    expect(checked.body.data.account).toBe(email.toLowerCase());
    expect((await post(t, '/api/v2/contact/bind', { bind_token: checked.body.data.bind_token, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).body.code).toBe(1);
    const [row] = rowsOf<{ email: string; must_bind_contact: boolean }>(await t.database.db.execute(sql`select email, must_bind_contact from users where id = ${user.id}`));
    expect(row).toEqual({ email: email.toLowerCase(), must_bind_contact: false });
  });

  it('refuses a contact that belongs to another account', async () => {
    const user = await createUser(t, { mustBindContact: true });
    const bindToken = await bindTokenOf(user.email);
    const { body } = await sendCode(t, { account: '13800000001', purpose: 'bind', bind_token: bindToken }, en);
    expect(body).toMatchObject({ code: Codes.CONTACT_TAKEN.code, message: 'This phone number or e-mail already belongs to another account' });
  });

  it('refuses /bind with a bind token that has not checked a contact, naming the field', async () => {
    const user = await createUser(t, { mustBindContact: true });
    const bindToken = await bindTokenOf(user.email);
    const { status, body } = await post(t, '/api/v2/contact/bind', { bind_token: bindToken, password: NEW_PASSWORD, password_confirm: NEW_PASSWORD }, en);
    expect(status).toBe(400);
    expect(body.data).toEqual({ errors: [{ field: 'bind_token', message: 'Please verify the phone number or e-mail to bind first' }] });
  });

  it('applies the new-password rules on /bind', async () => {
    const user = await createUser(t, { mustBindContact: true });
    const bindToken = await bindTokenOf(user.email);
    const phone = uniquePhone();
    const checked = await post<BindTicket>(t, '/api/v2/contact/check', { bind_token: bindToken, account: phone, code: await codeFor(t, phone, 'bind', bindToken) });
    const { body } = await post(t, '/api/v2/contact/bind', { bind_token: checked.body.data.bind_token, password: NEW_PASSWORD, password_confirm: 'Fresh#2028' }, en);
    expect(body.data).toEqual({ errors: [{ field: 'password_confirm', message: 'The two passwords do not match, please re-enter' }] });
  });

  it('refuses a wrong code, and a bind code of another account', async () => {
    const [one, two] = [await createUser(t, { mustBindContact: true }), await createUser(t, { mustBindContact: true })];
    const [tokenOne, tokenTwo] = [await bindTokenOf(one.email), await bindTokenOf(two.email)];
    const phone = uniquePhone();
    const code = await codeFor(t, phone, 'bind', tokenOne);
    expect((await post(t, '/api/v2/contact/check', { bind_token: tokenOne, account: phone, code: wrongCode(code) })).body.code).toBe(Codes.CODE_INVALID.code);
    expect((await post(t, '/api/v2/contact/check', { bind_token: tokenTwo, account: phone, code })).body.code).toBe(Codes.CODE_INVALID.code);
    expect((await post(t, '/api/v2/contact/check', { bind_token: tokenOne, account: phone, code })).body.code).toBe(1);
  });
});

describe('POST /api/v2/user/register', () => {
  it('registers a user with a verified e-mail, attached to no exhibitor', async () => {
    const email = uniqueEmail();
    const code = await codeFor(t, email, 'register');
    const { body } = await post<{ user_id: number }>(t, '/api/v2/user/register', { account: email, code, name: '  周杰 ', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(body.code).toBe(1);
    const [row] = rowsOf<{ email: string; name: string; members: number }>(await t.database.db.execute(sql`
      select email, name, (select count(*)::int from exhibitor_members where user_id = users.id) as members from users where id = ${body.data.user_id}`));
    expect(row).toEqual({ email, name: '周杰', members: 0 });
    const login = await post<{ jwt: string }>(t, '/api/v2/login/password', { account: email, password: NEW_PASSWORD });
    expect(login.body.code).toBe(1);
    const exhibitor = await t.call<{ list: unknown[] }>({ method: 'GET', url: '/api/v2/user/exhibitor', headers: bearer(login.body.data.jwt) });
    expect(exhibitor.body.data.list).toEqual([]);
  });

  it('registers by phone; a second registration of the contact is refused', async () => {
    const phone = uniquePhone();
    const payload = (code: string) => ({ account: phone, code, name: 'Li', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect((await post(t, '/api/v2/user/register', payload(await codeFor(t, phone, 'register')))).body.code).toBe(1);
    const again = await post(t, '/api/v2/user/register', payload('123456'));
    expect(again.body.code).toBe(Codes.CONTACT_TAKEN.code);
  });

  it('needs the code of the register purpose, a name and a valid password', async () => {
    const email = uniqueEmail();
    const code = await codeFor(t, email, 'register');
    const weak = await post(t, '/api/v2/user/register', { account: email, code, name: 'Li', password: 'weakweak', password_confirm: 'weakweak' }, en);
    expect(weak.body.data).toEqual({ errors: [{ field: 'password', message: 'The password must be 8 to 16 characters with at least three of upper case, lower case, digit and special character' }] });
    const blank = await post(t, '/api/v2/user/register', { account: email, code, name: '   ', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD }, en);
    expect(blank.status).toBe(400);
    expect((blank.body.data as { errors: Array<{ field: string }> }).errors[0]?.field).toBe('name');
    const wrong = await post(t, '/api/v2/user/register', { account: email, code: wrongCode(code), name: 'Li', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD });
    expect(wrong.body.code).toBe(Codes.CODE_INVALID.code);
    // The refusals before the code check left the code usable.
    expect((await post(t, '/api/v2/user/register', { account: email, code, name: 'Li', password: NEW_PASSWORD, password_confirm: NEW_PASSWORD })).body.code).toBe(1);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the latest messages first, for one target in any case', async () => {
    const user = await createUser(t);
    await codeFor(t, user.email, 'login');
    await t.database.db.execute(sql`update verification_codes set created_at = created_at - interval '2 minutes' where target = ${user.email}`);
    await codeFor(t, user.email, 'forget');
    const { body } = await t.call<OutboxList>({ method: 'GET', url: `/api/dev/outbox?target=${encodeURIComponent(user.email.toUpperCase())}` });
    expect(body.data.list).toHaveLength(2);
    const [latest, earlier] = body.data.list;
    expect(latest!.id).toBeGreaterThan(earlier!.id);
    expect(latest).toMatchObject({ channel: 'email', target: user.email });
    expect(String(latest!.created_at)).toMatch(/^\d{10}$/);
  });

  it('is not mounted without DEV_TOOLS', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.call({ method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
