/**
 * Vite plugin: `import screen from 'virtual:schema/company'` yields the screen descriptor of
 * schemas/company.json, its expanded data schema and the ajv validators of that schema compiled
 * to plain JavaScript at build time (ajv standalone code), for @rjsf/validator-ajv8's
 * createPrecompiledValidator. The browser never compiles a schema: no `new Function`, no
 * `unsafe-eval` in the CSP, and ajv's compiler stays out of the bundle.
 *
 * The code comes from src/server/screens/screen-module.ts, the generator the server also serves the
 * versions staff publish at run time with: the build's modules are each screen's version 0.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ScreenDescriptor } from '../src/shared/descriptor';
import { generateScreenModule as generateModule } from '../src/server/screens/screen-module';

export const VIRTUAL_PREFIX = 'virtual:schema/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const ROOT = resolve(import.meta.dirname, '..');
const SCREEN_ID = /^[a-z][a-z0-9-]*$/;

export interface GenerateOptions {
  /** Module specifier of src/shared/formats.ts as the generated module must import it. */
  formatsModule?: string;
  /** Module specifier of ajv-formats' format table. */
  ajvFormatsModule?: string;
}

/** The JavaScript module of one screen: `export default { descriptor, schema, validateFns, rootKey }`. */
export const generateScreenModule = (descriptor: ScreenDescriptor, options: GenerateOptions = {}): string => generateModule(descriptor, {
  kind: 'imports',
  formatsModule: options.formatsModule ?? join(ROOT, 'src/shared/formats.ts'),
  ajvFormatsModule: options.ajvFormatsModule ?? 'ajv-formats/dist/formats.js',
});

export function schemaValidators(options: { schemasDir?: string } = {}): Plugin {
  const schemasDir = options.schemasDir ?? join(ROOT, 'schemas');
  return {
    name: 'schema-validators',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const screen = id.slice(RESOLVED_PREFIX.length);
      if (!SCREEN_ID.test(screen)) throw new Error(`virtual:schema/${screen}: not a screen id`);
      const file = join(schemasDir, `${screen}.json`);
      this.addWatchFile(file);
      return generateScreenModule(JSON.parse(readFileSync(file, 'utf8')) as ScreenDescriptor);
    },
  };
}
