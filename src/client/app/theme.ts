/**
 * The Chakra system: Chakra's tokens and base styles with the recipes of the components the portal
 * uses — not all ~80, which would put every recipe into the login page's first load — plus a
 * `brand` palette that follows the theme colour chosen in the settings drawer (SPEC.md §2, §9) and is
 * every component's palette unless it names another, so pages and shell wear one colour. Lighter
 * and darker steps are mixed from the one variable; filled surfaces carrying white text use the
 * colour darkened just enough for 4.5:1 (runtime/colour-contrast.ts). Text colours Chakra draws
 * lighter than 4.5:1 on white (error, success and warning texts; green and orange buttons) take the
 * next darker step.
 *
 * A component whose recipe is missing here renders unstyled: tests/unit/client/theme.test.ts checks
 * that every Chakra component imported under src/ has its recipe.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { solidForWhiteText } from '../../runtime/colour-contrast';
import { DEFAULT_THEME } from '../../runtime/shell-settings';
import { recipes, slotRecipes } from './theme-recipes';

const theme = `var(--theme-color, ${DEFAULT_THEME})`;
const solid = `var(--theme-solid, ${solidForWhiteText(DEFAULT_THEME)})`;
const mix = (percent: number, other: 'white' | 'black'): string => `color-mix(in srgb, ${theme} ${percent}%, ${other})`;

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: { ...globalCss, html: { ...globalCss.html, colorPalette: 'brand' } },
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        fg: { ...semanticTokens.colors?.fg, error: { value: '{colors.red.600}' }, success: { value: '{colors.green.700}' }, warning: { value: '{colors.orange.700}' } },
        green: { ...semanticTokens.colors?.green, solid: { value: '{colors.green.700}' }, fg: { value: '{colors.green.800}' } },
        orange: { ...semanticTokens.colors?.orange, solid: { value: '{colors.orange.700}' }, fg: { value: '{colors.orange.800}' } },
        brand: {
          solid: { value: solid },
          border: { value: theme },
          contrast: { value: 'white' },
          fg: { value: mix(82, 'black') },
          muted: { value: mix(22, 'white') },
          subtle: { value: mix(10, 'white') },
          emphasized: { value: mix(35, 'white') },
          focusRing: { value: theme },
        },
      },
    },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, config);
