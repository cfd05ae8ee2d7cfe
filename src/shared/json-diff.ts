/**
 * What changed between two JSON values, as the list of the smallest parts that differ, each named by
 * its JSON pointer (a field's label, one rule, one list column). Used by a screen's history to show
 * what a version changed; arrays are compared item by item, since a descriptor's arrays are short
 * ordered lists (`required`, `ui:order`, columns) whose positions mean something.
 */
export interface JsonChange {
  path: string;
  /** Absent: added. */
  before?: unknown;
  /** Absent: removed. */
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const escape = (key: string): string => key.replaceAll('~', '~0').replaceAll('/', '~1');

export function jsonDiff(before: unknown, after: unknown, path = ''): JsonChange[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => {
      const at = `${path}/${escape(key)}`;
      if (!Object.hasOwn(after, key)) return [{ path: at, before: before[key] }];
      if (!Object.hasOwn(before, key)) return [{ path: at, after: after[key] }];
      return jsonDiff(before[key], after[key], at);
    });
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const length = Math.max(before.length, after.length);
    return Array.from({ length }, (_, i) => {
      const at = `${path}/${i}`;
      if (i >= after.length) return [{ path: at, before: before[i] }];
      if (i >= before.length) return [{ path: at, after: after[i] }];
      return jsonDiff(before[i], after[i], at);
    }).flat();
  }
  return Object.is(before, after) || JSON.stringify(before) === JSON.stringify(after) ? [] : [{ path: path || '/', before, after }];
}
