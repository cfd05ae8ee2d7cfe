import { describe, expect, it } from 'vitest';
import { CUSTOM_FORMATS, isLettersUnderscore, isMobileCn, isPositiveInteger, isResidentId, isUnifiedSocialCreditCode, residentIdBirthDate } from '../../../src/shared/formats';

/** Builds a valid resident ID from its first 17 digits (the check character computed independently). */
function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return first17 + '10X98765432'[sum % 11];
}

describe('resident ID (GB 11643)', () => {
  it.each(['11010519491231002X', '11010519491231002x', withCheck('44030419900307123'), withCheck('31011520000229001')])('accepts %s', (id) => {
    expect(isResidentId(id)).toBe(true);
  });

  it.each([
    ['wrong check digit', '110105194912310021'],
    ['unknown province', withCheck('99010519491231002')],
    ['impossible date', withCheck('11010519490231002')],
    ['29 February of a common year', withCheck('31011519990229001')],
    ['born in the future', withCheck('11010520990101002')],
    ['too short', '11010519491231002'],
    ['letters', '11010519491231ABCX'],
  ])('refuses %s', (_, id) => {
    expect(isResidentId(id)).toBe(false);
  });

  it('reads the birth date', () => {
    expect(residentIdBirthDate('11010519491231002X')?.toISOString().slice(0, 10)).toBe('1949-12-31');
  });
});

describe('unified social credit code (GB 32100)', () => {
  it.each(['91350100M000100Y43', '91110000600037341L', '91350100m000100y43'])('accepts %s', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(true);
  });

  it.each(['91350100M000100Y44', '91350100M000100Y4', '91350100M0001O0Y43', ''])('refuses %s', (code) => {
    expect(isUnifiedSocialCreditCode(code)).toBe(false);
  });
});

describe('mainland mobile number', () => {
  it.each([['13800000001', true], ['19912345678', true], ['12800000001', false], ['1380000000', false], ['+8613800000001', false]])('%s → %s', (value, expected) => {
    expect(isMobileCn(value)).toBe(expected);
  });
});

describe('helper patterns (SPEC.md §5)', () => {
  it.each([
    ['1', true], ['9', true], ['10', true], ['2147483648', true], ['90071992547409931', true],
    ['0', false], ['01', false], ['-1', false], ['+1', false], ['1.5', false], ['1e3', false], [' 1', false], ['1 ', false], ['', false], ['１', false],
  ])('positive integer: %j → %s', (value, expected) => {
    expect(isPositiveInteger(value)).toBe(expected);
  });

  it.each([
    ['展商', true], ['Exhibitor', true], ['展商_Exhibitor', true], ['_', true], ['𠀀', true],
    ['展商1', false], ['a b', false], ['a-b', false], ['é', false], ['', false], ['展商。', false], ['ａ', false],
  ])('Chinese/English letters and underscore: %j → %s', (value, expected) => {
    expect(isLettersUnderscore(value)).toBe(expected);
  });

  it('are named formats every descriptor can use', () => {
    expect(CUSTOM_FORMATS['positive-integer']('12')).toBe(true);
    expect(CUSTOM_FORMATS['letters-underscore']('abc_中文')).toBe(true);
  });
});
