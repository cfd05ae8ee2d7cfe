import { describe, expect, it } from 'vitest';
import { createTokens, nowSeconds } from '../../../../src/server/http/tokens';

const tokens = createTokens('unit-test-secret-of-at-least-32-chars');

describe('tokens', () => {
  it('round-trips purpose, user and version with a 10-digit expiry', async () => {
    const { jwt, expire } = await tokens.sign({ purpose: 'session', userId: 7, version: 3 }, 60);
    expect(String(expire)).toMatch(/^\d{10}$/);
    expect(expire - nowSeconds()).toBeGreaterThanOrEqual(59);
    expect(await tokens.verify(jwt)).toEqual({ purpose: 'session', userId: 7, version: 3, expire });
  });

  it('rejects expired, forged, tampered and malformed tokens', async () => {
    const expired = await tokens.sign({ purpose: 'session', userId: 1, version: 0 }, -1);
    expect(await tokens.verify(expired.jwt)).toBeNull();
    const forged = await createTokens('another-secret-of-at-least-32-chars!').sign({ purpose: 'session', userId: 1, version: 0 }, 60);
    expect(await tokens.verify(forged.jwt)).toBeNull();
    const good = await tokens.sign({ purpose: 'session', userId: 1, version: 0 }, 60);
    const [header, , signature] = good.jwt.split('.');
    const payload = Buffer.from(JSON.stringify({ pur: 'session', ver: 0, sub: '2', exp: nowSeconds() + 60 })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.${signature}`)).toBeNull();
    for (const junk of ['', 'a.b.c', 'not-a-token']) expect(await tokens.verify(junk)).toBeNull();
  });

  it('refuses the "none" algorithm', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ pur: 'session', ver: 0, sub: '1', exp: nowSeconds() + 60 })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
  });
});
