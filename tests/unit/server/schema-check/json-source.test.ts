/** The JSON reader that places every value: JSON.parse's values, its errors with line and column, repeated keys. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonSource, pointerParts, toPointer } from '../../../../src/server/schema-check/json-source';

describe('parseJsonSource', () => {
  it('yields what JSON.parse yields, for any JSON', () => {
    fc.assert(fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
      const text = JSON.stringify(value, null, pretty ? 2 : undefined);
      const read = parseJsonSource(text);
      expect(read.ok && read.value).toEqual(JSON.parse(text));
    }));
  });

  it('places members at their key and items at their value, in lines and columns counted from 1', () => {
    const read = parseJsonSource('{\n  "a": [10, {"b/c": "x"}],\n  "中文": true\n}');
    if (!read.ok) throw new Error('not JSON');
    expect(read.locate('')).toEqual({ line: 1, column: 1 });
    expect(read.locate('/a')).toEqual({ line: 2, column: 3 });
    expect(read.locate('/a/0')).toEqual({ line: 2, column: 9 });
    expect(read.locate('/a/1')).toEqual({ line: 2, column: 13 });
    expect(read.locate('/a/1/b~1c')).toEqual({ line: 2, column: 14 });
    expect(read.locate('/中文')).toEqual({ line: 3, column: 3 });
    // What is not there is shown at its nearest parent.
    expect(read.locate('/a/1/missing')).toEqual({ line: 2, column: 13 });
  });

  it('finds a repeated key at its last spelling, whose value wins as in JSON.parse', () => {
    const read = parseJsonSource('{"a": {"x": 1, "x": 2}, "__proto__": 3}');
    if (!read.ok) throw new Error('not JSON');
    expect(read.duplicates).toEqual([{ pointer: '/a/x', key: 'x', line: 1, column: 16 }]);
    expect(read.value).toEqual({ a: { x: 2 }, ['__proto__']: 3 });
    expect(Object.getPrototypeOf(read.value)).toBe(Object.prototype);
  });

  it.each([
    ['', 1, 1, 'expected a value, found the end of the file'],
    ['{"a": 1,}', 1, 8, 'a comma before "}" (trailing commas are not JSON)'],
    ['[1,\n 2,\n]', 2, 3, 'a comma before "]" (trailing commas are not JSON)'],
    ["{'a': 1}", 1, 2, 'expected a key in double quotes, found "\'"'],
    ['{"a" 1}', 1, 6, 'expected ":" after a key, found "1"'],
    ['{"a": "line\nbreak"}', 1, 12, 'a string may not hold a line break or control character (write \\n)'],
    ['{"a": "\\x"}', 1, 7, 'a string holds an invalid escape (\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)'],
    ['{"a": "open}', 1, 7, 'a string is not closed with "'],
    ['{"a": 01}', 1, 8, 'expected "," or "}" after a value, found "1"'],
    ['{"a": -}', 1, 7, 'expected a value, found "-"'],
    ['{} {}', 1, 4, 'unexpected "{" after the end of the JSON'],
  ])('reports %j at line %i, column %i', (text, line, column, message) => {
    expect(parseJsonSource(text)).toEqual({ ok: false, error: { line, column, message } });
    expect(() => JSON.parse(text)).toThrow();
  });

  it('reads a file that starts with a byte order mark', () => {
    const read = parseJsonSource('\uFEFF{"a": 1}');
    expect(read.ok && read.value).toEqual({ a: 1 });
  });
});

describe('JSON pointers', () => {
  it('escape ~ and / both ways', () => {
    expect(toPointer('a/b', 'c~d', 0)).toBe('/a~1b/c~0d/0');
    expect(pointerParts('/a~1b/c~0d/0')).toEqual(['a/b', 'c~d', '0']);
    expect(pointerParts('')).toEqual([]);
  });
});
