/**
 * The portal's Chakra system carries only the recipes of the components it uses (the login page's
 * first load stays small). A component whose recipe were missing would render unstyled, so every
 * component imported from @chakra-ui/react under src/ must find its recipe here whenever Chakra's
 * full default system has one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { system } from '../../../src/client/app/theme';

/** Components styled by another component's recipe. */
const RECIPE_OF: Record<string, string> = { IconButton: 'button', CloseButton: 'button' };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : []);
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of match[1]!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!.replace(/^type\s+/, ''))) {
        if (/^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

const recipeKey = (name: string): string => RECIPE_OF[name] ?? name[0]!.toLowerCase() + name.slice(1);
const hasRecipe = (sys: typeof system, key: string): boolean =>
  Boolean(sys._config.theme?.recipes?.[key]) || Boolean(sys._config.theme?.slotRecipes?.[key]);

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the portal imports', () => {
    const names = [...importedChakraNames()];
    expect(names).toContain('Button');
    const missing = names.filter((name) => hasRecipe(defaultSystem, recipeKey(name)) && !hasRecipe(system, recipeKey(name)));
    expect(missing).toEqual([]);
  });

  it('keeps the brand palette that follows the chosen theme colour', () => {
    expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
    expect(system._config.theme?.semanticTokens?.colors?.brand).toBeTruthy();
  });
});
