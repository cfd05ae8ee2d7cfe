/**
 * Vite plugin: `import screen from 'virtual:schema/company'` yields the screen descriptor of
 * schemas/company.json, its expanded data schema and the ajv validators of that schema compiled
 * to plain JavaScript at build time (ajv standalone code), for @rjsf/validator-ajv8's
 * createPrecompiledValidator. The browser never compiles a schema: no `new Function`, no
 * `unsafe-eval` in the CSP, and ajv's compiler stays out of the bundle.
 *
 * The code comes from src/server/screens/screen-module.ts, the generator the server also serves the
 * versions staff publish at run time with: the build's modules are each screen's version 0.
 *
 * A screen whose file cannot be used (not JSON, not a descriptor, a schema that does not compile)
 * does not fail the build: its module is marked `broken` (brokenScreenModule) and the engine says
 * that screen is unavailable.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import type { ScreenDescriptor } from '../src/shared/descriptor';
import { generateScreenModule as generateModule } from '../src/server/screens/screen-module';
import { breakingProblems, formatProblem, screenProblemOf, type CodedProblem } from '../src/server/schema-check/check-screen';
import { worded } from '../src/server/schema-check/problem-sentences';

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
export const generateScreenModule = (descriptor: ScreenDescriptor, options: GenerateOptions = {}): Promise<string> => generateModule(descriptor, {
  kind: 'imports',
  formatsModule: options.formatsModule ?? join(ROOT, 'src/shared/formats.ts'),
  ajvFormatsModule: options.ajvFormatsModule ?? 'ajv-formats/dist/formats.js',
});

/**
 * The module of a screen the build could not use: no validators, an empty form, and `broken` naming
 * why, on the module and on its descriptor, so SchemaForm, SchemaTable and SchemaDetails say the
 * screen is unavailable while every other screen works.
 */
export function brokenScreenModule(screen: string, problems: readonly CodedProblem[]): string {
  const broken = problems.map(screenProblemOf);
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
export async function screenModule(screen: string, source: string | undefined, warn: (message: string) => void, options: GenerateOptions = {}): Promise<string> {
  const file = `schemas/${screen}.json`;
  let problems: CodedProblem[] = source === undefined
    ? [{ file, path: '', ...worded('fileMissing', {}) }]
    : breakingProblems(undefined, { file, source });
  if (problems.length === 0) {
    try {
      return await generateScreenModule(JSON.parse(source!) as ScreenDescriptor, options);
    } catch (error) {
      problems = [{ file, path: '/schema', ...worded('validatorsCompile', { detail: (error as Error).message }) }];
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
