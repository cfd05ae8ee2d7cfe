/** The catalogue preview's logo frame takes its shape from the display logo's upload rule, not from a constant. */
import { describe, expect, it } from 'vitest';
import { logoRatio } from '../../../src/client/features/catalogue/CataloguePreview';
import type { ScreenDescriptor } from '../../../src/shared/descriptor';
import catalogue from '../../../schemas/catalogue.json';

describe('logoRatio', () => {
  it('is the ratio schemas/catalogue.json asks of the display logo', () => {
    expect(logoRatio(catalogue as unknown as ScreenDescriptor)).toBe((catalogue.uploads.display_logo.aspectRatio as { ratio: number }).ratio);
  });

  it('follows the rule: another ratio, an exact pixel size, or none', () => {
    const rule = { accept: ['image/png'], maxBytes: 1024 };
    expect(logoRatio({ uploads: { display_logo: { ...rule, aspectRatio: { ratio: 1.5 } } } })).toBe(1.5);
    expect(logoRatio({ uploads: { display_logo: { ...rule, dimensions: { width: 750, height: 300 } } } })).toBe(2.5);
    expect(logoRatio({ uploads: { display_logo: rule } })).toBeUndefined();
    expect(logoRatio({})).toBeUndefined();
  });
});
