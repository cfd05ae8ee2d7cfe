/**
 * Vite plugin: `import screen from 'virtual:schema/company'` yields the screen descriptor of
 * schemas/company.json, its expanded data schema and the ajv validators of that schema compiled
 * to plain JavaScript at build time (ajv standalone code), for @rjsf/validator-ajv8's
 * createPrecompiledValidator. The browser never compiles a schema: no `new Function`, no
 * `unsafe-eval` in the CSP, and ajv's compiler stays out of the bundle.
 *
 * A screen whose file cannot be used (not JSON, not a descriptor, a schema that does not compile)
 * does not fail the build: its module is marked `broken` (brokenScreenModule) and the engine says
 * that screen is unavailable.
 *
 * Custom formats (src/shared/formats.ts) and ajv-formats' ones are referenced by the generated
 * code through one `__formats` object the module builds from imports, so client and server run the
 * very same checks.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { _ } from 'ajv';
import { hashForSchema, ID_KEY } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Plugin } from 'vite';
import { CUSTOM_FORMATS } from '../src/shared/formats';
import { expandSchema, type ScreenDescriptor, type ScreenProblem } from '../src/shared/descriptor';
import { breakingProblems, formatProblem, type Problem } from '../src/server/schema-check/check-screen';

export const VIRTUAL_PREFIX = 'virtual:schema/';
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const ROOT = resolve(import.meta.dirname, '..');
const SCREEN_ID = /^[a-z][a-z0-9-]*$/;

/** ajv's runtime helpers the standalone code `require`s, inlined so the module is plain ESM. */
const RUNTIME_HELPERS: Record<string, { name: string; code: string }> = {
  'ajv/dist/runtime/ucs2length': {
    name: '__ucs2length',
    // Length in Unicode code points, as JSON Schema's minLength/maxLength count.
    code: 'const __ucs2length = { default: (str) => { let length = 0; for (const _char of str) length++; return length; } };',
  },
  'ajv/dist/runtime/equal': { name: '__equal', code: 'import __equalDefault from "fast-deep-equal"; const __equal = { default: __equalDefault };' },
};

export interface GenerateOptions {
  /** Module specifier of src/shared/formats.ts as the generated module must import it. */
  formatsModule?: string;
  /** Module specifier of ajv-formats' format table. */
  ajvFormatsModule?: string;
}

/** The JavaScript module of one screen: `export default { descriptor, schema, validateFns, rootKey }`. */
export function generateScreenModule(descriptor: ScreenDescriptor, options: GenerateOptions = {}): string {
  const formatsModule = options.formatsModule ?? join(ROOT, 'src/shared/formats.ts');
  const ajvFormatsModule = options.ajvFormatsModule ?? 'ajv-formats/dist/formats.js';
  const schema = expandSchema(descriptor.schema);
  let code = compileSchemaValidatorsCode(schema, {
    customFormats: { ...CUSTOM_FORMATS },
    ajvOptionsOverrides: { code: { esm: false, lines: false, formats: _`__formats` } },
  });
  const preamble: string[] = [
    `import { fullFormats as __fullFormats } from ${JSON.stringify(ajvFormatsModule)};`,
    `import { CUSTOM_FORMATS as __custom } from ${JSON.stringify(formatsModule)};`,
    'const __formats = { ...__fullFormats, ...__custom };',
  ];
  code = code.replace(/require\("([^"]+)"\)/g, (_match, id: string) => {
    const helper = RUNTIME_HELPERS[id.replace(/\.js$/, '')];
    if (!helper) throw new Error(`schema ${descriptor.id}: the compiled validator needs "${id}", which vite-schema-validators cannot inline`);
    if (!preamble.includes(helper.code)) preamble.push(helper.code);
    return helper.name;
  });
  // The standalone code is CommonJS (its export names are schema hashes, not identifiers): give it
  // a local `module`/`exports` pair and hand the result on. Modules are strict anyway.
  code = code.replace(/^"use strict";/, '');
  return [
    ...preamble,
    'const module = { exports: {} }; const exports = module.exports;',
    code,
    `export const descriptor = ${JSON.stringify(descriptor)};`,
    `export const schema = ${JSON.stringify(schema)};`,
    'export const validateFns = module.exports;',
    // The root's key among validateFns, as the precompiled validator would hash it on every form mount.
    `export const rootKey = ${JSON.stringify((schema as unknown as Record<string, unknown>)[ID_KEY] ?? hashForSchema(schema as object))};`,
    'export const broken = undefined;',
    'export default { descriptor, schema, validateFns, rootKey };',
  ].join('\n');
}

/**
 * The module of a screen the build could not use: no validators, an empty form, and `broken` naming
 * why, on the module and on its descriptor, so SchemaForm, SchemaTable and SchemaDetails say the
 * screen is unavailable while every other screen works.
 */
export function brokenScreenModule(screen: string, problems: readonly Problem[]): string {
  const broken: ScreenProblem[] = problems.map(({ path, line, column, message }) => ({ path, ...(line === undefined ? {} : { line, column }), message }));
  const descriptor: ScreenDescriptor = { id: screen, title: 'engine.screen.unavailable', schema: { type: 'object', properties: {} }, broken };
  return [
    `export const broken = ${JSON.stringify(broken)};`,
    `export const descriptor = ${JSON.stringify(descriptor)};`,
    'export const schema = descriptor.schema;',
    'export const validateFns = {};',
    "export const rootKey = '';",
    'export default { descriptor, schema, validateFns, rootKey, broken };',
  ].join('\n');
}

/**
 * The module of one screen from its file's text: compiled, or, when the file cannot be used (the
 * schema checker's breaking problems, or validators that do not compile), marked broken with a
 * warning per problem: one broken screen does not fail the build.
 */
export function screenModule(screen: string, source: string | undefined, warn: (message: string) => void, options: GenerateOptions = {}): string {
  const file = `schemas/${screen}.json`;
  let problems: Problem[] = source === undefined
    ? [{ file, path: '', message: 'the file is missing' }]
    : breakingProblems(undefined, { file, source });
  if (problems.length === 0) {
    try {
      return generateScreenModule(JSON.parse(source!) as ScreenDescriptor, options);
    } catch (error) {
      problems = [{ file, path: '/schema', message: `the validators do not compile: ${(error as Error).message}` }];
    }
  }
  for (const problem of problems) warn(`${formatProblem(problem)} (screen "${screen}" is shipped as unavailable)`);
  return brokenScreenModule(screen, problems);
}

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
      return screenModule(screen, existsSync(file) ? readFileSync(file, 'utf8') : undefined, (message) => this.warn(message));
    },
  };
}
