import { describe, expect, it } from 'vitest';
import { handOffOAuthResult, OAUTH_RESULT_KEY, takeOAuthResult } from '../../../src/runtime/oauth-handoff';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => { items.set(key, value); },
    removeItem: (key: string) => { items.delete(key); },
  };
}

describe('the third-party login hand-off', () => {
  it('stores the query without its "?" under x-admin-oauth-code, as vue-element-admin does', () => {
    const storage = memoryStorage();
    expect(handOffOAuthResult('?code=abc&state=xyz', storage)).toBe(true);
    expect(storage.items.get(OAUTH_RESULT_KEY)).toBe('code=abc&state=xyz');
    expect(OAUTH_RESULT_KEY).toBe('x-admin-oauth-code');
  });

  it('hands over nothing for an empty query or without storage', () => {
    const storage = memoryStorage();
    expect(handOffOAuthResult('', storage)).toBe(false);
    expect(handOffOAuthResult('?', storage)).toBe(false);
    expect(storage.items.size).toBe(0);
    expect(handOffOAuthResult('?code=abc', undefined)).toBe(false);
  });

  it('says false when the storage refuses the write', () => {
    const refusing = { setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(handOffOAuthResult('?code=abc', refusing)).toBe(false);
  });

  it('the opener reads the result once', () => {
    const storage = memoryStorage();
    handOffOAuthResult('?code=abc', storage);
    expect(takeOAuthResult(storage)?.get('code')).toBe('abc');
    expect(takeOAuthResult(storage)).toBeUndefined();
  });
});
