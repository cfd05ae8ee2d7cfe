/**
 * The checker on the project's files: schemas/, locales/ and tests/fixtures/ under a root folder.
 * `npm run schemas:check` prints `checkSchemas`; `npm start` prints it too and serves every screen
 * but those `brokenScreens` names. Everything judged here is judged by the pure checks beside it
 * (check-screen.ts, check-locales.ts), which the run-time editor calls on drafts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join, relative } from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { expandSchema, type ScreenDescriptor } from '../../shared/descriptor';
import { breakingProblems, checkScreenDescriptor, type CodedProblem, type MessageCatalogues, type Problem } from './check-screen';
import { checkEnumSets, checkLocaleSources, enumSetsOf, jsonProblems } from './check-locales';
import { createDataAjv } from './data-ajv';
import { parseJsonSource } from './json-source';

/** A screen descriptor's file name; enums.json and _meta.schema.json are not screens. */
const SCREEN_FILE = /^[a-z][a-z0-9-]*\.json$/;
const NOT_SCREENS = new Set(['enums.json']);

interface ScreenFile {
  id: string;
  /** Relative to the root, with forward slashes. */
  file: string;
  source: string;
  /** The descriptor when the text is JSON. */
  value?: unknown;
}

const readText = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** Where the files are: `root`'s schemas/, locales/ and tests/fixtures/ unless told (the server's SCHEMAS_DIR, LOCALES_DIR). */
export interface CheckFolders {
  schemasDir?: string;
  localesDir?: string;
  /** Whether each screen's fixtures are checked (schemas:check does; a server has none). True by default. */
  fixtures?: boolean;
}

/** A path as problems name it: relative to the root, with forward slashes. */
const named = (root: string, path: string): string => {
  const inside = relative(root, path);
  return (inside.startsWith('..') || isAbsolute(inside) ? path : inside).split('\\').join('/');
};

function screenFiles(root: string, dir: string): ScreenFile[] {
  return readdirSync(dir).filter((name) => SCREEN_FILE.test(name) && !NOT_SCREENS.has(name)).sort().map((name) => {
    const source = readFileSync(join(dir, name), 'utf8');
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      value = undefined;
    }
    return { id: basename(name, '.json'), file: named(root, join(dir, name)), source, ...(value === undefined ? {} : { value }) };
  });
}

/**
 * The screens that cannot be served, each with why: not JSON, not a descriptor, or a data schema ajv
 * cannot compile. The portal refuses these screens alone and serves the rest.
 */
export function brokenScreens(root: string, folders: Pick<CheckFolders, 'schemasDir'> = {}): Map<string, CodedProblem[]> {
  const broken = new Map<string, CodedProblem[]>();
  for (const screen of screenFiles(root, folders.schemasDir ?? join(root, 'schemas'))) {
    const problems = breakingProblems(screen.value, { file: screen.file, source: screen.source }).map((problem) => ({ ...problem, screen: screen.id }));
    if (problems.length) broken.set(screen.id, problems);
  }
  return broken;
}

/** The catalogues of locales/ as the checks read them, and their own problems. */
function readLocales(root: string, dir: string): { problems: Problem[]; messages: MessageCatalogues } {
  const problems: Problem[] = [];
  const sources = { zh: '', en: '' };
  const files = { zh: named(root, join(dir, 'zh.json')), en: named(root, join(dir, 'en.json')) };
  for (const locale of ['zh', 'en'] as const) {
    const text = readText(join(dir, `${locale}.json`));
    if (text === undefined) problems.push({ file: files[locale], path: '', message: 'the catalogue is missing' });
    sources[locale] = text ?? '{}';
  }
  const checked = checkLocaleSources(sources, files);
  return { problems: [...problems, ...checked.problems], messages: checked.messages };
}

/** Everything `npm run schemas:check` reports, each problem with its file, JSON pointer, line and column. */
export function checkSchemas(root: string, folders: CheckFolders = {}): Problem[] {
  const schemasDir = folders.schemasDir ?? join(root, 'schemas');
  const problems: Problem[] = [];
  const { problems: localeProblems, messages } = readLocales(root, folders.localesDir ?? join(root, 'locales'));
  problems.push(...localeProblems);

  const metaFile = join(schemasDir, '_meta.schema.json');
  const metaSource = readText(metaFile);
  if (metaSource !== undefined) problems.push(...jsonProblems(named(root, metaFile), metaSource).problems);
  const enumsFile = named(root, join(schemasDir, 'enums.json'));
  const enumsSource = readText(join(schemasDir, 'enums.json')) ?? '{}';
  const enumsRead = jsonProblems(enumsFile, enumsSource);
  problems.push(...enumsRead.problems);
  const enumsValue = enumsRead.parsed.ok ? enumsRead.parsed.value : {};
  if (enumsRead.parsed.ok) problems.push(...checkEnumSets(enumsValue, messages, { file: enumsFile, source: enumsSource }));
  const enums = enumSetsOf(enumsValue);

  const screens = screenFiles(root, schemasDir);
  const usable = screens.filter((screen) => breakingProblems(screen.value).length === 0);
  for (const screen of screens) {
    const others = usable.filter((other) => other !== screen).map((other) => other.value as ScreenDescriptor);
    const found = checkScreenDescriptor(screen.value, { messages, enums, otherDescriptors: others, file: screen.file, source: screen.source });
    problems.push(...found.map((problem) => ({ ...problem, screen: screen.id })));
    if (!usable.includes(screen) || folders.fixtures === false) continue;
    let validate: ValidateFunction;
    try {
      validate = createDataAjv().compile(expandSchema((screen.value as ScreenDescriptor).schema));
    } catch {
      continue;
    }
    problems.push(...checkFixtures(root, screen, validate));
  }
  return problems;
}

interface InvalidFixture {
  data: unknown;
  /** Each expected error as the field path and the ajv keyword, e.g. {"field": "email", "keyword": "format"}. */
  expect: { field: string; keyword: string }[];
}

const fieldOf = (error: ErrorObject): string => {
  const base = error.instancePath.split('/').filter(Boolean).join('.');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : '';
  return [base, missing].filter(Boolean).join('.');
};

const jsonFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : []);

/** A screen's fixtures: at least one valid record, each valid one valid, each invalid one failing as it says. */
function checkFixtures(root: string, screen: ScreenFile, validate: ValidateFunction): Problem[] {
  const problems: Problem[] = [];
  const base = `tests/fixtures/${screen.id}`;
  if (jsonFiles(join(root, base, 'valid')).length === 0) {
    const parsed = parseJsonSource(screen.source);
    problems.push({ file: screen.file, path: '/id', ...(parsed.ok ? parsed.locate('/id') : {}), message: `screen "${screen.id}" has no fixtures: add at least one valid record as ${base}/valid/<name>.json`, screen: screen.id });
  }
  for (const kind of ['valid', 'invalid'] as const) {
    const dir = join(root, base, kind);
    for (const name of jsonFiles(dir)) {
      const file = named(root, join(dir, name));
      const read = jsonProblems(file, readFileSync(join(dir, name), 'utf8'));
      const report = (path: string, message: string) =>
        problems.push({ file, path, ...(read.parsed.ok ? read.parsed.locate(path) : {}), message, screen: screen.id });
      problems.push(...read.problems.map((problem) => ({ ...problem, screen: screen.id })));
      if (!read.parsed.ok) continue;
      const fixture = read.parsed.value;
      if (kind === 'valid') {
        if (!validate(fixture)) {
          for (const error of validate.errors ?? []) report(error.instancePath, `should be valid, but ${fieldOf(error) || 'the record'}: ${error.message}`);
        }
        continue;
      }
      const { data, expect } = (fixture ?? {}) as InvalidFixture;
      if (!Array.isArray(expect) || expect.length === 0) {
        report('/expect', 'an invalid fixture lists the errors it expects: [{"field", "keyword"}]');
        continue;
      }
      if (validate(data)) {
        report('/data', 'should be invalid, but passes');
        continue;
      }
      const got = (validate.errors ?? []).map((error) => `${fieldOf(error)}:${error.keyword}`);
      expect.forEach((expected, i) => {
        if (!got.includes(`${expected.field}:${expected.keyword}`)) report(`/expect/${i}`, `expected ${expected.field}:${expected.keyword}, got ${got.join(', ')}`);
      });
    }
  }
  return problems;
}
