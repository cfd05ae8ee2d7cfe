/**
 * A draft's problems as the server names them ({path, message}: a JSON pointer into the descriptor
 * and an English sentence, src/server/modules/screen-editor/check.ts), turned into what the editor
 * shows: a message id with its arguments in the reader's language, and the part of the editor the
 * problem is about (a field, a list column, an export) so it shows beside it. A sentence the editor
 * does not know is shown whole inside a translated frame.
 */
import type { DescriptorProblem } from '../../../shared/screen-editor';
import type { ListKey } from './descriptor-edits';

export interface Worded {
  id: string;
  values: Record<string, string | number>;
}

/** Where in the editor a problem belongs. */
export type ProblemPlace =
  | { tab: 'fields'; field?: string }
  | { tab: 'list'; list: ListKey; column?: number; export?: boolean }
  | { tab: 'general' };

/** Known sentences of the server's check and of ajv (which words the descriptor format's refusals). */
const SENTENCES: { pattern: RegExp; id: string; values: (match: RegExpExecArray) => Record<string, string | number> }[] = [
  { pattern: /^label "(.+)" has no (zh|en) text$/, id: 'screen_editor.problem.labelMissing', values: (m) => ({ id: m[1]!, language: m[2]! }) },
  { pattern: /^message id "(.+)" is missing in locales\/(zh|en)\.json$/, id: 'screen_editor.problem.labelMissing', values: (m) => ({ id: m[1]!, language: m[2]! }) },
  { pattern: /^id "(.*)" must equal the file name "(.*)"$/, id: 'screen_editor.problem.idChanged', values: (m) => ({ id: m[2]! }) },
  { pattern: /^"(.+)" cannot be removed: the portal reads it$/, id: 'screen_editor.problem.kept', values: (m) => ({ field: m[1]! }) },
  { pattern: /^"(.+)" must stay of type (\S+): the portal reads it$/, id: 'screen_editor.problem.keptType', values: (m) => ({ field: m[1]!, type: m[2]! }) },
  { pattern: /^column "(.+)" is already column \d+: a list shows a field once$/, id: 'screen_editor.problem.columnTwice', values: (m) => ({ field: m[1]! }) },
  { pattern: /^no field "(.+)" in the schema or the record$/, id: 'screen_editor.problem.noField', values: (m) => ({ field: m[1]! }) },
  { pattern: /^no field "(.+)" to export$/, id: 'screen_editor.problem.noField', values: (m) => ({ field: m[1]! }) },
  { pattern: /^"(.+)" is already exported as column \d+/, id: 'screen_editor.problem.exportTwice', values: (m) => ({ field: m[1]! }) },
  { pattern: /^a select filter on "(.+)" needs options/, id: 'screen_editor.problem.filterUnsuited', values: (m) => ({ filter: 'select', field: m[1]! }) },
  { pattern: /^a text filter searches text, and "(.+?)" is /, id: 'screen_editor.problem.filterUnsuited', values: (m) => ({ filter: 'text', field: m[1]! }) },
  { pattern: /^a dateRange filter needs a time .*\), and "(.+?)" is /, id: 'screen_editor.problem.filterUnsuited', values: (m) => ({ filter: 'dateRange', field: m[1]! }) },
  { pattern: /^default sort "(.+)" is not a sortable column$/, id: 'screen_editor.problem.sortNotSortable', values: (m) => ({ field: m[1]! }) },
  { pattern: /^ui:order leaves out (.+): name every field/, id: 'screen_editor.problem.orderLeavesOut', values: (m) => ({ fields: m[1]! }) },
  { pattern: /^option (.+) of "(.+)" has no title/, id: 'screen_editor.problem.optionUntitled', values: (m) => ({ option: m[1]!, field: m[2]! }) },
  { pattern: /^message "(.+)" \((zh|en)\) uses (.+), which the engine does not give it here/, id: 'screen_editor.problem.placeholders', values: (m) => ({ id: m[1]!, language: m[2]!, names: m[3]! }) },
  { pattern: /^label "(.+)" is not used by this screen$/, id: 'screen_editor.problem.labelUnused', values: (m) => ({ id: m[1]! }) },
  { pattern: /^id "(.*)" must stay "(.*)"$/, id: 'screen_editor.problem.idChanged', values: (m) => ({ id: m[2]! }) },
  { pattern: /^the data schema does not compile: (.*)$/s, id: 'screen_editor.problem.schemaCompile', values: (m) => ({ detail: m[1]! }) },
  { pattern: /^must have required property '(.+)'$/, id: 'screen_editor.problem.requiredProperty', values: (m) => ({ name: m[1]! }) },
  { pattern: /^must NOT have additional properties$/, id: 'screen_editor.problem.additionalProperties', values: () => ({}) },
  { pattern: /^must be (string|number|integer|boolean|object|array|null)(,.*)?$/, id: 'screen_editor.problem.type', values: (m) => ({ type: m[1]! }) },
  { pattern: /^must match pattern "\^\[a-z\]\[A-Za-z0-9_\]\*/, id: 'screen_editor.problem.messageId', values: () => ({}) },
  { pattern: /^must match pattern "(.*)"$/, id: 'screen_editor.problem.pattern', values: (m) => ({ pattern: m[1]! }) },
  { pattern: /^must be equal to one of the allowed values$/, id: 'screen_editor.problem.enum', values: () => ({}) },
  { pattern: /^must be equal to constant$/, id: 'screen_editor.problem.const', values: () => ({}) },
  { pattern: /^must NOT have fewer than (\d+) items$/, id: 'screen_editor.problem.minItems', values: (m) => ({ limit: Number(m[1]) }) },
  { pattern: /^must NOT have duplicate items/, id: 'screen_editor.problem.duplicateItems', values: () => ({}) },
  { pattern: /^must be >= (-?[\d.]+)$/, id: 'screen_editor.problem.minimum', values: (m) => ({ limit: Number(m[1]) }) },
  { pattern: /^must be <= (-?[\d.]+)$/, id: 'screen_editor.problem.maximum', values: (m) => ({ limit: Number(m[1]) }) },
  { pattern: /^must be > (-?[\d.]+)$/, id: 'screen_editor.problem.exclusiveMinimum', values: (m) => ({ limit: Number(m[1]) }) },
];

/** A problem's sentence in the reader's language (the language names and types are message ids too). */
export function problemText(problem: DescriptorProblem): Worded {
  for (const { pattern, id, values } of SENTENCES) {
    const match = pattern.exec(problem.message);
    if (match) return { id, values: values(match) };
  }
  return { id: 'screen_editor.problem.other', values: { detail: problem.message } };
}

const unescape = (part: string): string => part.replaceAll('~1', '/').replaceAll('~0', '~');

/** The editor's part a problem at `path` (a JSON pointer into the descriptor) is about. */
export function problemPlace(path: string): ProblemPlace {
  const parts = path.split('/').slice(1).map(unescape);
  const [root, second, third] = parts;
  if (root === 'schema') {
    if (second === 'properties' && third !== undefined) return { tab: 'fields', field: third };
    return { tab: 'fields' };
  }
  if (root === 'uiSchema') {
    if (second !== undefined && second !== 'ui:order') return { tab: 'fields', field: second };
    return { tab: 'fields' };
  }
  if (root === 'list' || root === 'staffList') {
    if (second === 'columns' && third !== undefined && /^\d+$/.test(third)) return { tab: 'list', list: root, column: Number(third) };
    if (second === 'export') return { tab: 'list', list: root, export: true };
    return { tab: 'list', list: root };
  }
  return { tab: 'general' };
}

/** The problems about one field of the form. */
export const fieldProblems = (problems: readonly DescriptorProblem[], field: string): DescriptorProblem[] =>
  problems.filter((problem) => {
    const place = problemPlace(problem.path);
    return place.tab === 'fields' && place.field === field;
  });

/** The problems about one column of a list. */
export const columnProblems = (problems: readonly DescriptorProblem[], list: ListKey, column: number): DescriptorProblem[] =>
  problems.filter((problem) => {
    const place = problemPlace(problem.path);
    return place.tab === 'list' && place.list === list && place.column === column;
  });
