/**
 * Filled surfaces carry white text at 4.5:1 whatever theme colour staff choose: the colour itself
 * when it is dark enough, else the lightest darker shade of it that is.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, solidForWhiteText, TEXT_CONTRAST } from '../../../src/runtime/colour-contrast';
import { DEFAULT_THEME, THEME_PRESETS } from '../../../src/runtime/shell-settings';

describe('contrast of the theme colour', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ef4444', '#ffffff')).toBeCloseTo(3.76, 2);
    // Order does not matter.
    expect(contrastRatio('#ffffff', DEFAULT_THEME)).toBe(contrastRatio(DEFAULT_THEME, '#ffffff'));
  });

  it('darkens SPEC.md\'s #177ddc (4.20:1) by the least step that reaches 4.5:1', () => {
    expect(contrastRatio(DEFAULT_THEME, '#ffffff')).toBeLessThan(TEXT_CONTRAST);
    const solid = solidForWhiteText(DEFAULT_THEME);
    expect(solid).toBe('#1678d3');
    expect(contrastRatio(solid, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // One step lighter would be under the line: the shade is as close to the chosen colour as it can be.
    expect(contrastRatio('#167bd8', '#ffffff')).toBeLessThan(TEXT_CONTRAST);
  });

  it('keeps a colour already dark enough, and reaches 4.5:1 for every preset', () => {
    expect(solidForWhiteText('#2f54eb')).toBe('#2f54eb');
    for (const preset of THEME_PRESETS) expect(contrastRatio(solidForWhiteText(preset), '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(solidForWhiteText('#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
