/** A file address's lifetime at its edges: at least an hour, at most an hour and a quarter, refused a second past its end. */
import { describe, expect, it } from 'vitest';
import { createObjectUrls, withObjectUrls } from '../../../../src/server/storage/object-urls';

const urls = createObjectUrls('a test secret of at least 32 characters!!');
const KEY = 'exhibitors/1/company-logo/logo.png';
const partsOf = (address: string) => {
  const query = new URL(address, 'http://portal.test').searchParams;
  return { exp: Number(query.get('exp')), sig: query.get('sig')! };
};

describe('object addresses', () => {
  it('expire on the first quarter hour at least an hour away', () => {
    const onQuarter = 1_800_000_000 - (1_800_000_000 % 900);
    expect(partsOf(urls.sign(KEY, onQuarter)).exp - onQuarter).toBe(3600);
    expect(partsOf(urls.sign(KEY, onQuarter + 1)).exp - (onQuarter + 1)).toBe(4499);
  });

  it('open up to their last second and are refused one second past it', () => {
    const { exp, sig } = partsOf(urls.sign(KEY, 1_800_000_000));
    expect(urls.check(KEY, exp, sig, exp - 1)).toBe('ok');
    expect(urls.check(KEY, exp, sig, exp)).toBe('ok');
    expect(urls.check(KEY, exp, sig, exp + 1)).toBe('expired');
  });

  it('open only the key and the expiry they were signed for', () => {
    const { exp, sig } = partsOf(urls.sign(KEY, 1_800_000_000));
    expect(urls.check('exhibitors/1/company-logo/other.png', exp, sig, exp - 1)).toBe('invalid');
    expect(urls.check(KEY, exp + 900, sig, exp - 1)).toBe('invalid');
  });
});

describe('answers handing out files', () => {
  const sign = (key: string): string => `/signed/${key}`;
  const file = { key: 'a/b.png', url: '/stale', name: 'b.png', mime: 'image/png', size: 1 };

  it('are returned as they are when they hold no file', () => {
    const answer = { code: 1, data: { list: [{ id: 1, tags: ['x'] }, { id: 2, at: null }], total: 2 } };
    expect(withObjectUrls(answer, sign)).toBe(answer);
  });

  it('get every file address rewritten from its key, deep in lists, without changing what was given', () => {
    const answer = { code: 1, data: { list: [{ id: 1 }, { id: 2, pictures: [file, { ...file, key: 'c/d.png' }] }], logo: file } };
    const given = structuredClone(answer);
    const signed = withObjectUrls(answer, sign) as typeof answer;
    expect(answer).toEqual(given);
    expect(signed.data.logo.url).toBe('/signed/a/b.png');
    expect(signed.data.list[1]!.pictures!.map((picture) => picture.url)).toEqual(['/signed/a/b.png', '/signed/c/d.png']);
    // What leads to no file is shared, not copied.
    expect(signed.data.list[0]).toBe(answer.data.list[0]);
  });
});

