/**
 * RJSF validation errors → messages in the user's language, worded by the module the server uses
 * too (src/shared/validation-messages.ts). This file only finds each error's field and its
 * declared schema in the form's schema.
 */
import type { FieldSchema } from '../../shared/descriptor';
import { isMoney } from '../money';
import { onePerField, wordFailure, type Translator } from '../../shared/validation-messages';

export type { Translator } from '../../shared/validation-messages';

/** The parts of an RJSF error this needs (RJSFValidationError). */
export interface RawError {
  name?: string;
  property?: string;
  params?: unknown;
  message?: string;
  stack: string;
}

type Node = FieldSchema | undefined;

/** `.items.0.name` → ['items', '0', 'name'] */
const propertyPath = (property: string | undefined): string[] => (property ?? '').split('.').filter(Boolean);

/** The schema at a data path (properties by name, array items by index). */
function schemaAt(root: FieldSchema, path: readonly string[]): Node {
  let node: Node = root;
  for (const key of path) {
    if (!node) return undefined;
    if (node.properties && typeof node.properties[key] === 'object') node = node.properties[key] as FieldSchema;
    else if (node.items && typeof node.items === 'object' && !Array.isArray(node.items) && /^\d+$/.test(key)) node = node.items as FieldSchema;
    else return undefined;
  }
  return node;
}

/** Rules whose limit is an amount: an amount field states it in yuan, as it is typed. */
const LIMITS = new Set(['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum']);

/**
 * An amount in cents is typed in yuan (MoneyWidget): text that is not an amount fails its type and
 * is worded as such (unless the field words it itself), and its limits are given in yuan.
 */
function asTyped(keyword: string, params: Record<string, unknown>, schema: Node): { params: Record<string, unknown>; schema: Node } {
  if (!schema || !isMoney(schema)) return { params, schema };
  if (keyword === 'type') return { params, schema: { ...schema, 'x-messages': { type: 'engine.money.invalid', ...schema['x-messages'] } } };
  if (LIMITS.has(keyword) && typeof params.limit === 'number') return { params: { ...params, limit: params.limit / 100 }, schema };
  return { params, schema };
}

/** The translated message of one error. RJSF already appends the missing property to `property` for `required`. */
function translateError(error: RawError, root: FieldSchema, tr: Translator): string {
  const path = propertyPath(error.property);
  const keyword = error.name ?? '';
  const { params, schema } = asTyped(keyword, (error.params ?? {}) as Record<string, unknown>, schemaAt(root, path));
  return wordFailure({ keyword, params, path, schema }, tr);
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

/** All errors translated, one per field, the `if`/`then` noise ajv adds dropped. */
export function translateErrors<E extends RawError>(errors: readonly E[], root: FieldSchema, tr: Translator): E[] {
  const shown = onePerField(errors.map((raw) => onUploadField(raw, root)), (error) => error.name ?? '', (error) => propertyPath(error.property).join('.'));
  return shown.map((error) => {
    const message = translateError(error, root, tr);
    return { ...error, message, stack: message };
  });
}
