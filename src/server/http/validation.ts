/**
 * Request validation. Bodies are checked strictly (no type coercion: `"account": 123` is an error,
 * not a string); query strings and path params are coerced, since they only ever arrive as text.
 * Ajv errors become field errors in the caller's language, each naming its field, worded by the
 * module the engine's forms use too (src/shared/validation-messages.ts).
 *
 * Two rules hold for every part of every route, whatever its schema says, because PostgreSQL
 * refuses such values with an error rather than a row: no text may hold a NUL character, and an
 * integer without a declared range stays within PostgreSQL's `integer`.
 */
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../../shared/codes';
import { CUSTOM_FORMATS } from '../../shared/formats';
import { LOCALES, type Locale } from '../../shared/locale';
import { onePerField, validationMessage, type MessageSchema, type RuleFailure, type Translator } from '../../shared/validation-messages';
import { hasMessage, translate } from './i18n';

// verbose: errors carry the failing schema, where titles and x-messages live.
const common: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false, verbose: true };

const withFormats = (ajv: Ajv): Ajv => {
  addFormats.default(ajv, ['email', 'date', 'date-time', 'uri']);
  for (const [name, check] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
};

/**
 * The body schema of a screen whose file cannot be used (screens/registry.ts unavailableScreen)
 * carries this keyword: every body fails it, worded by the schema's own x-messages.
 */
export const UNAVAILABLE_KEYWORD = 'x-unavailable';

const withUnavailable = (ajv: Ajv): Ajv => ajv.addKeyword({ keyword: UNAVAILABLE_KEYWORD, schemaType: 'boolean', validate: (refused: boolean) => !refused });

const bodyAjv = withUnavailable(withFormats(new Ajv({ ...common, coerceTypes: false })));
const textAjv = withFormats(new Ajv({ ...common, coerceTypes: 'array' }));

/** PostgreSQL's `integer`. A field of a `bigint` column declares its own range (up to Number.MAX_SAFE_INTEGER). */
export const INTEGER_RANGE = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

type SchemaNode = Record<string, unknown>;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keywords whose value is a schema, a list of schemas, or a map of schemas (the rest are data). */
const SUBSCHEMA = ['items', 'additionalProperties', 'additionalItems', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'];
const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'dependentSchemas', '$defs', 'definitions'];

/** A copy of the schema in which every integer without a range gets PostgreSQL's. */
function withIntegerRange(schema: unknown): unknown {
  if (!isNode(schema)) return schema;
  const copy: SchemaNode = { ...schema };
  const types = Array.isArray(copy.type) ? copy.type : [copy.type];
  if (types.includes('integer')) {
    if (copy.maximum === undefined && copy.exclusiveMaximum === undefined) copy.maximum = INTEGER_RANGE.maximum;
    if (copy.minimum === undefined && copy.exclusiveMinimum === undefined) copy.minimum = INTEGER_RANGE.minimum;
  }
  for (const key of SUBSCHEMA) if (isNode(copy[key])) copy[key] = withIntegerRange(copy[key]);
  for (const key of SUBSCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withIntegerRange);
  for (const key of SUBSCHEMA_MAPS) {
    if (isNode(copy[key])) copy[key] = Object.fromEntries(Object.entries(copy[key]).map(([name, each]) => [name, withIntegerRange(each)]));
  }
  return copy;
}

/** The declared schema of the field at a path of the data (through `properties` and `items`), for its label. */
function schemaAt(schema: unknown, path: readonly string[]): SchemaNode | undefined {
  let node: unknown = schema;
  for (const key of path) {
    if (!isNode(node)) return undefined;
    node = isNode(node.properties) && key in node.properties ? node.properties[key] : isNode(node.items) ? node.items : undefined;
  }
  return isNode(node) ? node : undefined;
}

const NUL = '\u0000';

/** Errors for each text holding a NUL character: a value names its field, a key the object that holds it. */
function nulErrors(data: unknown, schema: unknown): ErrorObject[] {
  const errors: ErrorObject[] = [];
  const visit = (value: unknown, path: string[]): void => {
    if (typeof value === 'string') {
      if (value.includes(NUL)) errors.push(nulError(path, schema));
    } else if (Array.isArray(value)) {
      value.forEach((each, i) => visit(each, [...path, String(i)]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, each] of Object.entries(value)) {
        if (key.includes(NUL)) errors.push(nulError(path, schema));
        else visit(each, [...path, key]);
      }
    }
  };
  visit(data, []);
  return errors;
}

const nulError = (path: readonly string[], schema: unknown): ErrorObject => ({
  keyword: 'nul', instancePath: path.map((key) => `/${key}`).join(''), schemaPath: '', params: {}, parentSchema: schemaAt(schema, path),
});

// One copy per declared schema: routes sharing a schema share its compiled validator, as ajv's cache
// (keyed by the schema object) did before the copy.
const ranged = new WeakMap<object, object>();
const rangedOnce = (schema: object): object => {
  let copy = ranged.get(schema);
  if (!copy) ranged.set(schema, (copy = withIntegerRange(schema) as object));
  return copy;
};

/** A validator with the NUL check, its errors on `.errors` as ajv's own; compiled once per schema object. */
function compileCheck(schema: object, httpPart: string | undefined) {
  const validate = (httpPart === 'body' ? bodyAjv : textAjv).compile(rangedOnce(schema));
  const check = (data: unknown, context?: Parameters<ValidateFunction>[1]): boolean => {
    const valid = validate(data, context);
    // Defaults and coercion may have replaced the part itself: read it where ajv left it.
    const checked: unknown = context ? (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] : data;
    const errors = [...nulErrors(checked, schema), ...(valid ? [] : validate.errors ?? [])];
    check.errors = errors;
    return errors.length === 0;
  };
  check.errors = [] as ErrorObject[];
  return check;
}

type Check = ReturnType<typeof compileCheck>;

/**
 * Route validators not compiled yet. Compiling every route's schemas took a third of a restart, for
 * routes most of which nobody calls in the first second; each is compiled on its first request, and
 * the server compiles the rest just after it starts listening (compilePendingChecks), a few at a time.
 */
const pendingChecks = new Set<() => Check>();

/**
 * A validator that compiles on its first use. Fastify passes a validator with `schemaEnv` the request
 * as parent, so that defaults and coercion may replace a part whole, as an ajv-compiled one may.
 */
function lazyCheck(compile: () => Check) {
  let compiled: Check | undefined;
  const ensure = (): Check => {
    pendingChecks.delete(ensure);
    return (compiled ??= compile());
  };
  pendingChecks.add(ensure);
  return checkingBy(ensure);
}

/** A validator that checks by the one `current` gives at each call, with its errors. */
function checkingBy(current: () => Check) {
  const check = (data: unknown, context?: Parameters<ValidateFunction>[1]): boolean => {
    const inner = current();
    const valid = inner(data, context);
    check.errors = inner.errors;
    return valid;
  };
  check.errors = [] as ErrorObject[];
  check.schemaEnv = true;
  return check;
}

/**
 * Compiles the validators no request has needed yet, `perTurn` at a time with a turn of the event
 * loop between, so that requests arriving meanwhile wait for one slice at most. Resolves when none is
 * left; a schema that does not compile throws here, as it would have at registration.
 */
export async function compilePendingChecks(perTurn = 8): Promise<number> {
  let compiled = 0;
  while (pendingChecks.size > 0) {
    for (const ensure of [...pendingChecks].slice(0, perTurn)) {
      ensure();
      compiled += 1;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return compiled;
}

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) => lazyCheck(() => compileCheck(schema, httpPart));

const compiledChecks = new WeakMap<object, Check>();
const checkOnce = (schema: object, httpPart: string | undefined): Check => {
  let check = compiledChecks.get(schema);
  if (!check) compiledChecks.set(schema, (check = compileCheck(schema, httpPart)));
  return check;
};

/**
 * A route's validator compiler for parts whose schema changes while the server runs (a screen staff
 * publish anew): each request is checked against the schema `current()` gives now, compiled once per
 * schema object, and fails exactly as a fixed schema's would. Other parts compile as usual.
 */
export function liveValidatorCompiler(parts: Partial<Record<RequestPart, () => object>>): FastifySchemaCompiler<object> {
  return ({ schema, httpPart }) => {
    const current = parts[httpPart as RequestPart];
    if (!current) return lazyCheck(() => compileCheck(schema, httpPart));
    const warm = (): Check => {
      pendingChecks.delete(warm);
      return checkOnce(current(), httpPart);
    };
    pendingChecks.add(warm);
    return checkingBy(() => checkOnce(current(), httpPart));
  };
}

/**
 * The validator a route compiles for a body of this schema: the very same function (ajv keeps one
 * per schema object), for data that reaches a rule by another door, such as the rows of a batch.
 * Gives the errors of the data, none when it is valid.
 */
export function bodyChecker(schema: object): (data: unknown) => ErrorObject[] {
  const check = lazyCheck(() => compileCheck(schema, 'body'));
  return (data) => (check(data) ? [] : check.errors);
}

const ANY_OBJECT = { type: 'object' } as const;

/**
 * Validation for every route: the compiler above, and a schema for the query string and path params
 * of routes that declare none, so that their text is checked for NUL characters too.
 */
export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.addHook('onRoute', (route) => {
    // Fastify also reads a query string schema under the name `query`.
    const schema: FastifySchema & { query?: unknown } = { ...route.schema };
    if (!schema.querystring && !schema.query) schema.querystring = ANY_OBJECT;
    if (!schema.params && /[:*]/.test(route.url)) schema.params = ANY_OBJECT;
    route.schema = schema;
  });
}

/** The field an error is about, as a path (for `required`, the missing property's). */
function pathOf(error: ErrorObject): string[] {
  const path = error.instancePath.split('/').filter(Boolean);
  if (error.keyword === 'required') return [...path, String(error.params.missingProperty)];
  if (error.keyword === 'additionalProperties') return [...path, String(error.params.additionalProperty)];
  return path;
}

/** The schema of the field an error is about (for `required`, the missing property's). */
function fieldSchemaOf(error: ErrorObject): MessageSchema | undefined {
  const parent = error.parentSchema as (MessageSchema & { properties?: Record<string, MessageSchema> }) | undefined;
  if (error.keyword === 'required') return parent?.properties?.[String(error.params.missingProperty)];
  if (error.keyword === 'additionalProperties') return undefined;
  return parent;
}

/** The part of a request a validation error is about, as Fastify names it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/** One ajv error as the shared wording reads it; a nameless field of the part itself is named by the part. */
export function ruleFailure(error: ErrorObject, part: RequestPart = 'body'): RuleFailure {
  const path = pathOf(error);
  const partLabel = LOCALES.every((locale) => hasMessage(locale, `api.validation.${part}`)) ? `api.validation.${part}` : 'api.validation.body';
  return {
    keyword: error.keyword, params: error.params as Record<string, unknown>, path, schema: fieldSchemaOf(error),
    ...(path.length === 0 ? { unnamed: { message: partLabel } } : {}),
  };
}

/** The errors worth a message: one per field, `if` failures dropped. */
export const shownErrors = (errors: readonly ErrorObject[]): ErrorObject[] =>
  onePerField(errors, (error) => error.keyword, (error) => pathOf(error).join('.'));

/** The server's messages in one language, for the shared wording. */
export const serverTranslator = (locale: Locale): Translator => ({
  t: (id, values) => translate(locale, id, values),
  has: (id) => hasMessage(locale, id),
});

export function toFieldErrors(errors: readonly ErrorObject[], locale: Locale, part: RequestPart = 'body'): FieldError[] {
  const tr = serverTranslator(locale);
  return shownErrors(errors).map((error) => {
    const failure = ruleFailure(error, part);
    // Worded by translate itself, labels included: a message that cannot be shown in the caller's
    // language falls back to the other one whole, label and all.
    const { id, values } = validationMessage(failure, tr.has);
    return { field: failure.path.join('.'), message: translate(locale, id, values) };
  });
}
