/**
 * The theme colour is one CSS variable, with its shade for white text beside it; the Chakra system's
 * `brand` palette is made from them (app/theme.ts), so changing it restyles the portal without
 * re-rendering anything.
 */
import { solidForWhiteText } from '../../../runtime/colour-contrast';
import { DEFAULT_THEME } from '../../../runtime/shell-settings';

export const THEME_VARIABLE = '--theme-color';
export const THEME_SOLID_VARIABLE = '--theme-solid';

export function applyThemeColour(colour: string): void {
  const chosen = colour || DEFAULT_THEME;
  document.documentElement.style.setProperty(THEME_VARIABLE, chosen);
  document.documentElement.style.setProperty(THEME_SOLID_VARIABLE, solidForWhiteText(chosen));
}
