/**
 * The ratio rule's tolerance (src/server/storage/inspect.ts checkRule), pinned on both sides: 2 %
 * relative to the rule's ratio when the rule names none, as the product images' 1.5:1 and the logos' 2:1.
 */
import { describe, expect, it } from 'vitest';
import type { UploadRule } from '../../../../src/shared/descriptor';
import { checkRule } from '../../../../src/server/storage/inspect';

const rule = (ratio: number, tolerance?: number): UploadRule =>
  ({ accept: ['image/png'], maxBytes: 5 * 1024 * 1024, aspectRatio: tolerance === undefined ? { ratio } : { ratio, tolerance } });
const png = (width: number, height: number) => ({ mime: 'image/png', width, height });
const problemOf = (r: UploadRule, width: number, height: number) => checkRule(r, png(width, height), 1024)?.problem ?? null;

describe('an image against a 1.5:1 rule with the default tolerance', () => {
  it.each([
    ['exactly 1.5:1', 1500, 1000, null],
    ['1.9 % wide (just inside)', 1529, 1000, null],
    ['2.1 % wide (just outside)', 1531, 1000, 'ratio'],
    ['1.9 % narrow (just inside)', 1471, 1000, null],
    ['2.1 % narrow (just outside)', 1469, 1000, 'ratio'],
    ['3 % wide', 1545, 1000, 'ratio'],
    ['3 % narrow', 1455, 1000, 'ratio'],
    ['square', 1000, 1000, 'ratio'],
  ])('%s: %i×%i → %s', (_, width, height, expected) => {
    expect(problemOf(rule(1.5), width, height)).toBe(expected);
  });

  it('words a breach with the rule and the measured size', () => {
    expect(checkRule(rule(1.5), png(1545, 1000), 1024)).toEqual({
      problem: 'ratio', message: 'upload.error.ratio', values: { ratio: '1.5:1', actualWidth: 1545, actualHeight: 1000 },
    });
  });
});

describe("a rule's own tolerance", () => {
  it('replaces the default: 5 % lets 3 % off through, 1 % stops 1.5 % off', () => {
    expect(problemOf(rule(2, 0.05), 2060, 1000)).toBeNull();
    expect(problemOf(rule(2, 0.01), 2030, 1000)).toBe('ratio');
    expect(problemOf(rule(2, 0.01), 2019, 1000)).toBeNull();
  });
});
