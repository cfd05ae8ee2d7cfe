/**
 * WCAG 2 contrast for the theme colour. The colour staff pick (SPEC.md §9: #177ddc, or a preset) is
 * not always dark enough to carry white text — white on #177ddc is 4.19:1, under the 4.5:1 normal text
 * needs — so the filled surfaces (buttons, the active menu item, the logo tile) use the colour darkened
 * just enough, keeping its hue; lines, rings and tints use the colour itself.
 */

/** WCAG's minimum for normal text (level AA). */
export const TEXT_CONTRAST = 4.5;

type Rgb = readonly [number, number, number];

const parseHex = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = ([r, g, b]: Rgb): string => `#${[r, g, b].map((part) => Math.round(part).toString(16).padStart(2, '0')).join('')}`;

/** Relative luminance (WCAG 2.x definition). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((part) => {
    const channel = part / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The colour itself when white text on it reaches `minimum`, else the lightest mix of it with black
 * that does (in 1 % steps, so the shade stays as close to the chosen colour as it can).
 */
export function solidForWhiteText(hex: string, minimum = TEXT_CONTRAST): string {
  const rgb = parseHex(hex);
  for (let percent = 100; percent >= 0; percent -= 1) {
    const shade = toHex(rgb.map((part) => (part * percent) / 100) as unknown as Rgb);
    if (contrastRatio(shade, '#ffffff') >= minimum) return shade;
  }
  return '#000000';
}
