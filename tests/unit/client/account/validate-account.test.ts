/** The account forms check exactly what SPEC.md §5 and the shared rules say, with the ids of the messages. */
import { describe, expect, it } from 'vitest';
import { errorsAfterBlur, errorsAfterChange, hasProblems, type Problems } from '../../../../src/client/pages/account/form-checks';
import { contactProblem, validateChangePassword, validateContactCode, validatePasswordPair } from '../../../../src/client/pages/account/validate-account';
import en from '../../../../locales/en.json';
import zh from '../../../../locales/zh.json';

describe('account and code', () => {
  it('wants a trimmed mainland mobile number or e-mail', () => {
    expect(contactProblem('')).toBe('account.contact.required');
    expect(contactProblem('   ')).toBe('account.contact.required');
    expect(contactProblem(' 13800000001 ')).toBeNull();
    expect(contactProblem('someone@demo.test')).toBeNull();
    expect(contactProblem('12345')).toBe('account.contact.invalid');
    expect(contactProblem('startrail')).toBe('account.contact.invalid');
  });

  it('requires the code', () => {
    expect(validateContactCode({ account: 'a@b.cn', code: ' ' })).toEqual({ code: 'account.code.required' });
    expect(validateContactCode({ account: 'a@b.cn', code: '123456' })).toEqual({});
  });
});

describe('new password and its confirmation', () => {
  it('applies the 8–16, three-kinds rule and the match', () => {
    expect(validatePasswordPair({ password: '', password_confirm: '' })).toEqual({ password: 'account.password.required', password_confirm: 'account.password.confirmRequired' });
    expect(validatePasswordPair({ password: 'abcdefgh', password_confirm: 'abcdefgh' })).toEqual({ password: 'account.password.rule' });
    expect(validatePasswordPair({ password: 'Abc1!', password_confirm: 'Abc1!' })).toEqual({ password: 'account.password.rule' });
    expect(validatePasswordPair({ password: 'Abcdefg1', password_confirm: 'Abcdefg2' })).toEqual({ password_confirm: 'account.password.mismatch' });
    expect(validatePasswordPair({ password: 'Abcdefg1', password_confirm: 'Abcdefg1' })).toEqual({});
  });

  it('pins the lengths of the reset and bind forms (NewPasswordForm): 7 and 17 refused, 8 and 16 taken', () => {
    // Every kind of character, so that only the length decides.
    const ofLength = (length: number) => 'Aa1!'.padEnd(length, 'x');
    for (const length of [7, 17]) {
      expect(validatePasswordPair({ password: ofLength(length), password_confirm: ofLength(length) }), `${length}`).toEqual({ password: 'account.password.rule' });
    }
    for (const length of [8, 16]) {
      expect(validatePasswordPair({ password: ofLength(length), password_confirm: ofLength(length) }), `${length}`).toEqual({});
    }
  });

  it('says the rule in both languages', () => {
    expect(en['account.password.rule']).toMatch(/8 to 16 characters with at least three of upper case, lower case, digit and special character/);
    expect(en['account.password.mismatch']).toBe('The two passwords do not match, please re-enter');
    expect(zh['account.password.rule']).toContain('8 至 16 位');
  });
});

describe('change password (password1, password2)', () => {
  it('requires both, 6 to 18 characters', () => {
    expect(validateChangePassword({ password1: '', password2: '' })).toEqual({ password1: 'account.password.required', password2: 'account.password.required' });
    expect(validateChangePassword({ password1: '12345', password2: 'x'.repeat(19) })).toEqual({ password1: 'account.password.length', password2: 'account.password.length' });
    expect(validateChangePassword({ password1: '123456', password2: 'x'.repeat(18) })).toEqual({});
    expect(en['account.password.length']).toBe('Length must be 6 to 18 characters');
  });

  it('pins the lengths of both entries: 5 and 19 refused, 6 and 18 taken', () => {
    const ofLength = (length: number) => 'x'.repeat(length);
    for (const length of [5, 19]) {
      expect(validateChangePassword({ password1: ofLength(length), password2: ofLength(length) }), `${length}`)
        .toEqual({ password1: 'account.password.length', password2: 'account.password.length' });
    }
    for (const length of [6, 18]) {
      expect(validateChangePassword({ password1: ofLength(length), password2: ofLength(length) }), `${length}`).toEqual({});
    }
  });
});

describe('when messages show', () => {
  it('on blur only for a field the user typed in, or after a submit', () => {
    const found: Problems<'account' | 'code'> = { account: 'account.contact.invalid' };
    expect(errorsAfterBlur({}, found, 'account', false, false)).toEqual({});
    expect(errorsAfterBlur({}, found, 'account', true, false)).toEqual(found);
    expect(errorsAfterBlur({}, found, 'account', false, true)).toEqual(found);
    expect(errorsAfterBlur<'account' | 'code'>({ account: 'x', code: 'y' }, {}, 'account', true, false)).toEqual({ code: 'y' });
  });

  it('while typing: a shown message follows the input, no new one appears before a submit', () => {
    const found = { password: 'account.password.rule', password_confirm: 'account.password.mismatch' };
    expect(errorsAfterChange({ password_confirm: 'account.password.confirmRequired' }, found, false)).toEqual({ password_confirm: 'account.password.mismatch' });
    expect(errorsAfterChange({ password: 'account.password.rule' }, {}, false)).toEqual({});
    expect(errorsAfterChange({}, found, true)).toEqual(found);
    expect(hasProblems({})).toBe(false);
    expect(hasProblems(found)).toBe(true);
  });
});
