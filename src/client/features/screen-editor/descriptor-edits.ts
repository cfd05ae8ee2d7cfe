/**
 * The screen editor's operations on a draft (issue 21), pure: each takes the draft — a descriptor
 * and the labels it brings — and answers the next one, leaving the given one untouched. The console
 * page applies them and saves; the same functions are what the unit tests pin at their edges.
 *
 * What an operation refuses it says by throwing an EditRefusal naming a message id, so a page never
 * saves a draft the editor itself knows to be wrong (the server's check judges the rest).
 */
import { forStaff, listableFields, optionSource, type FieldSchema, type ListColumn, type ListDescriptor, type ScreenDescriptor } from '../../../shared/descriptor';
import { CUSTOM_FORMATS } from '../../../shared/formats';
import { LOCALES, type Locale } from '../../../shared/locale';
import { TIME_FIELD } from '../../../shared/show-time';
import { resourceOf } from '../../../shared/resources';
import type { LabelSet } from '../../../shared/screen-editor';

/** What the editor edits and saves: the descriptor and the labels it adds or rewords. */
export interface EditorDoc {
  descriptor: ScreenDescriptor;
  messages: LabelSet;
}

/** A refused edit: the message id saying why, and its arguments. */
export class EditRefusal extends Error {
  constructor(readonly id: string, readonly values: Record<string, string | number> = {}) {
    super(id);
    this.name = 'EditRefusal';
  }
}

/** The kinds of field the editor offers. */
export const FIELD_KINDS = ['text', 'textarea', 'integer', 'number', 'date', 'boolean', 'choice'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** A new field's name: lowercase letters, digits and underscores, starting with a letter. */
export const FIELD_NAME = /^[a-z][a-z0-9_]*$/;
export const FIELD_NAME_MAX_LENGTH = 40;
/** A choice's code, as stored in records. */
export const OPTION_CODE = /^[a-z0-9][a-z0-9_]*$/;
export const OPTION_CODE_MAX_LENGTH = 40;
/** Longest label staff type (the server takes up to 2000; a label is a few words). */
export const LABEL_MAX_LENGTH = 200;
/** Longest pattern a field may have. */
export const PATTERN_MAX_LENGTH = 500;
/** The largest length limit a text rule may set. */
export const LENGTH_LIMIT_MAX = 100_000;
/** Default longest text of a new field, so no field is unbounded. */
export const DEFAULT_MAX_LENGTH: Partial<Record<FieldKind, number>> = { text: 200, textarea: 2000 };

/** Formats a text field may have: the shared custom ones (src/shared/formats.ts) and the standard ones the portal words. */
export const TEXT_FORMATS: readonly string[] = [...Object.keys(CUSTOM_FORMATS), 'email', 'uri'];

export type RuleName = 'minLength' | 'maxLength' | 'pattern' | 'format' | 'minimum' | 'maximum';
/** Rules whose failure may have its own message (x-messages). */
export type WordedRule = 'pattern' | 'format';

export type ListKey = 'list' | 'staffList';
export type FilterKind = NonNullable<ListColumn['filter']>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (schema: FieldSchema | undefined): string[] => (schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]) as string[];

/** Fields the server adds to every record, and those it adds for staff: a new field may not take their names. */
const RESERVED_NAMES = new Set(['id', 'exhibitor_id', 'exhibitor_name', 'booth_no', 'created_at', 'updated_at', 'review_status', 'review_reason', 'shelf_status']);

// ————— reading —————

const uiOf = (descriptor: ScreenDescriptor, field: string): Record<string, unknown> => {
  const ui = descriptor.uiSchema?.[field];
  return isObject(ui) ? ui : {};
};

/** The form's fields in the order the form shows them (`ui:order`, its `*` standing for the fields it leaves out). */
export function fieldsInOrder(descriptor: ScreenDescriptor): string[] {
  const fields = Object.keys(descriptor.schema.properties);
  const order = descriptor.uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return fields;
  const listed = order.filter((name): name is string => typeof name === 'string' && (name === '*' || fields.includes(name)));
  const rest = fields.filter((name) => !listed.includes(name));
  const star = listed.indexOf('*');
  return star === -1 ? [...listed, ...rest] : [...listed.slice(0, star), ...rest, ...listed.slice(star + 1)];
}

/** The editor's kind of a field; null for a field it shows but does not retype (uploads, lists, codes, times, money). */
export function fieldKindOf(descriptor: ScreenDescriptor, field: string): FieldKind | null {
  const schema = descriptor.schema.properties[field];
  if (!schema || schema['x-upload'] || schema['x-enum'] || schema.enum || schema['x-money']) return null;
  const widget = uiOf(descriptor, field)['ui:widget'];
  const types = typesOf(schema);
  if (types.length !== 1) return null;
  switch (types[0]) {
    case 'string':
      if (Array.isArray(schema.oneOf)) return schema.oneOf.every((option) => isObject(option) && 'const' in option) && widget === undefined ? 'choice' : null;
      if (schema.format === 'date') return 'date';
      if (widget === 'textarea') return 'textarea';
      return widget === undefined ? 'text' : null;
    case 'integer':
      return widget === undefined ? 'integer' : null;
    case 'number':
      return widget === undefined ? 'number' : null;
    case 'boolean':
      return widget === undefined ? 'boolean' : null;
    default:
      return null;
  }
}

/** The rules the editor offers for a kind of field. */
export function rulesOf(kind: FieldKind | null): RuleName[] {
  if (kind === 'text') return ['minLength', 'maxLength', 'pattern', 'format'];
  if (kind === 'textarea') return ['minLength', 'maxLength', 'pattern'];
  if (kind === 'integer' || kind === 'number') return ['minimum', 'maximum'];
  return [];
}

export const isRequired = (descriptor: ScreenDescriptor, field: string): boolean => descriptor.schema.required?.includes(field) ?? false;

/** A field the portal's own code reads (src/shared/resources.ts `keeps`): reworded and tightened, never removed or retyped. */
export const isKept = (descriptor: ScreenDescriptor, field: string): boolean => (resourceOf(descriptor.id)?.keeps ?? []).includes(field);

/** The message ids a part of a descriptor names (titles, descriptions, UI texts, own messages). */
export function messageIdsIn(node: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!isObject(value)) return;
    for (const [key, item] of Object.entries(value)) {
      if (['title', 'description', 'ui:title', 'ui:description', 'ui:help', 'ui:placeholder', 'label', 'confirm'].includes(key) && typeof item === 'string') found.push(item);
      else if (key === 'x-messages' && isObject(item)) found.push(...Object.values(item).filter((id): id is string => typeof id === 'string'));
      else if (!['enum', 'const', 'default', 'examples'].includes(key)) walk(item);
    }
  };
  walk(node);
  return found;
}

/** Where a field is named besides its own definition. */
export interface FieldReference {
  kind: 'column' | 'export' | 'defaultSort' | 'rule';
  /** The list that names it (column, export, default sort). */
  list?: ListKey;
  /** A JSON pointer into the descriptor. */
  path: string;
}

/** The lists of a descriptor that exist. */
export const listKeys = (descriptor: ScreenDescriptor): ListKey[] => (['list', 'staffList'] as const).filter((key) => descriptor[key] !== undefined);

/** Root keywords of the data schema that tie fields together (if/then, dependencies…): the editor leaves them to the JSON view. */
const RULE_KEYWORDS = ['if', 'then', 'else', 'allOf', 'anyOf', 'oneOf', 'not', 'dependencies', 'dependentRequired', 'dependentSchemas'];

/** Where a field is named: list columns, exports, default sorts, and rules of the data schema that name it. */
export function fieldReferences(descriptor: ScreenDescriptor, field: string): FieldReference[] {
  const references: FieldReference[] = [];
  for (const key of listKeys(descriptor)) {
    const list = descriptor[key]!;
    list.columns.forEach((column, i) => { if (column.field === field) references.push({ kind: 'column', list: key, path: `/${key}/columns/${i}` }); });
    list.export?.forEach((name, i) => { if (name === field) references.push({ kind: 'export', list: key, path: `/${key}/export/${i}` }); });
    if (list.defaultSort?.field === field) references.push({ kind: 'defaultSort', list: key, path: `/${key}/defaultSort` });
  }
  const schema = descriptor.schema as unknown as Record<string, unknown>;
  for (const keyword of RULE_KEYWORDS) {
    if (keyword in schema && JSON.stringify(schema[keyword]).includes(JSON.stringify(field))) references.push({ kind: 'rule', path: `/schema/${keyword}` });
  }
  return references;
}

// ————— labels —————

/** A label's text in a language: the draft's, else the one given (the messages in use). */
export const labelText = (doc: EditorDoc, locale: Locale, id: string | undefined, inUse: (locale: Locale, id: string) => string | undefined): string =>
  (id ? doc.messages[locale]?.[id] ?? inUse(locale, id) ?? '' : '');

/**
 * A message id for a new label: `<screen>.<part>.<part>…` (the screen's id with underscores, as
 * message ids have no hyphens), with a number added while the id is taken.
 */
export function newLabelId(screen: string, parts: readonly string[], taken: (id: string) => boolean): string {
  const base = [screen.replaceAll('-', '_'), ...parts].join('.');
  let id = base;
  for (let n = 2; taken(id); n += 1) id = `${base}_${n}`;
  return id;
}

/** Whether an id is in use: named by the descriptor, brought by the draft, or in the files (`known`). */
const takenIn = (doc: EditorDoc, known: (id: string) => boolean) => {
  const named = new Set(messageIdsIn(doc.descriptor));
  return (id: string): boolean => named.has(id) || LOCALES.some((locale) => doc.messages[locale]?.[id] !== undefined) || known(id);
};

const withText = (messages: LabelSet, locale: Locale, id: string, text: string): LabelSet =>
  ({ ...messages, [locale]: { ...messages[locale], [id]: text } });

const withTexts = (messages: LabelSet, id: string, texts: Partial<Record<Locale, string>>): LabelSet =>
  LOCALES.reduce((all, locale) => (texts[locale] === undefined ? all : withText(all, locale, id, texts[locale]!)), messages);

/** The draft's labels without the ids the descriptor no longer names, among `ids`. */
function dropUnnamed(messages: LabelSet, descriptor: ScreenDescriptor, ids: readonly string[]): LabelSet {
  const named = new Set(messageIdsIn(descriptor));
  const gone = ids.filter((id) => !named.has(id));
  if (!gone.length) return messages;
  return Object.fromEntries(Object.entries(messages).map(([locale, texts]) =>
    [locale, Object.fromEntries(Object.entries(texts ?? {}).filter(([id]) => !gone.includes(id)))])) as LabelSet;
}

/** A label's problem as typed: empty, or too long. */
export function labelProblem(text: string): string | null {
  if (text.trim() === '') return 'screen_editor.label.required';
  if ([...text].length > LABEL_MAX_LENGTH) return 'screen_editor.label.tooLong';
  return null;
}

/**
 * Sets the label of a field in one language. A field with a label id has it reworded; one without
 * gets `<screen>.<field>`.
 */
export function setFieldLabel(doc: EditorDoc, field: string, locale: Locale, text: string, known: (id: string) => boolean): EditorDoc {
  const schema = fieldOf(doc, field);
  let { descriptor } = doc;
  let id = typeof schema.title === 'string' ? schema.title : undefined;
  if (!id) {
    id = newLabelId(descriptor.id, [field], takenIn(doc, known));
    descriptor = withField(descriptor, field, { ...schema, title: id });
  }
  return { descriptor, messages: withText(doc.messages, locale, id, text) };
}

// ————— fields —————

function fieldOf(doc: EditorDoc, field: string): FieldSchema {
  const schema = doc.descriptor.schema.properties[field];
  if (!schema) throw new EditRefusal('screen_editor.refusal.noField', { field });
  return schema;
}

const withField = (descriptor: ScreenDescriptor, field: string, schema: FieldSchema): ScreenDescriptor =>
  ({ ...descriptor, schema: { ...descriptor.schema, properties: { ...descriptor.schema.properties, [field]: schema } } });

function withUi(descriptor: ScreenDescriptor, field: string, ui: Record<string, unknown> | undefined): ScreenDescriptor {
  const uiSchema = { ...descriptor.uiSchema };
  if (ui && Object.keys(ui).length) uiSchema[field] = ui;
  else delete uiSchema[field];
  return { ...descriptor, uiSchema };
}

/** Why a new field's name cannot be used, or null. */
export function fieldNameProblem(descriptor: ScreenDescriptor, name: string): string | null {
  if (name === '') return 'screen_editor.fieldName.required';
  if (name.length > FIELD_NAME_MAX_LENGTH) return 'screen_editor.fieldName.tooLong';
  if (!FIELD_NAME.test(name)) return 'screen_editor.fieldName.format';
  if (name in listableFields(forStaff(descriptor)) || RESERVED_NAMES.has(name)) return 'screen_editor.fieldName.taken';
  return null;
}

export interface NewField {
  name: string;
  kind: FieldKind;
  labels: Record<Locale, string>;
  required: boolean;
}

/** The data schema of a new field of a kind, labelled `title`. */
function kindSchema(kind: FieldKind, title: string, firstOption?: string): FieldSchema {
  switch (kind) {
    case 'text':
    case 'textarea':
      return { type: 'string', title, maxLength: DEFAULT_MAX_LENGTH[kind] };
    case 'integer':
      return { type: 'integer', title };
    case 'number':
      return { type: 'number', title };
    case 'date':
      return { type: 'string', title, format: 'date' };
    case 'boolean':
      return { type: 'boolean', title };
    case 'choice':
      return { type: 'string', title, oneOf: [{ const: 'option_1', title: firstOption }] };
  }
}

const KIND_WIDGET: Partial<Record<FieldKind, string>> = { textarea: 'textarea', date: 'date' };
/** A new choice's first option, until staff name their own. */
const FIRST_OPTION_LABEL: Record<Locale, string> = { zh: '选项 1', en: 'Option 1' };

/** Adds a field at the end of the form, labelled in both languages. */
export function addField(doc: EditorDoc, input: NewField, known: (id: string) => boolean): EditorDoc {
  const problem = fieldNameProblem(doc.descriptor, input.name);
  if (problem) throw new EditRefusal(problem, { field: input.name });
  for (const locale of LOCALES) {
    const labelIssue = labelProblem(input.labels[locale]);
    if (labelIssue) throw new EditRefusal(labelIssue);
  }
  const taken = takenIn(doc, known);
  const title = newLabelId(doc.descriptor.id, [input.name], taken);
  const optionId = input.kind === 'choice' ? newLabelId(doc.descriptor.id, [input.name, 'option_1'], (id) => id === title || taken(id)) : undefined;
  let descriptor = withField(doc.descriptor, input.name, kindSchema(input.kind, title, optionId));
  if (input.required) descriptor = { ...descriptor, schema: { ...descriptor.schema, required: [...(descriptor.schema.required ?? []), input.name] } };
  const widget = KIND_WIDGET[input.kind];
  if (widget) descriptor = withUi(descriptor, input.name, { 'ui:widget': widget });
  const order = descriptor.uiSchema?.['ui:order'];
  if (Array.isArray(order)) {
    const star = order.indexOf('*');
    const next = star === -1 ? [...order, input.name] : [...order.slice(0, star), input.name, ...order.slice(star)];
    descriptor = { ...descriptor, uiSchema: { ...descriptor.uiSchema, 'ui:order': next } };
  }
  let messages = withTexts(doc.messages, title, input.labels);
  if (optionId) messages = withTexts(messages, optionId, FIRST_OPTION_LABEL);
  return { descriptor, messages };
}

/**
 * Removes a field: its definition, its place in `required` and `ui:order`, its UI and upload rule,
 * the labels the draft brought for it alone, and — with `withLists` — the list columns, exports
 * and default sorts that name it. Refused while a rule of the data schema names it, or a list does
 * and `withLists` is not given: staff are shown these first. A field the portal's code reads stays.
 */
export function removeField(doc: EditorDoc, field: string, withLists = false): EditorDoc {
  const schema = fieldOf(doc, field);
  if (isKept(doc.descriptor, field)) throw new EditRefusal('screen_editor.refusal.kept', { field });
  const references = fieldReferences(doc.descriptor, field);
  if (references.some((reference) => reference.kind === 'rule')) throw new EditRefusal('screen_editor.refusal.namedByRule', { field });
  if (references.length && !withLists) throw new EditRefusal('screen_editor.refusal.namedByList', { field });
  const { [field]: _removed, ...properties } = doc.descriptor.schema.properties;
  const required = doc.descriptor.schema.required?.filter((name) => name !== field);
  let descriptor: ScreenDescriptor = { ...doc.descriptor, schema: { ...doc.descriptor.schema, properties, ...(required ? { required } : {}) } };
  const ownIds = [...messageIdsIn(schema), ...messageIdsIn(uiOf(doc.descriptor, field))];
  descriptor = withUi(descriptor, field, undefined);
  const order = descriptor.uiSchema?.['ui:order'];
  if (Array.isArray(order)) descriptor = { ...descriptor, uiSchema: { ...descriptor.uiSchema, 'ui:order': order.filter((name) => name !== field) } };
  if (descriptor.uploads?.[field]) {
    const { [field]: _rule, ...uploads } = descriptor.uploads;
    descriptor = { ...descriptor, uploads };
  }
  for (const key of listKeys(descriptor)) {
    const list = descriptor[key]!;
    const columns = list.columns.filter((column) => column.field !== field);
    if (!columns.length) throw new EditRefusal('screen_editor.refusal.lastColumn', { field });
    descriptor = { ...descriptor, [key]: withoutBrokenSort({ ...list, columns, ...(list.export ? { export: list.export.filter((name) => name !== field) } : {}) }) };
  }
  return { descriptor, messages: dropUnnamed(doc.messages, descriptor, ownIds) };
}

/** Moves a field up (-1) or down (+1) the form; a move past either end changes nothing. */
export function moveField(doc: EditorDoc, field: string, delta: -1 | 1): EditorDoc {
  fieldOf(doc, field);
  const shown = fieldsInOrder(doc.descriptor);
  const at = shown.indexOf(field);
  const to = at + delta;
  if (to < 0 || to >= shown.length) return doc;
  [shown[at], shown[to]] = [shown[to]!, shown[at]!];
  return { ...doc, descriptor: { ...doc.descriptor, uiSchema: { ...doc.descriptor.uiSchema, 'ui:order': shown } } };
}

export function setRequired(doc: EditorDoc, field: string, required: boolean): EditorDoc {
  fieldOf(doc, field);
  const others = (doc.descriptor.schema.required ?? []).filter((name) => name !== field);
  return { ...doc, descriptor: { ...doc.descriptor, schema: { ...doc.descriptor.schema, required: required ? [...others, field] : others } } };
}

/** Rules and words that belong to one kind only: a field of another kind loses them. */
const KIND_KEYS = ['type', 'format', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'oneOf', 'default', 'examples'];

/** Gives a field another kind: its label and required message stay, rules of the old kind go. */
export function setFieldKind(doc: EditorDoc, field: string, kind: FieldKind, known: (id: string) => boolean): EditorDoc {
  const schema = fieldOf(doc, field);
  const before = fieldKindOf(doc.descriptor, field);
  if (before === null) throw new EditRefusal('screen_editor.refusal.kindFixed', { field });
  if (before !== kind && isKept(doc.descriptor, field)) throw new EditRefusal('screen_editor.refusal.kept', { field });
  if (before === kind) return doc;
  const title = typeof schema.title === 'string' ? schema.title : newLabelId(doc.descriptor.id, [field], takenIn(doc, known));
  const optionId = kind === 'choice' ? newLabelId(doc.descriptor.id, [field, 'option_1'], (id) => id === title || takenIn(doc, known)(id)) : undefined;
  const kept = Object.fromEntries(Object.entries(schema).filter(([key]) => !KIND_KEYS.includes(key) && key !== 'title'));
  const ownMessages = isObject(kept['x-messages']) ? Object.fromEntries(Object.entries(kept['x-messages']).filter(([rule]) => rule === 'required')) : undefined;
  delete kept['x-messages'];
  const next: FieldSchema = { ...kindSchema(kind, title, optionId), ...kept, ...(ownMessages && Object.keys(ownMessages).length ? { 'x-messages': ownMessages as Record<string, string> } : {}) };
  const ui = { ...uiOf(doc.descriptor, field) };
  delete ui['ui:widget'];
  if (KIND_WIDGET[kind]) ui['ui:widget'] = KIND_WIDGET[kind];
  const descriptor = withUi(withField(doc.descriptor, field, next), field, ui);
  let messages = dropUnnamed(doc.messages, descriptor, messageIdsIn(schema));
  if (optionId) messages = withTexts(messages, optionId, FIRST_OPTION_LABEL);
  return { descriptor, messages };
}

// ————— rules —————

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * Checks a rule's value as typed ('' removes the rule) against the field's other rules; answers the
 * value to set, or the message id saying why it cannot be.
 */
export function parseRule(schema: FieldSchema, kind: FieldKind | null, rule: RuleName, typed: string):
  { value: string | number | undefined } | { problem: string; values?: Record<string, string | number> } {
  const text = typed.trim();
  if (text === '') return { value: undefined };
  if (!rulesOf(kind).includes(rule)) return { problem: 'screen_editor.rule.notForKind' };
  switch (rule) {
    case 'minLength':
    case 'maxLength': {
      if (!/^\d+$/.test(text)) return { problem: 'screen_editor.rule.wholeNumber' };
      const value = Number(text);
      if (value > LENGTH_LIMIT_MAX) return { problem: 'screen_editor.rule.tooLarge', values: { limit: LENGTH_LIMIT_MAX } };
      if (rule === 'maxLength' && value === 0) return { problem: 'screen_editor.rule.maxLengthZero' };
      const other = rule === 'minLength' ? schema.maxLength : schema.minLength;
      if (other !== undefined && (rule === 'minLength' ? value > other : value < other)) return { problem: 'screen_editor.rule.minAboveMax' };
      return { value };
    }
    case 'minimum':
    case 'maximum': {
      if (!NUMBER_TEXT.test(text) || (kind === 'integer' && !/^-?\d+$/.test(text))) {
        return { problem: kind === 'integer' ? 'screen_editor.rule.integer' : 'screen_editor.rule.number' };
      }
      const value = Number(text);
      if (!Number.isSafeInteger(Math.trunc(value))) return { problem: 'screen_editor.rule.tooLarge', values: { limit: Number.MAX_SAFE_INTEGER } };
      const other = rule === 'minimum' ? schema.maximum : schema.minimum;
      if (other !== undefined && (rule === 'minimum' ? value > other : value < other)) return { problem: 'screen_editor.rule.minAboveMax' };
      return { value };
    }
    case 'pattern': {
      if (text.length > PATTERN_MAX_LENGTH) return { problem: 'screen_editor.rule.patternTooLong', values: { limit: PATTERN_MAX_LENGTH } };
      try {
        // As the validators compile it: with the unicode flag.
        new RegExp(text, 'u');
      } catch {
        return { problem: 'screen_editor.rule.patternInvalid' };
      }
      return { value: text };
    }
    case 'format':
      return TEXT_FORMATS.includes(text) ? { value: text } : { problem: 'screen_editor.rule.formatUnknown' };
  }
}

/** Sets or (undefined) removes one rule of a field; removing a pattern or format also removes its own message. */
export function setRule(doc: EditorDoc, field: string, rule: RuleName, value: string | number | undefined): EditorDoc {
  const schema = fieldOf(doc, field);
  const kind = fieldKindOf(doc.descriptor, field);
  if (value !== undefined) {
    const checked = parseRule(schema, kind, rule, String(value));
    if ('problem' in checked) throw new EditRefusal(checked.problem, checked.values);
  }
  const next: FieldSchema = { ...schema };
  const dropped: string[] = [];
  if (value === undefined) {
    delete next[rule];
    const own = next['x-messages'];
    if ((rule === 'pattern' || rule === 'format') && own?.[rule]) {
      dropped.push(own[rule]);
      const { [rule]: _gone, ...rest } = own;
      if (Object.keys(rest).length) next['x-messages'] = rest;
      else delete next['x-messages'];
    }
  } else {
    (next as Record<string, unknown>)[rule] = value;
  }
  const descriptor = withField(doc.descriptor, field, next);
  return { descriptor, messages: dropUnnamed(doc.messages, descriptor, dropped) };
}

/**
 * Words the message shown when a field fails its pattern or format, in one language: the field's
 * own message id for the rule (x-messages), `<screen>.<field>.<rule>` when it has none yet.
 */
export function setRuleMessage(doc: EditorDoc, field: string, rule: WordedRule, locale: Locale, text: string, known: (id: string) => boolean): EditorDoc {
  const schema = fieldOf(doc, field);
  if (schema[rule] === undefined) throw new EditRefusal('screen_editor.refusal.noRule');
  let id = schema['x-messages']?.[rule];
  let { descriptor } = doc;
  if (!id) {
    id = newLabelId(descriptor.id, [field, rule], takenIn(doc, known));
    descriptor = withField(descriptor, field, { ...schema, 'x-messages': { ...schema['x-messages'], [rule]: id } });
  }
  return { descriptor, messages: withText(doc.messages, locale, id, text) };
}

// ————— choices —————

interface ChoiceOption { const: string; title?: string }

function optionsOf(doc: EditorDoc, field: string): ChoiceOption[] {
  if (fieldKindOf(doc.descriptor, field) !== 'choice') throw new EditRefusal('screen_editor.refusal.notChoice', { field });
  return fieldOf(doc, field).oneOf as ChoiceOption[];
}

const withOptions = (doc: EditorDoc, field: string, options: ChoiceOption[]): ScreenDescriptor =>
  withField(doc.descriptor, field, { ...fieldOf(doc, field), oneOf: options });

/** Why a new option's code cannot be used, or null. */
export function optionCodeProblem(doc: EditorDoc, field: string, code: string): string | null {
  if (code === '') return 'screen_editor.option.required';
  if (code.length > OPTION_CODE_MAX_LENGTH || !OPTION_CODE.test(code)) return 'screen_editor.option.format';
  return optionsOf(doc, field).some((option) => option.const === code) ? 'screen_editor.option.taken' : null;
}

/** Adds an option to a choice, labelled in both languages. */
export function addOption(doc: EditorDoc, field: string, code: string, labels: Record<Locale, string>, known: (id: string) => boolean): EditorDoc {
  const problem = optionCodeProblem(doc, field, code);
  if (problem) throw new EditRefusal(problem, { code });
  for (const locale of LOCALES) {
    const labelIssue = labelProblem(labels[locale]);
    if (labelIssue) throw new EditRefusal(labelIssue);
  }
  const id = newLabelId(doc.descriptor.id, [field, code], takenIn(doc, known));
  return { descriptor: withOptions(doc, field, [...optionsOf(doc, field), { const: code, title: id }]), messages: withTexts(doc.messages, id, labels) };
}

/** Removes an option; a choice keeps at least one. */
export function removeOption(doc: EditorDoc, field: string, index: number): EditorDoc {
  const options = optionsOf(doc, field);
  if (options.length <= 1) throw new EditRefusal('screen_editor.refusal.lastOption');
  const removed = options[index];
  if (!removed) return doc;
  const descriptor = withOptions(doc, field, options.filter((_, i) => i !== index));
  return { descriptor, messages: dropUnnamed(doc.messages, descriptor, removed.title ? [removed.title] : []) };
}

/** Words an option's label in one language (its id gets one when it has none). */
export function setOptionLabel(doc: EditorDoc, field: string, index: number, locale: Locale, text: string, known: (id: string) => boolean): EditorDoc {
  const options = optionsOf(doc, field);
  const option = options[index];
  if (!option) return doc;
  let { descriptor } = doc;
  let id = option.title;
  if (!id) {
    id = newLabelId(descriptor.id, [field, option.const], takenIn(doc, known));
    descriptor = withOptions(doc, field, options.map((each, i) => (i === index ? { ...each, title: id } : each)));
  }
  return { descriptor, messages: withText(doc.messages, locale, id, text) };
}

export const choiceOptions = (doc: EditorDoc, field: string): readonly ChoiceOption[] => optionsOf(doc, field);

// ————— lists —————

/** The fields a list may show: the form's, the record's, and for the staff's list whose each record is. */
export const listableFor = (descriptor: ScreenDescriptor, key: ListKey): Record<string, FieldSchema> =>
  listableFields(key === 'staffList' ? forStaff(descriptor) : descriptor);

const isUpload = (schema: FieldSchema): boolean =>
  schema['x-upload'] === true || (isObject(schema.items) && (schema.items as FieldSchema)['x-upload'] === true);

/**
 * The filters that suit a field (as the screen check judges them): text searches text; a choice
 * among codes needs their list (a status set, an enum, an option source); a date range needs a time,
 * an integer of Unix seconds named *_at or *_time, or shown as a moment.
 */
export function filterKindsFor(descriptor: ScreenDescriptor, key: ListKey, column: Pick<ListColumn, 'field' | 'status'>): FilterKind[] {
  const schema = listableFor(descriptor, key)[column.field];
  if (!schema) return [];
  const kinds: FilterKind[] = [];
  const types = typesOf(schema);
  if (types.includes('string') && !isUpload(schema)) kinds.push('text');
  if (column.status || schema['x-enum'] || schema.enum || optionSource(descriptor, column.field)) kinds.push('select');
  const widget = uiOf(descriptor, column.field)['ui:widget'];
  if (types.includes('integer') && (TIME_FIELD.test(column.field) || widget === 'moment')) kinds.push('dateRange');
  return kinds;
}

/** Whether a field's values can be sorted: one value per record, not a file or a list. */
export function sortableField(descriptor: ScreenDescriptor, key: ListKey, field: string): boolean {
  const schema = listableFor(descriptor, key)[field];
  return schema !== undefined && !isUpload(schema) && typesOf(schema).some((type) => ['string', 'integer', 'number', 'boolean'].includes(type));
}

function listOf(doc: EditorDoc, key: ListKey): ListDescriptor {
  const list = doc.descriptor[key];
  if (!list) throw new EditRefusal('screen_editor.refusal.noList');
  return list;
}

/** A default sort stays only on a sortable column. */
function withoutBrokenSort(list: ListDescriptor): ListDescriptor {
  const sort = list.defaultSort;
  if (!sort || list.columns.some((column) => column.field === sort.field && column.sortable)) return list;
  const { defaultSort: _dropped, ...rest } = list;
  return rest;
}

const withList = (doc: EditorDoc, key: ListKey, list: ListDescriptor): EditorDoc =>
  ({ ...doc, descriptor: { ...doc.descriptor, [key]: withoutBrokenSort(list) } });

/** Adds a column showing a field at the end of a list. */
export function addColumn(doc: EditorDoc, key: ListKey, field: string): EditorDoc {
  const list = listOf(doc, key);
  if (!listableFor(doc.descriptor, key)[field]) throw new EditRefusal('screen_editor.refusal.noField', { field });
  if (list.columns.some((column) => column.field === field)) throw new EditRefusal('screen_editor.refusal.columnTwice', { field });
  return withList(doc, key, { ...list, columns: [...list.columns, { field }] });
}

/** Removes a column; a list keeps at least one. */
export function removeColumn(doc: EditorDoc, key: ListKey, index: number): EditorDoc {
  const list = listOf(doc, key);
  if (!list.columns[index]) return doc;
  if (list.columns.length <= 1) throw new EditRefusal('screen_editor.refusal.lastColumn', { field: list.columns[index].field });
  return withList(doc, key, { ...list, columns: list.columns.filter((_, i) => i !== index) });
}

export function moveColumn(doc: EditorDoc, key: ListKey, index: number, delta: -1 | 1): EditorDoc {
  const list = listOf(doc, key);
  const to = index + delta;
  if (!list.columns[index] || to < 0 || to >= list.columns.length) return doc;
  const columns = [...list.columns];
  [columns[index], columns[to]] = [columns[to]!, columns[index]!];
  return withList(doc, key, { ...list, columns });
}

/** Makes a column sortable or not, and gives it a filter (null: none) that suits its field. */
export function setColumn(doc: EditorDoc, key: ListKey, index: number, change: { sortable?: boolean; filter?: FilterKind | null }): EditorDoc {
  const list = listOf(doc, key);
  const column = list.columns[index];
  if (!column) return doc;
  const next: ListColumn = { ...column };
  if (change.sortable !== undefined) {
    if (change.sortable && !sortableField(doc.descriptor, key, column.field)) throw new EditRefusal('screen_editor.refusal.notSortable', { field: column.field });
    if (change.sortable) next.sortable = true;
    else delete next.sortable;
  }
  if (change.filter !== undefined) {
    if (change.filter === null) delete next.filter;
    else if (!filterKindsFor(doc.descriptor, key, column).includes(change.filter)) throw new EditRefusal('screen_editor.refusal.filterUnsuited', { field: column.field });
    else next.filter = change.filter;
  }
  return withList(doc, key, { ...list, columns: list.columns.map((each, i) => (i === index ? next : each)) });
}

/** Sorts a list by a sortable column when it opens (null: the server's order). */
export function setDefaultSort(doc: EditorDoc, key: ListKey, sort: { field: string; order: 'asc' | 'desc' } | null): EditorDoc {
  const list = listOf(doc, key);
  if (sort === null) {
    const { defaultSort: _dropped, ...rest } = list;
    return withList(doc, key, rest);
  }
  if (!list.columns.some((column) => column.field === sort.field && column.sortable)) throw new EditRefusal('screen_editor.refusal.sortNotSortable', { field: sort.field });
  return withList(doc, key, { ...list, defaultSort: sort });
}

/** Adds a field at the end of the export's columns. */
export function addExport(doc: EditorDoc, key: ListKey, field: string): EditorDoc {
  const list = listOf(doc, key);
  if (!listableFor(doc.descriptor, key)[field]) throw new EditRefusal('screen_editor.refusal.noField', { field });
  if (list.export?.includes(field)) throw new EditRefusal('screen_editor.refusal.exportTwice', { field });
  return withList(doc, key, { ...list, export: [...(list.export ?? []), field] });
}

export function removeExport(doc: EditorDoc, key: ListKey, index: number): EditorDoc {
  const list = listOf(doc, key);
  if (!list.export?.[index]) return doc;
  return withList(doc, key, { ...list, export: list.export.filter((_, i) => i !== index) });
}

export function moveExport(doc: EditorDoc, key: ListKey, index: number, delta: -1 | 1): EditorDoc {
  const list = listOf(doc, key);
  const exported = [...(list.export ?? [])];
  const to = index + delta;
  if (!exported[index] || to < 0 || to >= exported.length) return doc;
  [exported[index], exported[to]] = [exported[to]!, exported[index]!];
  return withList(doc, key, { ...list, export: exported });
}

/**
 * Whether the form-based editor can read a descriptor (the expert's JSON may be anything): a data
 * schema with fields, lists with columns. The editor's other tabs wait for the JSON to be mended.
 */
export function readableDescriptor(descriptor: unknown): descriptor is ScreenDescriptor {
  if (!isObject(descriptor) || typeof descriptor.id !== 'string') return false;
  const schema = descriptor.schema;
  if (!isObject(schema) || !isObject(schema.properties) || !Object.values(schema.properties).every(isObject)) return false;
  if (schema.required !== undefined && !(Array.isArray(schema.required) && schema.required.every((name) => typeof name === 'string'))) return false;
  if (descriptor.uiSchema !== undefined && !isObject(descriptor.uiSchema)) return false;
  return (['list', 'staffList'] as const).every((key) => {
    const list = descriptor[key];
    if (list === undefined) return true;
    return isObject(list) && Array.isArray(list.columns) && list.columns.every((column) => isObject(column) && typeof column.field === 'string')
      && (list.export === undefined || (Array.isArray(list.export) && list.export.every((name) => typeof name === 'string')));
  });
}
