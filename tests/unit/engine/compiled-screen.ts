/** Test helper: a screen compiled by the Vite plugin's own generator, loaded from a temp file. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { generateScreenModule, screenModule } from '../../../scripts/vite-schema-validators';
import type { CompiledScreen } from '../../../src/engine/compiled-screen';
import type { ScreenDescriptor } from '../../../src/shared/descriptor';

const root = resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

export async function compileScreen(id: string, edit?: (descriptor: ScreenDescriptor) => ScreenDescriptor,
  schemasDir = join(root, 'schemas')): Promise<{ screen: CompiledScreen; code: string }> {
  let descriptor = JSON.parse(readFileSync(join(schemasDir, `${id}.json`), 'utf8')) as ScreenDescriptor;
  if (edit) descriptor = edit(descriptor);
  const code = await generateScreenModule(descriptor, {
    formatsModule: join(root, 'src/shared/formats.ts'),
    ajvFormatsModule: require.resolve('ajv-formats/dist/formats.js'),
  });
  // Inside the project (data/ is git-ignored, and not node_modules/, which the runner hands to
  // node untransformed), so the module graph loads it with its .ts import in node and jsdom alike.
  mkdirSync(join(root, 'data/test-screens'), { recursive: true });
  const file = join(mkdtempSync(join(root, 'data/test-screens/screen-')), `${id}.mjs`);
  writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ file)) as { default: CompiledScreen };
  return { screen: module.default, code };
}

/** A module as the plugin ships it from a file's text (broken or not), loaded like compileScreen's; `warnings` are the build's. */
export async function loadScreenModule(id: string, source: string | undefined): Promise<{ screen: CompiledScreen; named: Record<string, unknown>; warnings: string[] }> {
  const warnings: string[] = [];
  const code = await screenModule(id, source, (message) => warnings.push(message), {
    formatsModule: join(root, 'src/shared/formats.ts'),
    ajvFormatsModule: require.resolve('ajv-formats/dist/formats.js'),
  });
  mkdirSync(join(root, 'data/test-screens'), { recursive: true });
  const file = join(mkdtempSync(join(root, 'data/test-screens/screen-')), `${id}.mjs`);
  writeFileSync(file, code);
  const module = (await import(/* @vite-ignore */ file)) as { default: CompiledScreen } & Record<string, unknown>;
  return { screen: module.default, named: module, warnings };
}
