/**
 * Vite plugin: `import 'virtual:form-styles.css'` is the stylesheet of SchemaForm's fields, written
 * at build time from Chakra's recipes in the app's system (src/engine/form/form-styles.ts).
 *
 * Why at build time: the recipes and their serialisation to CSS cost a long form a good part of
 * the time it takes to appear when they run in the browser, and their result only changes with the
 * theme. Serialised here exactly as emotion serialises them in the browser (the same serializer
 * and stylis with the same plugins), the rules are the same; the browser only loads a stylesheet.
 */
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';
import type { Plugin } from 'vite';
import { system } from '../src/client/app/theme';
import { formStyles, part } from '../src/engine/form/form-styles';

const FORM_STYLES_ID = 'virtual:form-styles.css';
const RESOLVED_ID = `\0${FORM_STYLES_ID}`;

/**
 * The rules of every part, scoped under the form's root class, after Chakra's order of cascade
 * layers. The order is that of each layer's first mention: a page opened straight on a form may
 * load this sheet before Chakra inserts its own styles, and a first `@layer recipes` here would put
 * recipes under Chakra's reset and base layers, on every Chakra component of the page.
 */
export function formStylesCss(): string {
  const { styles } = serializeStyles([formStyles(system) as Parameters<typeof serializeStyles>[0][number]]);
  return `${system.layers.atRule}\n${serialize(compile(`.${part.form}{${styles}}`), middleware([prefixer, stringify]))}`;
}

export function formStylesPlugin(): Plugin {
  return {
    name: 'form-styles',
    resolveId: (id) => (id === FORM_STYLES_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? formStylesCss() : undefined),
  };
}
