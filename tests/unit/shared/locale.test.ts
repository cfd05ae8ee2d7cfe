import { describe, expect, it } from 'vitest';
import { pickLocale } from '../../../src/shared/locale';

describe('pickLocale', () => {
  it.each([
    [undefined, undefined, 'zh'],
    ['en', 'zh-CN', 'en'],
    ['zh', 'en-US', 'zh'],
    ['fr', 'en-GB,en;q=0.9', 'en'],
    [undefined, 'de-DE,en;q=0.5', 'zh'],
  ])('cookie %s, Accept-Language %s → %s', (cookie, header, expected) => {
    expect(pickLocale(cookie, header)).toBe(expected);
  });
});
