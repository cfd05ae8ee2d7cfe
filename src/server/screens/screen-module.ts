/**
 * A screen as the browser runs it: its descriptor, its expanded data schema and the ajv validators of
 * that schema compiled to plain JavaScript (ajv standalone code), for @rjsf/validator-ajv8's
 * createPrecompiledValidator. The browser never compiles a schema: no `new Function`, no
 * `unsafe-eval` in the CSP, and ajv's compiler stays out of the bundle.
 *
 * Two packagings of the same code:
 *  - `imports`: the build's module (`virtual:schema/<id>`, scripts/vite-schema-validators.ts), which
 *    imports the format table and fast-deep-equal like any other module of the bundle;
 *  - `served`: a module the server answers at run time for a version staff published (or a draft they
 *    preview). A browser cannot resolve bare imports, so it exports one function that takes those
 *    helpers from the client bundle: `export default (runtime) => CompiledScreen`.
 *
 * Either way the custom formats (src/shared/formats.ts) and ajv-formats' ones are reached through one
 * `__formats` object, so client and server run the very same checks.
 */
import { _ } from 'ajv';
import { loadSchemaCompiler } from '../packages-on-demand';
import { CUSTOM_FORMATS } from '../../shared/formats';
import { expandSchema, type ScreenDescriptor } from '../../shared/descriptor';
import type { LabelSet } from '../../shared/screen-editor';

export type ModulePackaging =
  | { kind: 'imports'; /** Specifier of src/shared/formats.ts. */ formatsModule: string; /** Of ajv-formats' format table. */ ajvFormatsModule: string }
  | {
    kind: 'served';
    /**
     * The labels published with the version (or brought by the draft): the browser lays them over
     * the locale files' messages, so a field staff added is named, not shown by its message id.
     */
    messages?: LabelSet;
  };

/** ajv's runtime helpers the standalone code `require`s, defined inline so the module is plain ESM. */
const RUNTIME_HELPERS: Record<string, { name: string; code: (packaging: ModulePackaging) => string }> = {
  'ajv/dist/runtime/ucs2length': {
    name: '__ucs2length',
    // Length in Unicode code points, as JSON Schema's minLength/maxLength count.
    code: () => 'const __ucs2length = { default: (str) => { let length = 0; for (const _char of str) length++; return length; } };',
  },
  'ajv/dist/runtime/equal': {
    name: '__equal',
    code: (packaging) => (packaging.kind === 'imports'
      ? 'import __equalDefault from "fast-deep-equal"; const __equal = { default: __equalDefault };'
      : 'const __equal = { default: __runtime.equal };'),
  },
};

export async function generateScreenModule(descriptor: ScreenDescriptor, packaging: ModulePackaging): Promise<string> {
  const { compileSchemaValidatorsCode, hashForSchema, ID_KEY } = await loadSchemaCompiler();
  const schema = expandSchema(descriptor.schema);
  // The root schema's key among the validators, as the precompiled validator would hash it on every form mount.
  const rootKey = String((schema as object as Record<string, unknown>)[ID_KEY] ?? hashForSchema(schema as object));
  let code = compileSchemaValidatorsCode(schema, {
    customFormats: { ...CUSTOM_FORMATS },
    ajvOptionsOverrides: { code: { esm: false, lines: false, formats: _`__formats` } },
  });
  const helpers: string[] = [];
  code = code.replace(/require\("([^"]+)"\)/g, (_match, id: string) => {
    const helper = RUNTIME_HELPERS[id.replace(/\.js$/, '')];
    if (!helper) throw new Error(`schema ${descriptor.id}: the compiled validator needs "${id}", which cannot be inlined`);
    const helperCode = helper.code(packaging);
    if (!helpers.includes(helperCode)) helpers.push(helperCode);
    return helper.name;
  });
  // The standalone code is CommonJS (its export names are schema hashes, not identifiers): give it
  // a local `module`/`exports` pair and hand the result on. Modules are strict anyway.
  code = code.replace(/^"use strict";/, '');
  const body = [
    ...helpers,
    'const module = { exports: {} }; const exports = module.exports;',
    code,
    `const descriptor = ${JSON.stringify(descriptor)};`,
    `const schema = ${JSON.stringify(schema)};`,
    'const validateFns = module.exports;',
    `const rootKey = ${JSON.stringify(rootKey)};`,
  ];
  if (packaging.kind === 'served') {
    return [
      'export default function load(__runtime) {',
      'const __formats = __runtime.formats;',
      ...body,
      `const messages = ${JSON.stringify(packaging.messages ?? {})};`,
      'return { descriptor, schema, validateFns, rootKey, messages };',
      '}',
    ].join('\n');
  }
  return [
    `import { fullFormats as __fullFormats } from ${JSON.stringify(packaging.ajvFormatsModule)};`,
    `import { CUSTOM_FORMATS as __custom } from ${JSON.stringify(packaging.formatsModule)};`,
    'const __formats = { ...__fullFormats, ...__custom };',
    ...body,
    'export { descriptor, schema, validateFns, rootKey };',
    // Only the build's module of a screen it could not use sets it (scripts/vite-schema-validators.ts).
    'export const broken = undefined;',
    'export default { descriptor, schema, validateFns, rootKey };',
  ].join('\n');
}
