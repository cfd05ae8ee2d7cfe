import { describe, expect, it } from 'vitest';
import { repeatedParams } from '../../../src/runtime/query-params';

describe('repeatedParams', () => {
  it('repeats the key of each array value, keeps scalars, drops empty and absent values', () => {
    expect(repeatedParams({ category_id: [1, 2], keyword: 'indie', page: 1, none: undefined, nothing: null, blank: '', on: false }).toString())
      .toBe('category_id=1&category_id=2&keyword=indie&page=1&on=false');
  });

  it('an empty array sends nothing; one value is one pair', () => {
    expect(repeatedParams({ id: [] }).toString()).toBe('');
    expect(repeatedParams({ id: [7] }).toString()).toBe('id=7');
  });

  it('encodes values', () => {
    expect(repeatedParams({ keyword: 'a&b=c 游戏' }).toString()).toBe('keyword=a%26b%3Dc+%E6%B8%B8%E6%88%8F');
  });
});
