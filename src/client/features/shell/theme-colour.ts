/**
 * The theme colour is one CSS variable; the Chakra system's `brand` palette is made from it
 * (app/theme.ts), so changing it restyles the shell without re-rendering anything.
 */
import { DEFAULT_THEME } from '../../../runtime/shell-settings';

export const THEME_VARIABLE = '--theme-color';

export function applyThemeColour(colour: string): void {
  document.documentElement.style.setProperty(THEME_VARIABLE, colour || DEFAULT_THEME);
}
