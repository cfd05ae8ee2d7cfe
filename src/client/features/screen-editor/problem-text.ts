/**
 * A draft's problems as the server names them ({path, code, params, message}: a JSON pointer into
 * the descriptor, a stable code with its values, and the English sentence made of them;
 * src/server/schema-check/problem-sentences.ts), turned into what the editor shows: the message
 * `screen_editor.problem.<code>` with the problem's values in the reader's language, and the part of
 * the editor the problem is about (a field, a list column, an export) so it shows beside it. A code
 * this client has no message for (a server newer than the page) is shown as the server's sentence
 * inside a translated frame.
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

/** A problem's message id and values; `hasMessage` tells which ids the reader's catalogue holds. */
export function problemText(problem: DescriptorProblem, hasMessage: (id: string) => boolean): Worded {
  const id = `screen_editor.problem.${problem.code}`;
  return hasMessage(id) ? { id, values: problem.params } : { id: 'screen_editor.problem.other', values: { detail: problem.message } };
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
