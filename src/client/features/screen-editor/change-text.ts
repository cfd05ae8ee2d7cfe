/**
 * What a version changed, as staff read it in the history: the server's `changes` (the smallest parts
 * that differ between a version and the one before it, each a JSON pointer into
 * `{descriptor, messages}` with its value before and after, src/shared/json-diff.ts) turned into
 * sentences — "field seal_no added", "label invoice_header.seal_no (English) changed". Changes to
 * one ordered list (the form's order, a list's columns, the required fields) read as one sentence.
 */
import type { JsonChange } from '../../../shared/json-diff';

export interface ChangeLine {
  id: string;
  values: Record<string, string | number>;
  /** Shown beside the sentence when one value changed (absent: it did not exist). */
  before?: unknown;
  after?: unknown;
  /** How many changes the sentence stands for (an ordered list changed in several places). */
  count: number;
}

const unescape = (part: string): string => part.replaceAll('~1', '/').replaceAll('~0', '~');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const added = (change: JsonChange): boolean => !('before' in change) && 'after' in change;
const removed = (change: JsonChange): boolean => 'before' in change && !('after' in change);
const verb = (change: JsonChange): string => (added(change) ? 'added' : removed(change) ? 'removed' : 'changed');

/** One change as a sentence (before grouping). */
function describe(change: JsonChange): Omit<ChangeLine, 'count'>[] {
  const parts = change.path.split('/').slice(1).map(unescape);
  const [root, ...rest] = parts;
  const values = { before: change.before, after: change.after };
  if (root === 'messages') {
    const [locale, id] = rest;
    // A language's (or every language's) labels added or removed whole: one sentence per label.
    if (id === undefined) {
      const side = (change.after ?? change.before) as unknown;
      if (!isObject(side)) return [{ id: 'screen_editor.change.other', values: { path: change.path }, ...values }];
      const entries = locale === undefined
        ? Object.entries(side).flatMap(([language, texts]) => Object.entries(isObject(texts) ? texts : {}).map(([key, text]) => [language, key, text] as const))
        : Object.entries(side).map(([key, text]) => [locale, key, text] as const);
      return entries.map(([language, key, text]) => ({
        id: 'screen_editor.change.label', values: { id: key, language, verb: verb(change) }, ...(added(change) ? { after: text } : { before: text }),
      }));
    }
    return [{ id: 'screen_editor.change.label', values: { id, language: locale ?? '', verb: verb(change) }, ...values }];
  }
  if (root !== 'descriptor') return [{ id: 'screen_editor.change.other', values: { path: change.path }, ...values }];
  const [section, key, field, rule] = rest;
  if (section === 'schema' && key === 'properties' && field !== undefined) {
    if (rule === undefined) return [{ id: added(change) ? 'screen_editor.change.fieldAdded' : removed(change) ? 'screen_editor.change.fieldRemoved' : 'screen_editor.change.field', values: { field } }];
    if (rule === 'title') return [{ id: 'screen_editor.change.fieldLabelId', values: { field }, ...values }];
    if (rule === 'oneOf') return [{ id: 'screen_editor.change.fieldOptions', values: { field } }];
    return [{ id: 'screen_editor.change.fieldRule', values: { field, rule, verb: verb(change) }, ...values }];
  }
  if (section === 'schema' && key === 'required') return [{ id: 'screen_editor.change.required', values: {}, ...values }];
  if (section === 'uiSchema' && (key === 'ui:order' || key === undefined)) return [{ id: 'screen_editor.change.order', values: {} }];
  if (section === 'uiSchema') return [{ id: 'screen_editor.change.fieldLook', values: { field: key! } }];
  if (section === 'list' || section === 'staffList') {
    const list = section;
    if (key === 'columns') return [{ id: 'screen_editor.change.columns', values: { list } }];
    if (key === 'export') return [{ id: 'screen_editor.change.export', values: { list } }];
    if (key === 'defaultSort') return [{ id: 'screen_editor.change.defaultSort', values: { list }, ...values }];
    return [{ id: 'screen_editor.change.list', values: { list } }];
  }
  if (section === 'title') return [{ id: 'screen_editor.change.title', values: {}, ...values }];
  return [{ id: 'screen_editor.change.other', values: { path: change.path.replace(/^\/descriptor/, '') || '/' }, ...values }];
}

/** A version's changes as sentences, in their order; repeated sentences (one ordered list) merged. */
export function describeChanges(changes: readonly JsonChange[]): ChangeLine[] {
  const lines: ChangeLine[] = [];
  const seen = new Map<string, ChangeLine>();
  for (const change of changes) {
    for (const line of describe(change)) {
      const key = `${line.id}\u0000${JSON.stringify(line.values)}`;
      const earlier = seen.get(key);
      if (earlier) {
        // One sentence for the list: its single values no longer say what changed.
        earlier.count += 1;
        delete earlier.before;
        delete earlier.after;
        continue;
      }
      const entry: ChangeLine = { ...line, count: 1 };
      for (const side of ['before', 'after'] as const) if (entry[side] === undefined) delete entry[side];
      seen.set(key, entry);
      lines.push(entry);
    }
  }
  return lines;
}

/** A value as a short line of text ("—" for none). */
export function shortValue(value: unknown, max = 80): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
}
