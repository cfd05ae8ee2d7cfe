/**
 * The Chakra system: the default one plus a `brand` palette that follows the theme colour chosen in
 * the settings drawer (SPEC.md §2, §9). Lighter and darker steps are mixed from the one variable.
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { DEFAULT_THEME } from '../../runtime/shell-settings';

const theme = `var(--theme-color, ${DEFAULT_THEME})`;
const mix = (percent: number, other: 'white' | 'black'): string => `color-mix(in srgb, ${theme} ${percent}%, ${other})`;

const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
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
  },
});

export const system = createSystem(defaultConfig, config);
