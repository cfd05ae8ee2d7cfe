import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens, nowSeconds, VERIFIED_TOKENS } from '../../../../src/server/http/tokens';

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

  describe('a verified token kept for its next calls', () => {
    afterEach(() => { vi.useRealTimers(); });

    it('is taken up to its last second and refused from its expiry on, as on its first check', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const fresh = createTokens('unit-test-secret-of-at-least-32-chars');
      const { jwt, expire } = await fresh.sign({ purpose: 'session', userId: 9, version: 1 }, 60);
      expect(await fresh.verify(jwt)).toEqual({ purpose: 'session', userId: 9, version: 1, expire });
      vi.setSystemTime((expire - 1) * 1000);
      expect(await fresh.verify(jwt)).toEqual({ purpose: 'session', userId: 9, version: 1, expire });
      vi.setSystemTime(expire * 1000);
      expect(await fresh.verify(jwt)).toBeNull();
      // A process that never saw it refuses it the same way.
      expect(await createTokens('unit-test-secret-of-at-least-32-chars').verify(jwt)).toBeNull();
    });

    it('hands out copies: a caller changing its claims changes nothing kept', async () => {
      const { jwt } = await tokens.sign({ purpose: 'session', userId: 4, version: 0 }, 60);
      const first = (await tokens.verify(jwt))!;
      first.userId = 999;
      expect((await tokens.verify(jwt))!.userId).toBe(4);
    });

    it('keeps at most its capacity, the oldest dropped first, and still verifies a dropped one', async () => {
      const fresh = createTokens('unit-test-secret-of-at-least-32-chars');
      const first = await fresh.sign({ purpose: 'session', userId: 1, version: 0 }, 60);
      expect(await fresh.verify(first.jwt)).not.toBeNull();
      for (let n = 0; n < VERIFIED_TOKENS.capacity; n++) {
        const { jwt } = await fresh.sign({ purpose: 'session', userId: 1000 + n, version: 0 }, 60);
        await fresh.verify(jwt);
      }
      expect(await fresh.verify(first.jwt)).toMatchObject({ userId: 1 });
    }, 30_000); // thousands of signatures: under a second alone, seconds on a loaded machine
  });
});
