/**
 * The Chakra system: Chakra's tokens and base styles with the recipes of the components the portal
 * uses — not all ~80, which would put every recipe into the login page's first load — plus a
 * `brand` palette that follows the theme colour chosen in the settings drawer (SPEC.md §2, §9).
 * Lighter and darker steps are mixed from the one variable.
 *
 * A component whose recipe is missing here renders unstyled: tests/unit/client/theme.test.ts checks
 * that every Chakra component imported under src/ has its recipe.
 */
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles, breakpoints, cssVarsPrefix, cssVarsRoot, globalCss, keyframes, layerStyles, semanticTokens, textStyles, tokens,
} from '@chakra-ui/react/theme';
import { DEFAULT_THEME } from '../../runtime/shell-settings';
import { recipes, slotRecipes } from './theme-recipes';

const theme = `var(--theme-color, ${DEFAULT_THEME})`;
const mix = (percent: number, other: 'white' | 'black'): string => `color-mix(in srgb, ${theme} ${percent}%, ${other})`;

const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        brand: {
          solid: { value: theme },
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
