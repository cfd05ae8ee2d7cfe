/**
 * RJSF validation errors → messages in the user's language, the way the server words them
 * (src/server/http/validation.ts): the field's own `x-messages[keyword]` when it has one, a
 * format's own message, else the generic `api.validation.<keyword>`; always naming the field by
 * its translated title.
 */
import type { FieldSchema } from '../../shared/descriptor';

export interface Translator {
  /** The translated message; `values` fill ICU placeholders. */
  t: (id: string, values?: Record<string, string | number>) => string;
  has: (id: string) => boolean;
}

/** The parts of an RJSF error this needs (RJSFValidationError). */
export interface RawError {
  name?: string;
  property?: string;
  params?: unknown;
  message?: string;
  stack: string;
}

const RULES = new Set(['required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum', 'format', 'pattern', 'enum', 'additionalProperties', 'minItems', 'maxItems']);

type Node = FieldSchema | undefined;

/** `.items.0.name` → ['items', '0', 'name'] */
export const propertyPath = (property: string | undefined): string[] => (property ?? '').split('.').filter(Boolean);

/** The schema at a data path (properties by name, array items by index). */
export function schemaAt(root: FieldSchema, path: readonly string[]): Node {
  let node: Node = root;
  for (const key of path) {
    if (!node) return undefined;
    if (node.properties && typeof node.properties[key] === 'object') node = node.properties[key] as FieldSchema;
    else if (node.items && typeof node.items === 'object' && !Array.isArray(node.items) && /^\d+$/.test(key)) node = node.items as FieldSchema;
    else return undefined;
  }
  return node;
}

/** The field's label: its title's translation, else `field.<name>`, else its path. */
export function fieldLabel(path: readonly string[], schema: Node, tr: Translator): string {
  if (typeof schema?.title === 'string' && tr.has(schema.title)) return tr.t(schema.title);
  const leaf = path.at(-1) ?? '';
  const id = `field.${leaf}`;
  return tr.has(id) ? tr.t(id) : path.join('.');
}

export function errorMessageId(keyword: string, params: Record<string, unknown>, schema: Node, tr: Translator): string {
  const own = schema?.['x-messages']?.[keyword];
  if (own && tr.has(own)) return own;
  if (keyword === 'format') {
    const byFormat = `api.validation.format.${String(params.format)}`;
    if (tr.has(byFormat)) return byFormat;
  }
  return `api.validation.${RULES.has(keyword) ? keyword : 'invalid'}`;
}

/** The translated message of one error; the error's own text when the keyword is not ajv's. */
export function translateError(error: RawError, root: FieldSchema, tr: Translator): string {
  const keyword = error.name ?? '';
  const params = (error.params ?? {}) as Record<string, unknown>;
  const path = propertyPath(error.property);
  // RJSF already appends the missing property to `property` for `required`.
  const schema = schemaAt(root, path);
  const values = {
    field: fieldLabel(path, schema, tr),
    type: params.type ? (tr.has(`api.type.${String(params.type)}`) ? tr.t(`api.type.${String(params.type)}`) : String(params.type)) : '',
    limit: Number(params.limit ?? 0),
    format: String(params.format ?? ''),
    values: Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '',
  };
  return tr.t(errorMessageId(keyword, params, schema, tr), values);
}

/**
 * An upload field is one control: an error inside its stored object (RJSF fills an empty `{}`, so
 * `logo.key` is "missing") is the upload field's own "required".
 */
function onUploadField<E extends RawError>(error: E, root: FieldSchema): E {
  const path = propertyPath(error.property);
  for (let i = 1; i < path.length; i++) {
    if (schemaAt(root, path.slice(0, i))?.['x-upload']) return { ...error, name: 'required', property: `.${path.slice(0, i).join('.')}`, params: {} };
  }
  return error;
}

/**
 * All errors translated, one per field (one message is enough for a person to act on), and the
 * `if`/`then` noise ajv adds dropped.
 */
export function translateErrors<E extends RawError>(errors: readonly E[], root: FieldSchema, tr: Translator): E[] {
  const seen = new Set<string>();
  const result: E[] = [];
  for (const raw of errors) {
    if (raw.name === 'if') continue;
    const error = onUploadField(raw, root);
    const key = propertyPath(error.property).join('.');
    if (seen.has(key)) continue;
    seen.add(key);
    const message = translateError(error, root, tr);
    result.push({ ...error, message, stack: message });
  }
  return result;
}
