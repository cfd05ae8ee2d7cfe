/**
 * Request validation. Bodies are checked strictly (no type coercion: `"account": 123` is an error,
 * not a string); query strings and path params are coerced, since they only ever arrive as text.
 * Ajv errors become field errors in the caller's language, each naming its field: by the field's
 * `title` (a message id, as in screen descriptors) or `field.<name>`, with the field's own
 * `x-messages` text for the failed rule when the schema gives one.
 */
import { Ajv, type ErrorObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '../../shared/codes';
import { CUSTOM_FORMATS } from '../../shared/formats';
import type { Locale } from '../../shared/locale';
import { hasMessage, translate } from './i18n';

// verbose: errors carry the failing schema, where titles and x-messages live.
const common: Options = { allErrors: true, useDefaults: true, removeAdditional: false, strict: false, verbose: true };

const withFormats = (ajv: Ajv): Ajv => {
  addFormats.default(ajv, ['email', 'date', 'date-time', 'uri']);
  for (const [name, check] of Object.entries(CUSTOM_FORMATS)) ajv.addFormat(name, { type: 'string', validate: check });
  return ajv;
};

const bodyAjv = withFormats(new Ajv({ ...common, coerceTypes: false }));
const textAjv = withFormats(new Ajv({ ...common, coerceTypes: 'array' }));

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

const joinPath = (base: string, key: string): string => (base ? `${base}.${key}` : key);

/** `/items/0/name` → `items.0.name` */
const pathOf = (instancePath: string): string => instancePath.split('/').filter(Boolean).join('.');

function fieldOf(error: ErrorObject): string {
  const base = pathOf(error.instancePath);
  if (error.keyword === 'required') return joinPath(base, String(error.params.missingProperty));
  if (error.keyword === 'additionalProperties') return joinPath(base, String(error.params.additionalProperty));
  return base;
}

const RULES = new Set(['required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum', 'format', 'pattern', 'enum', 'additionalProperties', 'minItems', 'maxItems']);

type FieldSchema = { title?: unknown; 'x-messages'?: Record<string, string>; properties?: Record<string, FieldSchema> };

/** The schema of the field an error is about (for `required`, the missing property's). */
function fieldSchemaOf(error: ErrorObject): FieldSchema | undefined {
  const parent = error.parentSchema as FieldSchema | undefined;
  if (error.keyword === 'required') return parent?.properties?.[String(error.params.missingProperty)];
  if (error.keyword === 'additionalProperties') return undefined;
  return parent;
}

/** The field's label: its schema title, else `field.<name>` from the locales, else its path. */
function fieldLabel(locale: Locale, field: string, schema: FieldSchema | undefined): string {
  if (typeof schema?.title === 'string' && hasMessage(locale, schema.title)) return translate(locale, schema.title);
  const leaf = field.split('.').at(-1) ?? field;
  const id = `field.${leaf}`;
  return hasMessage(locale, id) ? translate(locale, id) : field || translate(locale, 'api.validation.body');
}

/** The rule's message: the field's own (x-messages), a format's own, else the generic one. */
function ruleMessageId(error: ErrorObject, schema: FieldSchema | undefined, locale: Locale): string {
  const own = schema?.['x-messages']?.[error.keyword];
  if (own && hasMessage(locale, own)) return own;
  if (error.keyword === 'format') {
    const byFormat = `api.validation.format.${String(error.params.format)}`;
    if (hasMessage(locale, byFormat)) return byFormat;
  }
  return `api.validation.${RULES.has(error.keyword) ? error.keyword : 'invalid'}`;
}

export function toFieldErrors(errors: readonly ErrorObject[], locale: Locale): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const error of errors) {
    // An `if` failure only says which `then` branch failed; that branch's own error names the field.
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    // One message per field is enough for a person to act on.
    if (seen.has(field)) continue;
    seen.add(field);
    const schema = fieldSchemaOf(error);
    const params = error.params as Record<string, unknown>;
    const values = {
      field: fieldLabel(locale, field, schema),
      type: params.type ? translate(locale, `api.type.${String(params.type)}`) : '',
      limit: Number(params.limit ?? 0),
      format: String(params.format ?? ''),
      values: Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '',
    };
    result.push({ field, message: translate(locale, ruleMessageId(error, schema, locale), values) });
  }
  return result;
}
