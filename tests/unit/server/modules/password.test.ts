import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../../src/server/modules/auth/password';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('Expo2026!');
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain('Expo2026!');
    await expect(verifyPassword('Expo2026!', stored)).resolves.toBe(true);
    await expect(verifyPassword('expo2026!', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a stored value of another scheme', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false);
  });
});
