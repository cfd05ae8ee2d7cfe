import { describe, expect, it } from 'vitest';
import { system } from '../../../src/client/app/theme';
import { part } from '../../../src/engine/form/form-styles';
import { formStylesCss } from '../../../scripts/vite-form-styles';

describe('the form stylesheet written at build time', () => {
  const css = formStylesCss();

  it("declares Chakra's layer order before any layered rule", () => {
    // A sheet loaded before Chakra's styles would otherwise fix `recipes` as the lowest layer.
    expect(css.startsWith(system.layers.atRule)).toBe(true);
    expect(css.indexOf('@layer recipes{')).toBeGreaterThan(system.layers.atRule.length);
  });

  it("scopes every part's rules under the form's root class, with the recipes' values", () => {
    for (const name of [part.field, part.label, part.input, part.textarea, part.selectField, part.checkControl, part.switchControl, part.submit, part.addButton]) {
      expect(css).toContain(`.${part.form} .${name}`);
    }
    const rules = css.replace(/^@layer [^;]+;/, '').match(/[^{}]+\{/g)?.map((rule) => rule.trim()) ?? [];
    const selectors = rules.filter((rule) => !rule.startsWith('@'));
    expect(selectors.length).toBeGreaterThan(30);
    // Right-to-left variants start from the document's direction.
    for (const selector of selectors) expect(selector.replace(/^\[dir=rtl\] /, '')).toMatch(new RegExp(`^\\.${part.form} `));
    // A drawn checkbox or switch shows the focus ring of the native input hidden before it.
    expect(css).toContain(`.${part.form} .${part.checkInput}:focus-visible+.${part.form} .${part.checkControl}{`);
    // The input recipe's outline variant, through Chakra's tokens.
    expect(css).toMatch(/\.ef-form \.ef-input\{[^}]*border-width:1px/);
    expect(css).toContain('var(--chakra-colors-border)');
  });
});
