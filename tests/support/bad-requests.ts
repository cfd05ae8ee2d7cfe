/**
 * Generators of bad requests for any operation of the API's OpenAPI document: the bodies, query
 * strings and path ids a careless client or an attacker sends (NUL characters, integers past
 * PostgreSQL's range, floats, strings for numbers, arrays for scalars, deep and wide objects, long
 * and odd Unicode text, missing fields, bodies in the wrong content type). Mostly-valid bodies carry
 * one or two poisoned fields, so that the poison gets past the schema's other rules towards SQL.
 */
import fc from 'fast-check';

/** The part of JSON Schema / OpenAPI the generators read. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  format?: string;
  default?: unknown;
}

export interface Operation {
  method: string;
  /** OpenAPI path, e.g. `/api/v4/expo/todo/{id}/click`. */
  path: string;
  pathParams: Array<{ name: string; schema: Schema }>;
  queryParams: Array<{ name: string; schema: Schema }>;
  /** The JSON body's schema, when the operation declares one. */
  body?: Schema;
}

interface OpenApi {
  paths: Record<string, Record<string, {
    parameters?: Array<{ in: string; name: string; schema?: Schema }>;
    requestBody?: { content: Record<string, { schema?: Schema }> };
  }>>;
}

/** Every operation of the document. */
export function operationsOf(spec: OpenApi): Operation[] {
  const result: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (where: string) => (op.parameters ?? []).filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      result.push({
        method: method.toUpperCase(),
        path,
        pathParams: params('path'),
        queryParams: params('query'),
        body: op.requestBody?.content['application/json']?.schema,
      });
    }
  }
  return result;
}

/** A number written into the JSON text as is: JSON.stringify cannot write `1e309` or `2147483648.0`. */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of a generated value, RawNumbers written verbatim. */
export function toJson(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([key, each]) => `${JSON.stringify(key)}:${toJson(each)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Numbers that PostgreSQL's integer columns, JavaScript or both cannot hold. */
const OUT_OF_RANGE = ['2147483648', '-2147483649', '1e309', '-1e309', '1e23', '9007199254740993', '4294967296', '99999999999999999999999'];

const badNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...OUT_OF_RANGE).map((text) => new RawNumber(text)),
  fc.constantFrom('1.5', '-0', '0.0000001', '2147483647.5', '-1', '0', '1E2').map((text) => new RawNumber(text)),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const nulText = (base: string): fc.Arbitrary<string> =>
  fc.nat({ max: base.length }).map((at) => `${base.slice(0, at)}\u0000${base.slice(at)}`);

const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '%00', '\\u0000', '', ' ', '１２３', "'; drop table users; --", '<script>alert(1)</script>', '\u202e\ufeff', '\ud800', '𝕏😀'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }).chain(nulText),
  fc.constantFrom(300, 5000, 70_000).map((n) => 'x'.repeat(n)),
);

/** Odd shapes in place of any value. */
const badShape: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [null], ['\u0000'], [new RawNumber('1e309')]),
  fc.constantFrom(60, 200).map((depth) => {
    let value: unknown = '\u0000';
    for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
    return value;
  }),
  fc.constantFrom(1000).map((width) => Object.fromEntries(Array.from({ length: width }, (_, i) => [`k${i}`, i]))),
  fc.dictionary(badText, fc.oneof(badText, badNumber), { maxKeys: 3 }),
);

/** Any bad value, whatever the field's type. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(badText, badNumber, badShape);

/** A value the schema plausibly accepts, so that a poisoned sibling reaches the handler. */
function plausible(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.oneOf ?? schema.anyOf;
  if (choices?.length) return fc.oneof(...choices.map((each) => plausible(each, depth)));
  if (schema.allOf?.length) return plausible(Object.assign({}, schema, ...schema.allOf, { allOf: undefined }) as Schema, depth);
  const type = typesOf(schema).find((each) => each !== 'null') ?? 'string';
  switch (type) {
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? 0, -1_000_000);
      const max = Math.min(schema.maximum ?? min + 20, min + 1_000_000);
      return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const min = Math.max(schema.minItems ?? 0, 0);
      return fc.array(plausible(schema.items ?? {}, depth + 1), { minLength: min, maxLength: min + 2 });
    }
    case 'object':
      return depth > 4 ? fc.constant({}) : plausibleObject(schema, depth + 1);
    default:
      return plausibleText(schema);
  }
}

function plausibleText(schema: Schema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email': return fc.constant('someone@example.com');
    case 'date': return fc.constant('2026-05-01');
    case 'date-time': return fc.constant('2026-05-01T10:00:00+08:00');
    case 'uri': return fc.constant('https://example.com/a');
    default: {
      const min = schema.minLength ?? 1;
      const max = Math.max(min, Math.min(schema.maxLength ?? min + 8, min + 8));
      return fc.integer({ min, max }).map((n) => 'a'.repeat(n));
    }
  }
}

/** A value of the field's own type carrying the field's typical poison (NUL text, an out-of-range number). */
function poisoned(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return badNumber;
  if (types.includes('string')) return plausibleText(schema).chain(nulText);
  if (types.includes('array') && schema.items && depth <= 4) return fc.array(poisoned(schema.items, depth + 1), { minLength: 1, maxLength: 2 });
  if (types.includes('object') && depth <= 4) return objectOf(schema, depth + 1);
  return badValue;
}

/** An object the schema accepts: every required field, optional ones half the time. */
function plausibleObject(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fc.tuple(fc.constant(name), plausible(field, depth), required.has(name) ? fc.constant(true) : fc.boolean()));
  return fc.tuple(...fields).map((entries) => {
    const result: Record<string, unknown> = {};
    for (const [name, value, keep] of entries) if (keep) result[name] = value;
    return result;
  });
}

/**
 * An object of the schema with one or two fields poisoned, now and then a required field left out
 * or an unknown one added: the other fields pass, so the poison meets the rule (or the SQL) behind them.
 */
function objectOf(schema: Schema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const names = properties.map(([name]) => name);
  const poisons = Object.fromEntries(properties.map(([name, field]) => [name, fc.oneof({ weight: 3, arbitrary: poisoned(field, depth) }, { weight: 1, arbitrary: badValue })]));
  const chosen = names.length ? fc.subarray(names, { minLength: 0, maxLength: Math.min(2, names.length) }) : fc.constant([]);
  return fc.tuple(plausibleObject(schema, depth), chosen.chain((picked) => fc.tuple(...picked.map((name) => fc.tuple(fc.constant(name), poisons[name]!)))),
    fc.option(fc.constantFrom(...(schema.required ?? ['-'])), { freq: 8 }), fc.option(fc.tuple(badText, badValue), { freq: 8 }))
    .map(([object, poisoned, dropped, extra]) => {
      const result: Record<string, unknown> = { ...object };
      for (const [name, value] of poisoned) result[name] = value;
      if (dropped) delete result[dropped];
      if (extra) result[extra[0]] = extra[1];
      return result;
    });
}

/** A body: a mostly valid object of the schema, or anything at all. */
export const bodyFor = (schema: Schema | undefined): fc.Arbitrary<unknown> =>
  schema
    ? fc.oneof({ weight: 8, arbitrary: objectOf(schema, 0) }, { weight: 1, arbitrary: badValue })
    : badValue;

/** Text of a path id or query value for a parameter of the schema. */
export function textFor(schema: Schema): fc.Arbitrary<string> {
  const types = typesOf(schema);
  const numeric = types.includes('integer') || types.includes('number');
  const valid = schema.enum?.length ? fc.constantFrom(...schema.enum.map(String)) : numeric ? fc.constantFrom('1', '2', '20') : fc.constantFrom('a', 'abc');
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: fc.constantFrom(...OUT_OF_RANGE, '1.5', '-1', '0', 'abc', '0x10', ' 1', '1e3', 'Infinity', 'NaN', '1'.repeat(300), 'a'.repeat(300)) },
    { weight: 2, arbitrary: badText },
  );
}

/** Content types a JSON endpoint must refuse cleanly, and one that says multipart but names no boundary. */
export const contentType: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text/plain', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded', 'application/octet-stream', 'application/json; charset=utf-16',
      'application/xml', 'image/png', 'application/json; charset=utf-8; boundary=x',
    ),
  },
);

export interface BadRequest {
  url: string;
  contentType?: string;
  /** The body's text, when the request has one. */
  payload?: string;
}

const withBody = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Percent-encoding of any text, lone surrogates included: they go out as the bytes a careless
 * client would send (ED A0 80 for U+D800), which are not valid UTF-8.
 */
export function percentEncode(text: string): string {
  let result = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      result += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      result += encodeURIComponent(char);
    }
  }
  return result;
}

/** A whole request for the operation: its path ids, a query string and (for POST/PUT) a body. */
export function requestFor(op: Operation): fc.Arbitrary<BadRequest> {
  const queryNames = op.queryParams.map((each) => each.name);
  const query = fc.tuple(
    fc.tuple(...op.queryParams.map((each) => fc.option(textFor(each.schema), { freq: 2 }))),
    // The same key twice, or a key the operation does not know.
    fc.option(fc.tuple(fc.constantFrom(...queryNames, 'q', 'x\u0000'), textFor({})), { freq: 4 }),
  ).map(([values, extra]) => {
    const pairs: Array<[string, string]> = [];
    values.forEach((value, i) => { if (value !== null) pairs.push([queryNames[i]!, value]); });
    if (extra) pairs.push(extra);
    return pairs.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
  });
  const path = fc.tuple(...op.pathParams.map((each) => textFor(each.schema))).map((values) => {
    let url = op.path;
    op.pathParams.forEach((each, i) => { url = url.replace(`{${each.name}}`, percentEncode(values[i]!)); });
    return url;
  });
  const body = withBody.has(op.method)
    ? fc.option(fc.tuple(contentType, bodyFor(op.body)), { freq: 10 })
    : fc.constant(null);
  return fc.tuple(path, query, body).map(([url, search, sent]) => ({
    url: search ? `${url}?${search}` : url,
    ...(sent ? { contentType: sent[0], payload: toJson(sent[1]) } : {}),
  }));
}
