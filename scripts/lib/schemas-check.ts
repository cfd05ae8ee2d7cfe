/**
 * `npm run schemas:check`: everything organiser staff or translators can break by editing schemas/
 * or locales/, each problem named by file and JSON path:
 *   - a descriptor that does not match schemas/_meta.schema.json, or whose id is not its file name
 *   - a data schema ajv cannot compile
 *   - UI schema, upload rules, list columns, filters, sort and export naming fields that do not exist
 *   - status sets (x-enum, list status) missing from schemas/enums.json
 *   - message ids missing from locales/zh.json or locales/en.json
 *   - fixtures in tests/fixtures/<screen>/valid that fail, or in invalid/ that pass or fail otherwise
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { CUSTOM_FORMATS } from '../../src/shared/formats';
import { expandSchema, forStaff, listableFields, optionSource, type EnumSets, type ListDescriptor, type ScreenDescriptor } from '../../src/shared/descriptor';

export interface Problem {
  file: string;
  /** JSON pointer inside the file ('' for the file as a whole). */
  path: string;
  message: string;
}

/** Widgets the engine provides (src/engine); a UI schema naming another one is a typo. */
export const KNOWN_WIDGETS = new Set(['text', 'textarea', 'password', 'email', 'uri', 'updown', 'select', 'radio',
  'checkboxes', 'checkbox', 'switch', 'date', 'datetime', 'moment', 'upload', 'hidden']);

const UI_TEXT_KEYS = ['ui:title', 'ui:description', 'ui:help', 'ui:placeholder'];
const SCREEN_FILE = /^[a-z][a-z0-9-]*\.json$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const pointer = (...parts: (string | number)[]): string => parts.map((p) => `/${String(p).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

/** An ajv for data schemas: our formats, and our x-* annotations known (strict mode stays on). */
export function createDataAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats.default(ajv, ['email', 'date', 'date-time', 'uri']);
  for (const [name, validate] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  for (const keyword of ['x-enum', 'x-messages', 'x-upload', 'x-money']) ajv.addKeyword({ keyword, schemaType: ['string', 'object', 'boolean'] });
  return ajv;
}

function readJson(file: string, problems: Problem[], root: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push({ file: relative(root, file), path: '', message: `not valid JSON: ${(error as Error).message}` });
    return undefined;
  }
}

/** A descriptor's lists by key: the owner's ("list") and the organiser console's ("staffList"). */
const listsOf = (descriptor: ScreenDescriptor): [string, ListDescriptor][] =>
  (['list', 'staffList'] as const).flatMap((key) => (descriptor[key] ? [[key, descriptor[key]] as [string, ListDescriptor]] : []));

/** Message ids a descriptor uses, with where it uses them. */
function messageIds(descriptor: ScreenDescriptor): { id: string; path: string }[] {
  const found: { id: string; path: string }[] = [{ id: descriptor.title, path: '/title' }];
  const walkSchema = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walkSchema(item, `${path}/${i}`));
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'title' || key === 'description') && typeof value === 'string') found.push({ id: value, path: `${path}${pointer(key)}` });
      else if (key === 'x-messages' && isObject(value)) {
        for (const [rule, id] of Object.entries(value)) found.push({ id: String(id), path: `${path}${pointer(key, rule)}` });
      } else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') walkSchema(value, `${path}${pointer(key)}`);
    }
  };
  walkSchema(descriptor.schema, '/schema');
  walkSchema(descriptor.record, '/record');
  const walkUi = (node: unknown, path: string): void => {
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (UI_TEXT_KEYS.includes(key) && typeof value === 'string') found.push({ id: value, path: `${path}${pointer(key)}` });
      else if (!key.startsWith('ui:')) walkUi(value, `${path}${pointer(key)}`);
    }
  };
  walkUi(descriptor.uiSchema, '/uiSchema');
  for (const [key, list] of listsOf(descriptor)) {
    list.columns.forEach((column, i) => { if (column.title) found.push({ id: column.title, path: `/${key}/columns/${i}/title` }); });
    list.rowActions?.forEach((action, i) => {
      found.push({ id: action.label, path: `/${key}/rowActions/${i}/label` });
      if (action.confirm) found.push({ id: action.confirm, path: `/${key}/rowActions/${i}/confirm` });
    });
  }
  return found;
}

/** UI schema keys must follow the data schema's shape. */
function checkUiSchema(ui: unknown, schema: unknown, path: string, report: (path: string, message: string) => void): void {
  if (!isObject(ui) || !isObject(schema)) return;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string' && !KNOWN_WIDGETS.has(value)) {
      report(`${path}${pointer(key)}`, `unknown widget "${value}" (known: ${[...KNOWN_WIDGETS].join(', ')})`);
    } else if (key === 'ui:order' && Array.isArray(value)) {
      value.forEach((field, i) => {
        if (field !== '*' && !(String(field) in properties)) report(`${path}${pointer(key, i)}`, `ui:order names "${String(field)}", which is not a field`);
      });
    } else if (key === 'ui:options' && isObject(value) && 'source' in value && !(typeof value.source === 'string' && /^\/[\w\-/]+$/.test(value.source))) {
      report(`${path}${pointer(key, 'source')}`, 'an options source is an API path like "/v4/exhibitor/report/category"');
    } else if (key === 'items') {
      checkUiSchema(value, schema.items, `${path}/items`, report);
    } else if (!key.startsWith('ui:')) {
      if (!(key in properties)) report(`${path}${pointer(key)}`, `no field "${key}" in the data schema`);
      else checkUiSchema(value, properties[key], `${path}${pointer(key)}`, report);
    }
  }
}

export function checkSchemas(root: string): Problem[] {
  const problems: Problem[] = [];
  const schemasDir = join(root, 'schemas');
  const meta = readJson(join(schemasDir, '_meta.schema.json'), problems, root);
  const enums = (readJson(join(schemasDir, 'enums.json'), problems, root) ?? {}) as EnumSets;
  const locales = Object.fromEntries(['zh', 'en'].map((locale) =>
    [locale, (readJson(join(root, 'locales', `${locale}.json`), problems, root) ?? {}) as Record<string, string>]));
  if (!isObject(meta)) return problems;

  const metaAjv = new Ajv({ allErrors: true, strict: false });
  const validateDescriptor = metaAjv.compile(meta);
  const missingMessage = (id: string) => ['zh', 'en'].filter((locale) => !(id in locales[locale]!));

  for (const [name, set] of Object.entries(enums)) {
    for (const [code, entry] of Object.entries(set)) {
      for (const locale of missingMessage(entry.label)) {
        problems.push({ file: 'schemas/enums.json', path: pointer(name, code, 'label'), message: `message id "${entry.label}" is missing in locales/${locale}.json` });
      }
    }
  }

  const files = readdirSync(schemasDir).filter((file) => SCREEN_FILE.test(file) && file !== 'enums.json').sort();
  for (const file of files) {
    const rel = `schemas/${file}`;
    const report = (path: string, message: string) => problems.push({ file: rel, path, message });
    const descriptor = readJson(join(schemasDir, file), problems, root) as ScreenDescriptor | undefined;
    if (descriptor === undefined) continue;

    if (!validateDescriptor(descriptor)) {
      for (const error of validateDescriptor.errors ?? []) report(error.instancePath, describeMetaError(error));
      continue;
    }
    if (descriptor.id !== basename(file, '.json')) report('/id', `id "${descriptor.id}" must equal the file name "${basename(file, '.json')}"`);

    let validate: ValidateFunction | undefined;
    try {
      validate = createDataAjv().compile(expandSchema(descriptor.schema));
    } catch (error) {
      report('/schema', `the data schema does not compile: ${(error as Error).message}`);
    }

    for (const { id, path } of messageIds(descriptor)) {
      for (const locale of missingMessage(id)) report(path, `message id "${id}" is missing in locales/${locale}.json`);
    }

    checkUiSchema(descriptor.uiSchema, descriptor.schema, '/uiSchema', report);

    const fields = descriptor.schema.properties;
    for (const [field, rule] of Object.entries(descriptor.uploads ?? {})) {
      const schema = fields[field];
      const isUpload = schema?.['x-upload'] === true || (isObject(schema?.items) && schema.items['x-upload'] === true);
      if (!isUpload) report(pointer('uploads', field), `"${field}" is not an upload field ("x-upload": true, or an array of them)`);
      if (rule.dimensions && rule.aspectRatio) report(pointer('uploads', field), 'give either exact dimensions or an aspect ratio, not both');
    }
    for (const [field, schema] of Object.entries(fields)) {
      const isUpload = schema['x-upload'] === true || (isObject(schema.items) && schema.items['x-upload'] === true);
      if (isUpload && !descriptor.uploads?.[field]) report(pointer('schema', 'properties', field), `upload field "${field}" has no rule in "uploads"`);
    }

    const ownListable = listableFields(descriptor);
    const checkEnum = (name: string | undefined, path: string) => {
      if (name !== undefined && !(name in enums)) report(path, `status set "${name}" is not in schemas/enums.json`);
    };
    for (const [field, schema] of Object.entries(ownListable)) {
      const base = field in fields ? pointer('schema', 'properties', field) : pointer('record', 'properties', field);
      checkEnum(schema['x-enum'], `${base}/x-enum`);
    }
    // The staff's list may also show whose each record is (the staff fields forStaff adds).
    const staffListable = listableFields(forStaff(descriptor));
    for (const [key, list] of listsOf(descriptor)) {
      const listable = key === 'staffList' ? staffListable : ownListable;
      list.columns.forEach((column, i) => {
        const field = listable[column.field];
        if (!field) return report(`/${key}/columns/${i}/field`, `no field "${column.field}" in the schema or the record`);
        if (!column.title && !field.title) report(`/${key}/columns/${i}`, `column "${column.field}" has no title (give the field or the column one)`);
        checkEnum(column.status, `/${key}/columns/${i}/status`);
        if (column.filter === 'select' && !column.status && !field['x-enum'] && !field.enum && !optionSource(descriptor, column.field)) {
          report(`/${key}/columns/${i}/filter`, `a select filter on "${column.field}" needs options (an enum, x-enum, status or a "ui:options" source)`);
        }
      });
      const sort = list.defaultSort;
      if (sort && !list.columns.some((column) => column.field === sort.field && column.sortable)) {
        report(`/${key}/defaultSort/field`, `default sort "${sort.field}" is not a sortable column`);
      }
      list.export?.forEach((field, i) => {
        if (!listable[field]) report(`/${key}/export/${i}`, `no field "${field}" to export`);
      });
    }

    if (validate) problems.push(...checkFixtures(root, basename(file, '.json'), validate));
  }
  return problems;
}

function describeMetaError(error: ErrorObject): string {
  if (error.keyword === 'additionalProperties') return `unknown key "${String(error.params.additionalProperty)}"`;
  if (error.keyword === 'required') return `missing "${String(error.params.missingProperty)}"`;
  if (error.keyword === 'pattern' && String(error.schemaPath).includes('messageId')) return 'not a message id (like "company.name")';
  return error.message ?? error.keyword;
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

function checkFixtures(root: string, screen: string, validate: ValidateFunction): Problem[] {
  const problems: Problem[] = [];
  for (const kind of ['valid', 'invalid'] as const) {
    const dir = join(root, 'tests/fixtures', screen, kind);
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
      const rel = relative(root, join(dir, file));
      const fixture = readJson(join(dir, file), problems, root);
      if (fixture === undefined) continue;
      if (kind === 'valid') {
        if (!validate(fixture)) {
          for (const error of validate.errors ?? []) problems.push({ file: rel, path: error.instancePath, message: `should be valid, but ${fieldOf(error) || 'the record'}: ${error.message}` });
        }
        continue;
      }
      const { data, expect } = fixture as InvalidFixture;
      if (!Array.isArray(expect) || expect.length === 0) {
        problems.push({ file: rel, path: '/expect', message: 'an invalid fixture lists the errors it expects: [{"field", "keyword"}]' });
        continue;
      }
      if (validate(data)) {
        problems.push({ file: rel, path: '/data', message: 'should be invalid, but passes' });
        continue;
      }
      const got = (validate.errors ?? []).map((error) => `${fieldOf(error)}:${error.keyword}`);
      expect.forEach((expected, i) => {
        if (!got.includes(`${expected.field}:${expected.keyword}`)) {
          problems.push({ file: rel, path: `/expect/${i}`, message: `expected ${expected.field}:${expected.keyword}, got ${got.join(', ')}` });
        }
      });
    }
  }
  return problems;
}

export const formatProblem = (problem: Problem): string => `${problem.file}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
