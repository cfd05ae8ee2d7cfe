/**
 * JSON text read with the place of every value, so a problem found at a JSON pointer can be shown
 * at its line and column, and with the keys an object repeats (JSON.parse silently keeps the last
 * one: a translator's second "company.name" would quietly replace the first).
 *
 * A small recursive-descent reader of RFC 8259 JSON; the values it yields are JSON.parse's (strings
 * and numbers are handed to JSON.parse itself, and a repeated key keeps its last value).
 */

export interface Position {
  /** 1-based. */
  line: number;
  /** 1-based, in UTF-16 code units as editors count them. */
  column: number;
}

export interface DuplicateKey extends Position {
  /** JSON pointer of the repeated member. */
  pointer: string;
  key: string;
}

/** A JSON object (not an array, not null). */
export const isJsonObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export type JsonSource =
  | { ok: true; value: unknown; duplicates: DuplicateKey[]; locate: (pointer: string) => Position }
  | { ok: false; error: Position & { message: string } };

/** `/a/b~1c` → ['a', 'b/c']. */
export const pointerParts = (pointer: string): string[] =>
  (pointer === '' ? [] : pointer.slice(1).split('/').map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~')));

export const toPointer = (...parts: (string | number)[]): string =>
  parts.map((part) => `/${String(part).replaceAll('~', '~0').replaceAll('/', '~1')}`).join('');

class SyntaxFault extends Error {
  constructor(message: string, readonly offset: number) {
    super(message);
  }
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

function positionFinder(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  };
}

const describe = (text: string, at: number): string => (at >= text.length ? 'the end of the file' : `"${text[at]}"`);

/** Reads `text` as JSON; a syntax error is reported with its line and column, not thrown. */
export function parseJsonSource(text: string): JsonSource {
  const positionOf = positionFinder(text);
  /** Where each value starts, and each member's key, by JSON pointer. */
  const places = new Map<string, number>();
  const duplicates: DuplicateKey[] = [];
  // A byte order mark is not JSON, but editors on Windows write one.
  let at = text.charCodeAt(0) === 0xfeff ? 1 : 0;

  const skip = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.exec(text);
    at = WHITESPACE.lastIndex;
  };
  const expect = (char: string, what: string) => {
    if (text[at] !== char) throw new SyntaxFault(`expected ${what}, found ${describe(text, at)}`, at);
    at += 1;
  };

  const readString = (): string => {
    const start = at;
    at += 1;
    while (at < text.length) {
      const code = text.charCodeAt(at);
      if (code === 34) break;
      if (code === 92) at += 2;
      else if (code < 32) throw new SyntaxFault('a string may not hold a line break or control character (write \\n)', at);
      else at += 1;
    }
    if (at >= text.length) throw new SyntaxFault('a string is not closed with "', start);
    at += 1;
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      throw new SyntaxFault('a string holds an invalid escape (\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX)', start);
    }
  };

  const readValue = (pointer: string, depth: number): unknown => {
    if (depth > 512) throw new SyntaxFault('the JSON nests too deep', at);
    skip();
    // A member's place is already its key's.
    if (!places.has(pointer)) places.set(pointer, at);
    const char = text[at];
    if (char === '{') {
      at += 1;
      const object: Record<string, unknown> = {};
      const seen = new Set<string>();
      skip();
      if (text[at] === '}') {
        at += 1;
        return object;
      }
      for (;;) {
        skip();
        if (text[at] !== '"') throw new SyntaxFault(`expected a key in double quotes, found ${describe(text, at)}`, at);
        const keyAt = at;
        const key = readString();
        const member = `${pointer}${toPointer(key)}`;
        if (seen.has(key)) duplicates.push({ pointer: member, key, ...positionOf(keyAt) });
        seen.add(key);
        // The place of a member is its key: where a reader of the file looks for it. A repeated key points at its last spelling, whose value wins.
        places.set(member, keyAt);
        skip();
        expect(':', '":" after a key');
        const value = readValue(member, depth + 1);
        Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
        skip();
        if (text[at] === ',') {
          const comma = at;
          at += 1;
          skip();
          if (text[at] === '}') throw new SyntaxFault('a comma before "}" (trailing commas are not JSON)', comma);
          continue;
        }
        expect('}', '"," or "}" after a value');
        return object;
      }
    }
    if (char === '[') {
      at += 1;
      const array: unknown[] = [];
      skip();
      if (text[at] === ']') {
        at += 1;
        return array;
      }
      for (;;) {
        array.push(readValue(`${pointer}/${array.length}`, depth + 1));
        skip();
        if (text[at] === ',') {
          const comma = at;
          at += 1;
          skip();
          if (text[at] === ']') throw new SyntaxFault('a comma before "]" (trailing commas are not JSON)', comma);
          continue;
        }
        expect(']', '"," or "]" after an item');
        return array;
      }
    }
    if (char === '"') return readString();
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text);
    if (number && number[0] !== '-') {
      at = NUMBER.lastIndex;
      return Number(number[0]);
    }
    throw new SyntaxFault(`expected a value, found ${describe(text, at)}`, at);
  };

  try {
    const value = readValue('', 0);
    skip();
    if (at < text.length) throw new SyntaxFault(`unexpected ${describe(text, at)} after the end of the JSON`, at);
    const locate = (pointer: string): Position => {
      // A pointer to what is missing (a required key) is shown where its nearest existing parent is.
      let parts = pointerParts(pointer);
      for (;;) {
        const found = places.get(toPointer(...parts));
        if (found !== undefined) return positionOf(found);
        if (parts.length === 0) return positionOf(0);
        parts = parts.slice(0, -1);
      }
    };
    return { ok: true, value, duplicates, locate };
  } catch (error) {
    if (!(error instanceof SyntaxFault)) throw error;
    return { ok: false, error: { message: error.message, ...positionOf(error.offset) } };
  }
}
