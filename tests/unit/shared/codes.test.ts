import { describe, expect, it } from 'vitest';
import { Codes, PASS_THROUGH_CODES } from '../../../src/shared/codes';

describe('response code table', () => {
  it('has unique codes', () => {
    const codes = Object.values(Codes).map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('passes exactly the spec codes 10006, 11011, 11013, 11016 and 12010 through', () => {
    expect([...PASS_THROUGH_CODES].sort()).toEqual([10006, 11011, 11013, 11016, 12010]);
  });

  it('has success 1 and token-invalid 1002 on HTTP 401', () => {
    expect(Codes.SUCCESS.code).toBe(1);
    expect(Codes.TOKEN_INVALID).toMatchObject({ code: 1002, status: 401 });
  });
});
