/**
 * X-Forwarded-For is believed only from the proxies TRUST_PROXY names. By default it is ignored, so a
 * caller cannot hand every request a new address and escape the per-address code limit (1007).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_LIMITS_PER_ADDRESS } from '../../../../src/shared/accounts';
import { Codes } from '../../../../src/shared/codes';
import { createTestApp, type TestApp } from '../../../support/test-app';
import { freshAddress, rowsOf, sendCode, uniqueEmail } from '../modules/accounts/support';

let plain: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  // app.inject connects from 127.0.0.1: here that is the trusted proxy.
  behindProxy = await createTestApp({ trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await plain.close();
  await behindProxy.close();
});

const storedAddresses = async (t: TestApp, email: string): Promise<string[]> =>
  rowsOf<{ client_address: string }>(await t.database.db.execute(sql`select client_address from verification_codes where target = ${email}`)).map((row) => row.client_address);

describe('TRUST_PROXY unset (the default)', () => {
  it('ignores X-Forwarded-For: a new forged address on every request does not escape the per-address limit', async () => {
    const connection = freshAddress();
    for (let i = 0; i < SEND_LIMITS_PER_ADDRESS.perHour; i++) {
      const { body } = await sendCode(plain, { account: uniqueEmail(), purpose: 'register' }, { 'x-forwarded-for': freshAddress() }, connection);
      expect(body.code, body.message).toBe(1);
    }
    const email = uniqueEmail();
    const refused = await sendCode(plain, { account: email, purpose: 'register' }, { 'x-forwarded-for': freshAddress(), cookie: 'language=en' }, connection);
    expect(refused.body.code).toBe(Codes.TOO_MANY_REQUESTS.code);
    expect(refused.body.message).toBe('At most 20 verification codes per hour can be requested from your network, please try again later');
  });

  it('records the connection\'s own address', async () => {
    const email = uniqueEmail();
    const connection = freshAddress();
    expect((await sendCode(plain, { account: email, purpose: 'register' }, { 'x-forwarded-for': '203.0.113.9' }, connection)).body.code).toBe(1);
    expect(await storedAddresses(plain, email)).toEqual([connection]);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  it('believes that many proxies: the client is the address the nearest proxy saw', async () => {
    const oneHop = await createTestApp({ trustProxy: 1 });
    try {
      const email = uniqueEmail();
      expect((await sendCode(oneHop, { account: email, purpose: 'register' }, { 'x-forwarded-for': '192.0.2.1, 203.0.113.5' }, '10.0.0.2')).body.code).toBe(1);
      expect(await storedAddresses(oneHop, email)).toEqual(['203.0.113.5']);
    } finally {
      await oneHop.close();
    }
  });
});

describe('TRUST_PROXY naming the proxy', () => {
  it('takes the client address from X-Forwarded-For sent by that proxy', async () => {
    const email = uniqueEmail();
    expect((await sendCode(behindProxy, { account: email, purpose: 'register' }, { 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1')).body.code).toBe(1);
    expect(await storedAddresses(behindProxy, email)).toEqual(['203.0.113.7']);
  });

  it('counts the limit per forwarded client, not per proxy', async () => {
    for (let i = 0; i <= SEND_LIMITS_PER_ADDRESS.perHour; i++) {
      const { body } = await sendCode(behindProxy, { account: uniqueEmail(), purpose: 'register' }, { 'x-forwarded-for': freshAddress() }, '127.0.0.1');
      expect(body.code, body.message).toBe(1);
    }
  });

  it('ignores X-Forwarded-For from an address that is not the proxy', async () => {
    const email = uniqueEmail();
    expect((await sendCode(behindProxy, { account: email, purpose: 'register' }, { 'x-forwarded-for': '203.0.113.8' }, '198.51.100.4')).body.code).toBe(1);
    expect(await storedAddresses(behindProxy, email)).toEqual(['198.51.100.4']);
  });
});
