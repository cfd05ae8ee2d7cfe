/**
 * The built server (scripts/lib/server-build.ts) is one module in dist/server: a path taken relative
 * to a source module's own place (new URL('…', import.meta.url)) would point elsewhere once bundled.
 * Files beside the code are named from the project's root (src/server/project-root.ts) instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../src/server/project-root';

const sourcesUnder = (dir: string): string[] => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  if (statSync(path).isDirectory()) return sourcesUnder(path);
  return /\.tsx?$/.test(name) ? [path] : [];
});

describe('the server as one built module', () => {
  it('finds the project root from either depth', () => {
    expect(readFileSync(join(projectRoot, 'package.json'), 'utf8')).toContain('"name"');
  });

  it('reads no file relative to a module of its own, but project-root.ts', () => {
    const relative = [...sourcesUnder(join(projectRoot, 'src/server')), ...sourcesUnder(join(projectRoot, 'src/shared'))]
      .filter((file) => readFileSync(file, 'utf8').includes('import.meta.url'))
      .map((file) => file.slice(projectRoot.length + 1));
    expect(relative).toEqual(['src/server/project-root.ts']);
  });
});

/** The packages src/server/packages-on-demand.ts loads on first use: importing one at the top puts it back into every start. */
const ON_DEMAND = ['exceljs', 'archiver', 'nodemailer', '@rjsf/utils', '@rjsf/validator-ajv8'];

describe('packages loaded on demand', () => {
  it('are imported by no server module at the top, only as types', () => {
    const onDemand = new RegExp(`^import (?!type )[^;]*from '(${ON_DEMAND.join('|')})(/[^']*)?';`, 'm');
    const eager = [...sourcesUnder(join(projectRoot, 'src/server')), ...sourcesUnder(join(projectRoot, 'src/shared'))]
      .filter((file) => onDemand.test(readFileSync(file, 'utf8')))
      .map((file) => file.slice(projectRoot.length + 1));
    expect(eager).toEqual([]);
  });

  it('load, once for all callers', async () => {
    const packages = await import('../../../src/server/packages-on-demand');
    expect(packages.loadExcelJs()).toBe(packages.loadExcelJs());
    expect(typeof (await packages.loadExcelJs()).Workbook).toBe('function');
    expect(typeof (await packages.loadArchiver()).ZipArchive).toBe('function');
    expect(typeof (await packages.loadNodemailer()).createTransport).toBe('function');
    const compiler = await packages.loadSchemaCompiler();
    expect(typeof compiler.compileSchemaValidatorsCode).toBe('function');
    expect(compiler.hashForSchema({ type: 'string' })).toMatch(/\w+/);
  });
});
