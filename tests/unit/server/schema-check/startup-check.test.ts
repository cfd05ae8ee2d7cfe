/**
 * The start-up check remembered across starts (src/server/schema-check/startup-check.ts): a restart
 * with the same files takes the previous verdict, and any change to a descriptor or a message is
 * checked afresh, so that what `npm start` prints and refuses is always what the files say.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../../src/server/schema-check/files';
import { startupCheck } from '../../../../src/server/schema-check/startup-check';

let root: string;
let cacheFile: string;
let folders: { schemasDir: string; localesDir: string };

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portal-startup-check-'));
  for (const part of ['schemas', 'locales']) cpSync(join(process.cwd(), part), join(root, part), { recursive: true });
  folders = { schemasDir: join(root, 'schemas'), localesDir: join(root, 'locales') };
  cacheFile = join(root, 'cache', 'startup-check.json');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('startupCheck', () => {
  it('checks once, then takes the verdict it kept while nothing changed', () => {
    expect(startupCheck(root, folders, cacheFile)).toEqual({ problems: [], broken: new Map() });
    expect(existsSync(cacheFile)).toBe(true);
    const kept = statSync(cacheFile).mtimeMs;
    expect(startupCheck(root, folders, cacheFile)).toEqual({ problems: [], broken: new Map() });
    expect(statSync(cacheFile).mtimeMs).toBe(kept);
  });

  it('checks afresh when a descriptor changed, and names the screen it breaks', () => {
    startupCheck(root, folders, cacheFile);
    writeFileSync(join(folders.schemasDir, 'company.json'), '{"id": "company",');
    const broken = startupCheck(root, folders, cacheFile);
    expect(broken.problems).toEqual(checkSchemas(root, { ...folders, fixtures: false }));
    expect(broken.problems.map((problem) => problem.file)).toContain('schemas/company.json');
    expect([...broken.broken.keys()]).toEqual(['company']);
    // The kept verdict is the broken one now, as a second start would print it.
    expect(startupCheck(root, folders, cacheFile)).toEqual(broken);
  });

  it('checks afresh when a message changed', () => {
    startupCheck(root, folders, cacheFile);
    const file = join(folders.localesDir, 'en.json');
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const [id] = Object.keys(messages);
    writeFileSync(file, JSON.stringify({ ...messages, [id as string]: '' }, null, 2));
    const found = startupCheck(root, folders, cacheFile).problems;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((problem) => problem.file === 'locales/en.json')).toBe(true);
  });

  it('checks as before when the cache cannot be written', () => {
    const unwritable = join(root, 'schemas', 'company.json', 'startup-check.json');
    expect(startupCheck(root, folders, unwritable)).toEqual({ problems: [], broken: new Map() });
  });
});
