/**
 * What organiser staff can break in one screen descriptor, checked on the descriptor itself, wherever
 * it comes from: a file of schemas/ (`npm run schemas:check`, `npm start`, the client build) or a
 * draft held in the database (the run-time editor, on save and on publish). No file is read here.
 *
 * A problem names the file, the JSON pointer and, when the JSON text is given, its line and column,
 * and says what is wrong by a code and its values (problem-sentences.ts), which the English sentence
 * is made from.
 * Some problems make the screen unusable (`breakingProblems`: not JSON, not a descriptor, a data
 * schema ajv cannot compile): such a screen is refused alone, the rest of the portal goes on.
 */
import { createHash } from 'node:crypto';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { Ajv } from 'ajv';
import { expandSchema, forStaff, listableFields, optionSource, type EnumSets, type FieldSchema, type ListDescriptor, type ScreenDescriptor, type ScreenProblem, type UploadRule } from '../../shared/descriptor';
import { braces, checkMessage, messageLiterals } from '../../shared/message-check';
import { TIME_FIELD } from '../../shared/show-time';
import { RULE_ARGUMENTS, ruleValues, VALIDATION_ARGUMENTS } from '../../shared/validation-messages';
import metaSchema from '../../../schemas/_meta.schema.json';
import { createDataAjv } from './data-ajv';
import { isJsonObject, parseJsonSource, toPointer, type JsonSource } from './json-source';
import { worded, type WordedProblem } from './problem-sentences';

export interface Problem {
  file: string;
  /** JSON pointer inside the file ('' for the file as a whole). */
  path: string;
  line?: number;
  column?: number;
  /** In English, for whoever edits the file. */
  message: string;
  /** The screen the problem belongs to, when it belongs to one. */
  screen?: string;
}

/** A problem named by its code too: every problem of a descriptor, and a JSON text's own. */
export type CodedProblem = Problem & WordedProblem;

/** A descriptor's problem as a screen that cannot be used carries it (ScreenDescriptor.broken). */
export const screenProblemOf = ({ path, line, column, code, params, message }: CodedProblem): ScreenProblem =>
  ({ path, ...(line === undefined ? {} : { line, column }), code, params, message });

type Report = (path: string, problem: WordedProblem) => void;

export interface MessageCatalogues {
  zh: Record<string, string>;
  en: Record<string, string>;
}

export interface ScreenCheckContext {
  messages: MessageCatalogues;
  enums: EnumSets;
  /** The portal's other screens (one with the same id is the one being replaced, and is skipped). */
  otherDescriptors: ScreenDescriptor[];
  /** Where the descriptor lives, for the problems; `schemas/<id>.json` by default. */
  file?: string;
  /** The descriptor's JSON text: problems then carry line and column, and repeated keys are found. */
  source?: string;
}

/** Widgets the engine provides (src/engine); a UI schema naming another one is a typo. */
export const KNOWN_WIDGETS = new Set(['text', 'textarea', 'password', 'email', 'uri', 'updown', 'select', 'radio',
  'checkboxes', 'checkbox', 'switch', 'date', 'datetime', 'moment', 'upload', 'hidden']);

const LOCALES = ['zh', 'en'] as const;
/** UI schema keys that hold message ids, and what the engine passes them. */
const UI_TEXT_KEYS: Record<string, 'none' | 'rules'> = { 'ui:title': 'none', 'ui:description': 'rules', 'ui:help': 'rules', 'ui:placeholder': 'rules' };
/** Which texts must not type a rule's number by hand: help texts. A placeholder's example ("e.g. 200 a day") may hold any number. */
const HELP_KEYS = new Set(['description', 'ui:description', 'ui:help']);
/** Rule numbers too common in ordinary words to tell a hand-typed limit ("1 August", "one file"). */
const TOO_COMMON = new Set(['0', '1']);
const STRING_ONLY_FILTER = 'text';

const isObject = isJsonObject;
const typesOf = (schema: FieldSchema | undefined): string[] => {
  const type = schema?.type;
  return Array.isArray(type) ? type.map(String) : type === undefined ? [] : [String(type)];
};
const isUploadField = (schema: FieldSchema | undefined): boolean =>
  schema?.['x-upload'] === true || (isObject(schema?.items) && (schema.items as FieldSchema)['x-upload'] === true);
/** What a field holds, as a filter's problem names it: "upload", its type(s), or "any". */
const kindOf = (schema: FieldSchema): string => (isUploadField(schema) ? 'upload' : typesOf(schema).join(' or ') || 'any');

let metaValidator: ValidateFunction | undefined;
const validateMeta = (): ValidateFunction => (metaValidator ??= new Ajv({ allErrors: true, strict: false }).compile(metaSchema));

const limitOf = (error: ErrorObject): { limit: number } => ({ limit: Number(error.params.limit) });

/** Each keyword the meta-schema uses, as the problem it names, with ajv's values for it. */
const META_PROBLEMS: Record<string, (error: ErrorObject) => WordedProblem> = {
  required: (error) => worded('requiredProperty', { name: String(error.params.missingProperty) }),
  additionalProperties: (error) => worded('additionalProperties', { key: String(error.params.additionalProperty) }),
  type: (error) => worded('type', { type: String(error.params.type) }),
  // Literal text where a label belongs is the commonest slip: it is named as such, not by its pattern.
  pattern: (error) => (String(error.schemaPath).includes('messageId') ? worded('messageId', {}) : worded('pattern', { pattern: String(error.params.pattern) })),
  enum: (error) => worded('enum', { values: (error.params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ') }),
  const: (error) => worded('const', { value: JSON.stringify(error.params.allowedValue) }),
  minItems: (error) => worded('minItems', limitOf(error)),
  uniqueItems: () => worded('duplicateItems', {}),
  minimum: (error) => worded('minimum', limitOf(error)),
  maximum: (error) => worded('maximum', limitOf(error)),
  exclusiveMinimum: (error) => worded('exclusiveMinimum', limitOf(error)),
};

const metaProblem = (error: ErrorObject): WordedProblem =>
  META_PROBLEMS[error.keyword]?.(error) ?? worded('other', { detail: error.message ?? error.keyword });

/** The file a descriptor's problems are reported on. */
const fileOf = (descriptor: unknown, file: string | undefined): string =>
  file ?? `schemas/${isObject(descriptor) && typeof descriptor.id === 'string' ? descriptor.id : 'screen'}.json`;

/** Places problems at their line and column in the descriptor's text, when it is known. */
const placed = (problems: CodedProblem[], source: JsonSource | undefined): CodedProblem[] =>
  problems.map((problem) => (source?.ok && problem.line === undefined ? { ...problem, ...source.locate(problem.path) } : problem));

const REMEMBERED_OUTCOMES = 256;

/**
 * Why ajv cannot compile a data schema, or null when it can; remembered by the schema's JSON, since
 * drafts and checks against other screens bring the same data schema under other descriptors. Every
 * compile gets a fresh ajv of its own, so the outcome depends on the JSON alone.
 */
const compileOutcomes = new Map<string, string | null>();

function compileError(schema: ScreenDescriptor['schema']): string | null {
  const key = JSON.stringify(schema);
  let outcome = compileOutcomes.get(key);
  if (outcome !== undefined) return outcome;
  try {
    createDataAjv().compile(expandSchema(schema));
    outcome = null;
  } catch (error) {
    outcome = (error as Error).message;
  }
  if (compileOutcomes.size >= REMEMBERED_OUTCOMES) compileOutcomes.delete(compileOutcomes.keys().next().value as string);
  compileOutcomes.set(key, outcome);
  return outcome;
}

/**
 * A screen's breaking problems, remembered by a hash of its file name and text (or of its descriptor
 * when no text is given). Checking against the meta-schema (whose own compile is most of a cold
 * check) and compiling the data schema are what checking costs; one start asks for each screen up to
 * three times (the start-up report, each screen's own check, the registry that refuses a broken
 * screen), and the start-up check keeps the answers for the next start (startup-check.ts), which then
 * compiles nothing. An answer depends on its input alone: every compile gets a fresh ajv of its own,
 * and the meta-schema is the checker's own file. The oldest are forgotten beyond a bound, since the
 * run-time editor checks drafts for as long as the server runs.
 */
const outcomes = new Map<string, CodedProblem[]>();

function remember(key: string, outcome: CodedProblem[]): void {
  if (outcomes.size >= REMEMBERED_OUTCOMES) outcomes.delete(outcomes.keys().next().value as string);
  outcomes.set(key, outcome);
}

/** The answers remembered so far: a start keeps them for the next (startup-check.ts). */
export const rememberedOutcomes = (): [string, CodedProblem[]][] => [...outcomes];

/** Takes answers a previous start remembered, made by the same checker on the same packages. */
export function rememberOutcomes(previous: readonly [string, CodedProblem[]][]): void {
  for (const [key, outcome] of previous.slice(-REMEMBERED_OUTCOMES)) remember(key, outcome);
}

/**
 * The problems that make a screen unusable: its text is not JSON, it is not a descriptor
 * (schemas/_meta.schema.json), or ajv cannot compile its data schema. Empty when it can be served.
 * A descriptor given with its text is the text's value.
 */
export function breakingProblems(descriptor: unknown, options: { file?: string; source?: string } = {}): CodedProblem[] {
  const input = JSON.stringify([options.file ?? null, options.source ?? descriptor ?? null, options.source !== undefined]);
  const key = createHash('sha256').update(input).digest('base64');
  let outcome = outcomes.get(key);
  if (!outcome) remember(key, (outcome = checkBreaking(descriptor, options)));
  return [...outcome];
}

function checkBreaking(descriptor: unknown, options: { file?: string; source?: string }): CodedProblem[] {
  const parsed = options.source === undefined ? undefined : parseJsonSource(options.source);
  if (parsed && !parsed.ok) {
    return [{ file: options.file ?? 'schemas/screen.json', path: '', line: parsed.error.line, column: parsed.error.column, ...worded('notJson', { detail: parsed.error.message }) }];
  }
  const value = parsed?.ok && descriptor === undefined ? parsed.value : descriptor;
  const file = fileOf(value, options.file);
  const screen = isObject(value) && typeof value.id === 'string' ? value.id : undefined;
  const problems: CodedProblem[] = [];
  const report: Report = (path, problem) => problems.push({ file, path, ...problem, ...(screen ? { screen } : {}) });
  const validate = validateMeta();
  if (!validate(value)) {
    // An unknown key is shown where it is written, not at its object.
    for (const error of validate.errors ?? []) {
      const at = error.keyword === 'additionalProperties' ? `${error.instancePath}${toPointer(String(error.params.additionalProperty))}` : error.instancePath;
      report(at, metaProblem(error));
    }
    return placed(problems, parsed);
  }
  const detail = compileError((value as ScreenDescriptor).schema);
  if (detail !== null) {
    // A mistyped keyword ("maxlength") is shown where it is written.
    const keyword = /unknown keyword: "([^"]+)"/.exec(detail)?.[1];
    report((keyword && pointerOfKey((value as ScreenDescriptor).schema, keyword, '/schema')) || '/schema', worded('schemaCompile', { detail }));
  }
  return placed(problems, parsed);
}

/** The pointer of the first place `key` is written in `node` (depth first), or undefined. */
function pointerOfKey(node: unknown, key: string, path: string): string | undefined {
  if (Array.isArray(node)) {
    for (const [i, item] of node.entries()) {
      const found = pointerOfKey(item, key, `${path}/${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isObject(node)) return undefined;
  if (Object.hasOwn(node, key)) return `${path}${toPointer(key)}`;
  for (const [name, child] of Object.entries(node)) {
    const found = pointerOfKey(child, key, `${path}${toPointer(name)}`);
    if (found) return found;
  }
  return undefined;
}

/** A descriptor's lists by key: the owner's ("list") and the organiser console's ("staffList"). */
const listsOf = (descriptor: ScreenDescriptor): [string, ListDescriptor][] =>
  (['list', 'staffList'] as const).flatMap((key) => (descriptor[key] ? [[key, descriptor[key]] as [string, ListDescriptor]] : []));

/** A message id the descriptor uses: where, and which arguments the code gives it there. */
interface MessageUse {
  id: string;
  path: string;
  /** The argument names the engine passes; undefined: not checked. */
  passes?: readonly string[];
  /** Numbers of the field's rules this text must not type by hand, with the rule each comes from. */
  ruleNumbers?: { value: string; rule: string; argument: string }[];
}

/** The top-level field a pointer inside /schema/properties or /uiSchema belongs to. */
function uploadRuleFor(descriptor: ScreenDescriptor, field: string | undefined): UploadRule | undefined {
  return field === undefined ? undefined : descriptor.uploads?.[field];
}

/** The numbers of a field's rules as a hand-typed text would spell them, and the argument to use instead. */
function ruleNumbersOf(schema: FieldSchema | undefined, upload: UploadRule | undefined, only?: string): { value: string; rule: string; argument: string }[] {
  const numbers: { value: string; rule: string; argument: string }[] = [];
  for (const [argument, value] of Object.entries(ruleValues(schema, upload))) {
    if (only !== undefined && argument !== only) continue;
    const rule = argument === 'maxSize' ? 'maxBytes' : argument === 'ratio' ? 'aspectRatio' : argument === 'width' || argument === 'height' ? `dimensions.${argument}` : argument;
    const spelled = argument === 'ratio' ? String(upload!.aspectRatio!.ratio) : String(value);
    if (!TOO_COMMON.has(spelled)) numbers.push({ value: spelled, rule, argument: only === undefined ? argument : 'limit' });
  }
  return numbers;
}

/** Every message id a descriptor names, where it names it, and what the engine hands the message there. */
export function messageUses(descriptor: ScreenDescriptor): MessageUse[] {
  const uses: MessageUse[] = [{ id: descriptor.title, path: '/title', passes: [] }];
  const walkSchema = (node: unknown, path: string, field: string | undefined, depth: number): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walkSchema(item, `${path}/${i}`, field, depth));
    if (!isObject(node)) return;
    const schema = node as FieldSchema;
    const upload = uploadRuleFor(descriptor, field);
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}${toPointer(key)}`;
      if (key === 'title' && typeof value === 'string') uses.push({ id: value, path: at, passes: [] });
      else if (key === 'description' && typeof value === 'string') {
        uses.push({ id: value, path: at, passes: RULE_ARGUMENTS, ruleNumbers: ruleNumbersOf(schema, upload) });
      } else if (key === 'x-messages' && isObject(value)) {
        for (const [rule, id] of Object.entries(value)) {
          uses.push({ id: String(id), path: `${at}${toPointer(rule)}`, passes: VALIDATION_ARGUMENTS, ruleNumbers: ruleNumbersOf(schema, undefined, rule) });
        }
      } else if (key === 'properties' && isObject(value)) {
        for (const [name, child] of Object.entries(value)) walkSchema(child, `${at}${toPointer(name)}`, depth === 0 ? name : field, depth + 1);
      } else if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') walkSchema(value, at, field, depth);
    }
  };
  walkSchema(descriptor.schema, '/schema', undefined, 0);
  walkSchema(descriptor.record, '/record', undefined, 0);
  const walkUi = (node: unknown, path: string, schema: FieldSchema | undefined, field: string | undefined): void => {
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}${toPointer(key)}`;
      const kind = UI_TEXT_KEYS[key];
      if (key === 'ui:layout' && isObject(value) && Array.isArray(value.sections)) {
        value.sections.forEach((section, i) => {
          if (isObject(section) && typeof section.title === 'string') uses.push({ id: section.title, path: `${at}/sections/${i}/title`, passes: [] });
        });
      } else if (kind && typeof value === 'string') {
        const upload = uploadRuleFor(descriptor, field);
        uses.push({ id: value, path: at, passes: kind === 'none' ? [] : RULE_ARGUMENTS, ...(HELP_KEYS.has(key) ? { ruleNumbers: ruleNumbersOf(schema, upload) } : {}) });
      } else if (key === 'items') {
        walkUi(value, at, isObject(schema?.items) ? schema.items as FieldSchema : undefined, field);
      } else if (!key.startsWith('ui:')) {
        const child = isObject(schema?.properties) ? (schema.properties as Record<string, FieldSchema>)[key] : undefined;
        walkUi(value, at, child, field ?? key);
      }
    }
  };
  walkUi(descriptor.uiSchema, '/uiSchema', descriptor.schema as FieldSchema, undefined);
  for (const [key, list] of listsOf(descriptor)) {
    list.columns.forEach((column, i) => { if (column.title) uses.push({ id: column.title, path: `/${key}/columns/${i}/title`, passes: [] }); });
    list.rowActions?.forEach((action, i) => {
      uses.push({ id: action.label, path: `/${key}/rowActions/${i}/label`, passes: [] });
      if (action.confirm) uses.push({ id: action.confirm, path: `/${key}/rowActions/${i}/confirm` });
    });
  }
  return uses;
}


/** The numbers a message types itself (its arguments left out), e.g. "at most 20 characters" → ["20"]. */
const typedNumbers = (text: string): string[] => messageLiterals(text).flatMap((literal) => literal.match(/\d+(?:\.\d+)?/g) ?? []);

function checkMessageUses(descriptor: ScreenDescriptor, messages: MessageCatalogues, report: Report): void {
  for (const use of messageUses(descriptor)) {
    for (const language of LOCALES) {
      const text = Object.hasOwn(messages[language], use.id) ? messages[language][use.id] : undefined;
      if (text === undefined) {
        report(use.path, worded('labelMissing', { id: use.id, language }));
        continue;
      }
      // A message that cannot be shown at all is the locale file's problem (checkLocaleSources).
      const { error, placeholders } = checkMessage(text);
      if (error) continue;
      if (use.passes) {
        const unknown = placeholders.filter((name) => !use.passes!.includes(name));
        if (unknown.length) report(use.path, worded('placeholders', { id: use.id, language, names: braces(unknown), given: braces(use.passes) }));
      }
      for (const number of new Set(typedNumbers(text))) {
        const rule = use.ruleNumbers?.find((each) => each.value === number);
        if (rule) report(use.path, worded('typedNumber', { id: use.id, language, number, rule: rule.rule, argument: rule.argument }));
      }
    }
  }
}

/** UI schema keys must follow the data schema's shape; an order must name every field once. */
function checkUiSchema(ui: unknown, schema: unknown, path: string, report: Report): void {
  if (!isObject(ui) || !isObject(schema)) return;
  const properties = isObject(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(ui)) {
    if (key === 'ui:widget' && typeof value === 'string' && !KNOWN_WIDGETS.has(value)) {
      report(`${path}${toPointer(key)}`, worded('unknownWidget', { widget: value, known: [...KNOWN_WIDGETS].join(', ') }));
    } else if (key === 'ui:order' && Array.isArray(value)) {
      const seen = new Set<string>();
      value.forEach((field, i) => {
        const name = String(field);
        if (seen.has(name)) report(`${path}${toPointer(key, i)}`, worded('orderTwice', { field: name }));
        seen.add(name);
        if (name !== '*' && !(name in properties)) report(`${path}${toPointer(key, i)}`, worded('orderNotField', { field: name }));
      });
      if (!seen.has('*')) {
        const left = Object.keys(properties).filter((field) => !seen.has(field));
        // RJSF refuses to draw a form whose order leaves a field out.
        if (left.length) report(`${path}${toPointer(key)}`, worded('orderLeavesOut', { fields: left.map((field) => `"${field}"`).join(', ') }));
      }
    } else if (key === 'ui:layout') {
      checkLayout(value, properties, `${path}${toPointer(key)}`, report);
    } else if (key === 'ui:options' && isObject(value) && 'source' in value && !(typeof value.source === 'string' && /^\/[\w\-/]+(\?[\w-]+=[\w-]+(&[\w-]+=[\w-]+)*)?$/.test(value.source))) {
      report(`${path}${toPointer(key, 'source')}`, worded('optionsSource', {}));
    } else if (key === 'items') {
      checkUiSchema(value, schema.items, `${path}/items`, report);
    } else if (!key.startsWith('ui:')) {
      if (!(key in properties)) report(`${path}${toPointer(key)}`, worded('uiNoField', { field: key }));
      else checkUiSchema(value, properties[key], `${path}${toPointer(key)}`, report);
    }
  }
}

/** A form's layout (engine/form/form-layout.ts): one or two columns, sections naming fields each once. */
function checkLayout(layout: unknown, properties: Record<string, unknown>, path: string, report: Report): void {
  if (!isObject(layout)) return report(path, worded('layoutShape', {}));
  if ('columns' in layout && layout.columns !== 1 && layout.columns !== 2) report(`${path}/columns`, worded('layoutColumns', {}));
  if (!('sections' in layout)) return;
  if (!Array.isArray(layout.sections)) return report(`${path}/sections`, worded('layoutSections', {}));
  const placed = new Set<string>();
  layout.sections.forEach((section, i) => {
    const at = `${path}/sections/${i}`;
    if (!isObject(section) || !Array.isArray(section.fields)) return report(at, worded('sectionShape', {}));
    if ('title' in section && typeof section.title !== 'string') report(`${at}/title`, worded('sectionTitle', {}));
    section.fields.forEach((field, j) => {
      const name = String(field);
      if (!(name in properties)) report(`${at}/fields/${j}`, worded('sectionNotField', { field: name }));
      else if (placed.has(name)) report(`${at}/fields/${j}`, worded('sectionTwice', { field: name }));
      placed.add(name);
    });
  });
}

/** The folder an upload field's files go to (src/server/storage/upload-rules.ts). */
const folderOf = (descriptor: ScreenDescriptor, field: string, rule: UploadRule): string => rule.dir ?? `${descriptor.id}-${field}`;
/** A value as text with its objects' keys sorted: two rules written in another key order are the same rule. */
const canonical = (value: unknown): string => (Array.isArray(value)
  ? `[${value.map(canonical).join(',')}]`
  : isObject(value) ? `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`).join(',')}}` : JSON.stringify(value));
const sameRule = (a: UploadRule, b: UploadRule): boolean => canonical({ ...a, dir: undefined }) === canonical({ ...b, dir: undefined });

function checkUploads(descriptor: ScreenDescriptor, others: readonly ScreenDescriptor[], report: Report): void {
  const fields = descriptor.schema.properties;
  for (const [field, rule] of Object.entries(descriptor.uploads ?? {})) {
    if (!isUploadField(fields[field])) report(toPointer('uploads', field), worded('notUploadField', { field }));
    if (rule.dimensions && rule.aspectRatio) report(toPointer('uploads', field), worded('dimensionsAndRatio', {}));
  }
  for (const [field, schema] of Object.entries(fields)) {
    if (isUploadField(schema) && !descriptor.uploads?.[field]) report(toPointer('schema', 'properties', field), worded('uploadRuleMissing', { field }));
  }
  // The server keeps one rule per folder: a second field in the folder with another rule would have its files judged by the first's.
  const owners = new Map<string, { screen: string; field: string; rule: UploadRule }[]>();
  const add = (screen: ScreenDescriptor) => {
    for (const [field, rule] of Object.entries(screen.uploads ?? {})) {
      const folder = folderOf(screen, field, rule);
      owners.set(folder, [...(owners.get(folder) ?? []), { screen: screen.id, field, rule }]);
    }
  };
  for (const other of others) if (other.id !== descriptor.id) add(other);
  for (const [field, rule] of Object.entries(descriptor.uploads ?? {})) {
    const folder = folderOf(descriptor, field, rule);
    const clash = (owners.get(folder) ?? []).find((owner) => !sameRule(owner.rule, rule));
    if (clash) {
      report(toPointer('uploads', field, ...(rule.dir ? ['dir'] : [])), clash.screen === descriptor.id
        ? worded('folderShared', { folder, field: clash.field })
        : worded('folderSharedWithScreen', { folder, field: clash.field, screen: clash.screen }));
    }
    owners.set(folder, [...(owners.get(folder) ?? []), { screen: descriptor.id, field, rule }]);
  }
}

/** Every code a field may hold, listed by the schema (enum, or an array's items' enum). */
const codesOf = (schema: FieldSchema): unknown[] | undefined =>
  schema.enum ?? (isObject(schema.items) ? (schema.items as FieldSchema).enum : undefined);

function checkEnums(descriptor: ScreenDescriptor, enums: EnumSets, report: Report): void {
  const fields = descriptor.schema.properties;
  for (const [field, schema] of Object.entries(listableFields(descriptor))) {
    const base = field in fields ? toPointer('schema', 'properties', field) : toPointer('record', 'properties', field);
    const set = schema['x-enum'] ?? (isObject(schema.items) ? (schema.items as FieldSchema)['x-enum'] : undefined);
    const setPath = schema['x-enum'] !== undefined ? `${base}/x-enum` : `${base}/items/x-enum`;
    if (set !== undefined && !(set in enums)) {
      report(setPath, worded('statusSetUnknown', { set }));
      continue;
    }
    const codes = codesOf(schema);
    if (set !== undefined && codes) {
      const missing = codes.filter((code) => !isObject(enums[set]?.[String(code)]) || typeof enums[set]?.[String(code)]?.label !== 'string');
      if (missing.length) {
        report(`${base}${schema.enum ? '/enum' : '/items/enum'}`, worded('codesUnlabelled', { codes: missing.map((code) => JSON.stringify(code)).join(', '), field, set }));
      }
    }
    const oneOf = schema.oneOf ?? (isObject(schema.items) ? (schema.items as FieldSchema).oneOf : undefined);
    oneOf?.forEach((option, i) => {
      if (isObject(option) && 'const' in option && typeof option.title !== 'string') {
        report(`${base}${schema.oneOf ? '' : '/items'}/oneOf/${i}`, worded('optionUntitled', { option: JSON.stringify(option.const), field }));
      }
    });
  }
}

/** A time: an integer of Unix seconds, named as the portal names times (*_at, *_time) or picked with the "moment" widget. */
const isTimeField = (descriptor: ScreenDescriptor, field: string, schema: FieldSchema): boolean => {
  const ui = descriptor.uiSchema?.[field];
  return typesOf(schema).includes('integer') && (TIME_FIELD.test(field) || (isObject(ui) && ui['ui:widget'] === 'moment'));
};

function checkLists(descriptor: ScreenDescriptor, enums: EnumSets, report: Report): void {
  const ownListable = listableFields(descriptor);
  // The staff's list may also show whose each record is (the staff fields forStaff adds).
  const staffListable = listableFields(forStaff(descriptor));
  for (const [key, list] of listsOf(descriptor)) {
    const listable = key === 'staffList' ? staffListable : ownListable;
    const seen = new Map<string, number>();
    list.columns.forEach((column, i) => {
      const at = `/${key}/columns/${i}`;
      const first = seen.get(column.field);
      if (first !== undefined) report(`${at}/field`, worded('columnTwice', { field: column.field, position: first + 1 }));
      else seen.set(column.field, i);
      const field = listable[column.field];
      if (!field) return report(`${at}/field`, worded('noField', { field: column.field }));
      if (!column.title && !field.title) report(at, worded('columnUntitled', { field: column.field }));
      if (column.status !== undefined && !(column.status in enums)) report(`${at}/status`, worded('statusSetUnknown', { set: column.status }));
      if (column.filter === 'select' && !column.status && !field['x-enum'] && !field.enum && !optionSource(descriptor, column.field)) {
        report(`${at}/filter`, worded('filterNeedsOptions', { field: column.field }));
      }
      const suited = column.filter === STRING_ONLY_FILTER ? typesOf(field).includes('string') && !isUploadField(field)
        : column.filter !== 'dateRange' || isTimeField(descriptor, column.field, field);
      if (!suited) report(`${at}/filter`, worded('filterUnsuited', { filter: String(column.filter), field: column.field, type: kindOf(field) }));
    });
    const sort = list.defaultSort;
    if (sort && !list.columns.some((column) => column.field === sort.field && column.sortable)) {
      report(`/${key}/defaultSort/field`, worded('sortNotSortable', { field: sort.field }));
    }
    const exported = new Map<string, number>();
    list.export?.forEach((field, i) => {
      const first = exported.get(field);
      if (first !== undefined) report(`/${key}/export/${i}`, worded('exportTwice', { field, position: first + 1 }));
      else exported.set(field, i);
      if (!listable[field]) report(`/${key}/export/${i}`, worded('exportNoField', { field }));
    });
  }
}

/** Every `default` of the data schema must pass its own field's rules: a form would otherwise open invalid. */
function checkDefaults(descriptor: ScreenDescriptor, report: Report): void {
  const ajv = createDataAjv();
  const walk = (node: unknown, path: string): void => {
    if (!isObject(node)) return;
    if ('default' in node) {
      const { default: value, ...rules } = node;
      try {
        const validate = ajv.compile(expandSchema(rules));
        if (!validate(value)) {
          const error = validate.errors?.[0];
          const detail = error ? `${error.instancePath ? `${error.instancePath} ` : ''}${error.message ?? error.keyword}` : 'invalid';
          report(`${path}/default`, worded('defaultInvalid', { value: JSON.stringify(value), detail }));
        }
      } catch {
        // A field that does not compile is reported as the data schema's problem.
      }
    }
    if (isObject(node.properties)) for (const [name, child] of Object.entries(node.properties)) walk(child, `${path}/properties${toPointer(name)}`);
    if (isObject(node.items)) walk(node.items, `${path}/items`);
  };
  walk(descriptor.schema, '/schema');
}

/**
 * Every problem of one screen descriptor, the run-time editor's check of a draft as much as
 * schemas:check's of a file. The breaking problems come alone: what follows needs a descriptor.
 */
export function checkScreenDescriptor(descriptor: unknown, context: ScreenCheckContext): CodedProblem[] {
  const parsed = context.source === undefined ? undefined : parseJsonSource(context.source);
  const value = parsed?.ok && descriptor === undefined ? parsed.value : descriptor;
  const file = fileOf(value, context.file);
  const breaking = breakingProblems(value, { file, ...(context.source === undefined ? {} : { source: context.source }) });
  const problems: CodedProblem[] = [];
  const screen = isObject(value) && typeof value.id === 'string' ? value.id : undefined;
  const report: Report = (path, problem) => problems.push({ file, path, ...problem, ...(screen ? { screen } : {}) });
  if (parsed?.ok) for (const duplicate of parsed.duplicates) report(duplicate.pointer, worded('duplicateKey', { key: duplicate.key }));
  if (breaking.length) return [...placed(problems, parsed), ...breaking];

  const screenDescriptor = value as ScreenDescriptor;
  const name = /(?:^|\/)schemas\/([a-z][a-z0-9-]*)\.json$/.exec(file)?.[1];
  if (name !== undefined && screenDescriptor.id !== name) report('/id', worded('idChanged', { id: screenDescriptor.id, expected: name }));
  checkMessageUses(screenDescriptor, context.messages, report);
  checkUiSchema(screenDescriptor.uiSchema, screenDescriptor.schema, '/uiSchema', report);
  checkUploads(screenDescriptor, context.otherDescriptors, report);
  checkEnums(screenDescriptor, context.enums, report);
  checkLists(screenDescriptor, context.enums, report);
  checkDefaults(screenDescriptor, report);
  return placed(problems, parsed);
}

export const formatProblem = (problem: Problem): string => {
  const where = problem.line === undefined ? problem.file : `${problem.file}:${problem.line}:${problem.column ?? 1}`;
  return `${where}${problem.path ? ` ${problem.path}` : ''}: ${problem.message}`;
};
