/**
 * What the screen checker can find wrong, each named once: a stable code, the values it is reported
 * with, and its English sentence. The code and the values travel (the draft API, the client build's
 * broken screens); the organiser console words them in the reader's language as the message
 * `screen_editor.problem.<code>`, whose placeholders are the values named here. The English sentence
 * is for developers (`npm run schemas:check`, the `npm start` log), made from the same values, so a
 * sentence reworded here cannot leave the console behind.
 */
import type { ProblemParams } from '../../shared/descriptor';

interface Sentence<P extends string> {
  /** The values the problem is reported with: the console's message uses exactly these. */
  params: readonly P[];
  say: (values: Record<P, string | number>) => string;
}

const sentence = <P extends string = never>(params: readonly P[], say: (values: Record<P, string | number>) => string): Sentence<P> => ({ params, say });

const isOrAn = (type: string | number): string => (type === 'upload' ? 'an upload' : `of type ${type}`);

export const PROBLEM_SENTENCES = {
  // Any JSON text
  notJson: sentence(['detail'], ({ detail }) => `not valid JSON: ${detail}`),
  duplicateKey: sentence(['key'], ({ key }) => `key "${key}" is repeated in its object: only its last value counts`),

  // The descriptor format (schemas/_meta.schema.json), by the keyword ajv refused; `other` for a keyword without a code of its own
  requiredProperty: sentence(['name'], ({ name }) => `missing "${name}"`),
  additionalProperties: sentence(['key'], ({ key }) => `unknown key "${key}"`),
  type: sentence(['type'], ({ type }) => `must be ${type}`),
  messageId: sentence([], () => 'not a message id (like "company.name")'),
  pattern: sentence(['pattern'], ({ pattern }) => `must match pattern "${pattern}"`),
  enum: sentence(['values'], ({ values }) => `must be equal to one of the allowed values: ${values}`),
  const: sentence(['value'], ({ value }) => `must be equal to ${value}`),
  minItems: sentence(['limit'], ({ limit }) => `must NOT have fewer than ${limit} items`),
  duplicateItems: sentence([], () => 'must NOT have duplicate items'),
  minimum: sentence(['limit'], ({ limit }) => `must be >= ${limit}`),
  maximum: sentence(['limit'], ({ limit }) => `must be <= ${limit}`),
  exclusiveMinimum: sentence(['limit'], ({ limit }) => `must be > ${limit}`),
  other: sentence(['detail'], ({ detail }) => String(detail)),

  // The data schema and its defaults; the compiler's own words are developer text, kept as they are
  schemaCompile: sentence(['detail'], ({ detail }) => `the data schema does not compile: ${detail}`),
  defaultInvalid: sentence(['value', 'detail'], ({ value, detail }) => `the default ${value} fails the field's own rules: ${detail}`),
  idChanged: sentence(['id', 'expected'], ({ id, expected }) => `id "${id}" must equal the file name "${expected}"`),

  // Labels: message ids and what their texts may use
  labelMissing: sentence(['id', 'language'], ({ id, language }) => `message id "${id}" is missing in locales/${language}.json`),
  placeholders: sentence(['id', 'language', 'names', 'given'],
    ({ id, language, names, given }) => `message "${id}" (${language}) uses ${names}, which the engine does not give it here (it gives ${given})`),
  typedNumber: sentence(['id', 'language', 'number', 'rule', 'argument'],
    ({ id, language, number, rule, argument }) => `message "${id}" (${language}) types ${number}, the field's ${rule}, by hand: write {${argument}} so it follows the rule`),

  // The UI schema and its layout
  unknownWidget: sentence(['widget', 'known'], ({ widget, known }) => `unknown widget "${widget}" (known: ${known})`),
  orderTwice: sentence(['field'], ({ field }) => `ui:order names "${field}" twice`),
  orderNotField: sentence(['field'], ({ field }) => `ui:order names "${field}", which is not a field`),
  orderLeavesOut: sentence(['fields'], ({ fields }) => `ui:order leaves out ${fields}: name every field, or end the order with "*"`),
  optionsSource: sentence([], () => 'an options source is an API path, with a plain query if need be, like "/v4/exhibitor/report/category" or "/discovery/admin/discovery_category?parent_id=0"'),
  uiNoField: sentence(['field'], ({ field }) => `no field "${field}" in the data schema`),
  layoutShape: sentence([], () => 'ui:layout is an object: { "columns": 1 or 2, "sections": [{ "title", "fields" }] }'),
  layoutColumns: sentence([], () => 'columns is 1 or 2'),
  layoutSections: sentence([], () => 'sections is a list of { "title", "fields" }'),
  sectionShape: sentence([], () => 'a section is { "title": message id, "fields": [field names] }'),
  sectionTitle: sentence([], () => 'a section\'s title is a message id'),
  sectionNotField: sentence(['field'], ({ field }) => `section names "${field}", which is not a field`),
  sectionTwice: sentence(['field'], ({ field }) => `"${field}" is already in an earlier section`),

  // Uploads
  notUploadField: sentence(['field'], ({ field }) => `"${field}" is not an upload field ("x-upload": true, or an array of them)`),
  dimensionsAndRatio: sentence([], () => 'give either exact dimensions or an aspect ratio, not both'),
  uploadRuleMissing: sentence(['field'], ({ field }) => `upload field "${field}" has no rule in "uploads"`),
  folderShared: sentence(['folder', 'field'],
    ({ folder, field }) => `upload folder "${folder}" is also used by "${field}" with another rule: the server keeps one rule per folder, so give this field its own "dir" (or the same rule)`),
  folderSharedWithScreen: sentence(['folder', 'field', 'screen'],
    ({ folder, field, screen }) => `upload folder "${folder}" is also used by "${field}" of ${screen} with another rule: the server keeps one rule per folder, so give this field its own "dir" (or the same rule)`),

  // Codes and their labels
  statusSetUnknown: sentence(['set'], ({ set }) => `status set "${set}" is not in schemas/enums.json`),
  codesUnlabelled: sentence(['codes', 'field', 'set'], ({ codes, field, set }) => `code(s) ${codes} of "${field}" have no label in set "${set}" of schemas/enums.json`),
  optionUntitled: sentence(['option', 'field'], ({ option, field }) => `option ${option} of "${field}" has no title (its label's message id)`),

  // Lists and exports; a position counts from 1, as staff count, where the English counts as the JSON pointer does
  columnTwice: sentence(['field', 'position'], ({ field, position }) => `column "${field}" is already column ${Number(position) - 1}: a list shows a field once`),
  noField: sentence(['field'], ({ field }) => `no field "${field}" in the schema or the record`),
  columnUntitled: sentence(['field'], ({ field }) => `column "${field}" has no title (give the field or the column one)`),
  filterNeedsOptions: sentence(['field'], ({ field }) => `a select filter on "${field}" needs options (an enum, x-enum, status or a "ui:options" source)`),
  filterUnsuited: sentence(['filter', 'field', 'type'], ({ filter, field, type }) => (filter === 'text'
    ? `a text filter searches text, and "${field}" is ${isOrAn(type)}: use select for codes, dateRange for times`
    : `a dateRange filter needs a time (an integer of Unix seconds named *_at or *_time, or a "moment" field), and "${field}" is ${type === 'integer' ? 'not one' : isOrAn(type)}`)),
  sortNotSortable: sentence(['field'], ({ field }) => `default sort "${field}" is not a sortable column`),
  exportTwice: sentence(['field', 'position'], ({ field, position }) => `"${field}" is already exported as column ${Number(position) - 1}: the export would hold it twice`),
  exportNoField: sentence(['field'], ({ field }) => `no field "${field}" to export`),

  // What only a run-time edit can break (src/server/modules/screen-editor/check.ts)
  labelEmpty: sentence(['id', 'language'], ({ id, language }) => `label "${id}" has no ${language} text`),
  labelUnused: sentence(['id'], ({ id }) => `label "${id}" is not used by this screen`),
  kept: sentence(['field'], ({ field }) => `"${field}" cannot be removed: the portal reads it`),
  keptType: sentence(['field', 'type'], ({ field, type }) => `"${field}" must stay of type ${type}: the portal reads it`),

  // What the client build cannot ship (scripts/vite-schema-validators.ts)
  fileMissing: sentence([], () => 'the file is missing'),
  validatorsCompile: sentence(['detail'], ({ detail }) => `the validators do not compile: ${detail}`),
};

export type ProblemCode = keyof typeof PROBLEM_SENTENCES;
type ValuesOf<C extends ProblemCode> = Parameters<(typeof PROBLEM_SENTENCES)[C]['say']>[0];

/** A problem as the checker names it: its code, its values, and the English sentence made of them. */
export interface WordedProblem {
  code: ProblemCode;
  params: ProblemParams;
  message: string;
}

export function worded<C extends ProblemCode>(code: C, params: ValuesOf<C>): WordedProblem {
  const { say } = PROBLEM_SENTENCES[code] as Sentence<string>;
  return { code, params, message: say(params) };
}
