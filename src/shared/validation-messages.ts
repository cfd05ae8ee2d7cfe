/**
 * How a failed schema rule is worded, the same for the server (request bodies, batch rows) and the
 * engine (forms). A message is chosen in this order: the field's own `x-messages[keyword]`, the
 * format's own `api.validation.format.<format>`, the generic `api.validation.<keyword>`, else
 * `api.validation.invalid`. Its arguments come from the rule itself (the schema's limit, format,
 * allowed values, type) and from the field's label, so no number is ever typed into a message.
 *
 * Wording happens in two steps so that a message can be kept before it is read: `validationMessage`
 * picks the id and the arguments (labels as message references, no language yet), `wordMessage`
 * writes it in the reader's language.
 *
 * Help texts, descriptions and placeholders that speak of a rule ("at most {maxLength} characters",
 * "at most {maxSize} MB, aspect ratio {ratio}") take its numbers the same way: `ruleValues` gives
 * them from the field's schema and its upload rule, and the engine passes them to every such text.
 * schemas:check refuses a help text that types one of those numbers by hand.
 */
import type { FieldSchema, UploadRule } from './descriptor';


/** Messages of one language. */
export interface Translator {
  /** The translated message; `values` fill ICU placeholders. */
  t: (id: string, values?: Record<string, string | number>) => string;
  has: (id: string) => boolean;
}

/** An argument that is itself a message id (a field's label, a type's name), worded in the reader's language. */
export interface MessageRef {
  message: string;
}

export type MessageValue = string | number | MessageRef;
export type MessageValues = Record<string, MessageValue>;

/** A validation message before it is worded: its id and its arguments. */
export interface ValidationMessage {
  id: string;
  values: MessageValues;
}

/** The parts of a field's declared schema that messages read. */
export interface MessageSchema {
  title?: unknown;
  'x-messages'?: Record<string, string>;
}

/** One failed rule, as ajv reports it (RJSF passes ajv's keyword and params through). */
export interface RuleFailure {
  keyword: string;
  params: Record<string, unknown>;
  /** The field's path in the data (a missing property's included). */
  path: readonly string[];
  /** The field's declared schema, for its title and own messages. */
  schema?: MessageSchema;
  /** Names a field that has neither a title nor a `field.<name>` message; its path otherwise. */
  unnamed?: MessageValue;
}

/** Keywords with a generic message of their own; any other is `api.validation.invalid`. */
const RULES = new Set(['nul', 'required', 'type', 'minLength', 'maxLength', 'minimum', 'maximum', 'format', 'pattern', 'enum', 'additionalProperties', 'minItems', 'maxItems']);

function messageId(failure: RuleFailure, has: (id: string) => boolean): string {
  const own = failure.schema?.['x-messages']?.[failure.keyword];
  if (own && has(own)) return own;
  if (failure.keyword === 'format') {
    const byFormat = `api.validation.format.${String(failure.params.format)}`;
    if (has(byFormat)) return byFormat;
  }
  return `api.validation.${RULES.has(failure.keyword) ? failure.keyword : 'invalid'}`;
}

/** The field's label: its title, else `field.<name>`, else what the caller names it by, else its path. */
function labelOf(failure: RuleFailure, has: (id: string) => boolean): MessageValue {
  const { title } = failure.schema ?? {};
  if (typeof title === 'string' && has(title)) return { message: title };
  const byName = `field.${failure.path.at(-1) ?? ''}`;
  if (has(byName)) return { message: byName };
  return failure.unnamed ?? failure.path.join('.');
}

/**
 * The message of one failed rule. `has` tells which message ids exist; every argument is given,
 * so a field's own message may use any of them.
 */
export function validationMessage(failure: RuleFailure, has: (id: string) => boolean): ValidationMessage {
  const { params } = failure;
  const type = params.type === undefined ? '' : String(params.type);
  return {
    id: messageId(failure, has),
    values: {
      field: labelOf(failure, has),
      type: type && has(`api.type.${type}`) ? { message: `api.type.${type}` } : type,
      limit: Number(params.limit ?? 0),
      format: String(params.format ?? ''),
      values: Array.isArray(params.allowedValues) ? params.allowedValues.join(', ') : '',
    },
  };
}

/** The arguments `validationMessage` gives every validation message: a field's own `x-messages` may use any of them. */
export const VALIDATION_ARGUMENTS: readonly string[] = ['field', 'type', 'limit', 'format', 'values'];

/** The arguments `ruleValues` may give a help text, a description or a placeholder. */
export const RULE_ARGUMENTS: readonly string[] = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'maxSize', 'width', 'height', 'ratio', 'maxFiles'];

/** 5242880 → "5"; 1572864 → "1.5": an upload limit in megabytes, as messages write it ("at most {maxSize} MB"). */
export const megabytes = (bytes: number): string => String(Math.round((bytes / 1048576) * 100) / 100);

/** 2 → "2:1", 1.5 → "1.5:1": as SPEC.md §5 and the messages write a ratio. */
export const ratioLabel = (ratio: number): string => `${ratio}:1`;

const LENGTH_RULES = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;

/**
 * The numbers of a field's rules, as arguments of its help text, description and placeholder: the
 * schema's limits by their keyword, and its upload rule's size (`maxSize`, in MB), pixel size
 * (`width`, `height`), ratio (`ratio`, "2:1") and file count (`maxFiles`). Only what the field has.
 */
export function ruleValues(field: FieldSchema | undefined, upload?: UploadRule): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const rule of LENGTH_RULES) {
    const limit = field?.[rule];
    if (typeof limit === 'number') values[rule] = limit;
  }
  if (upload) {
    values.maxSize = megabytes(upload.maxBytes);
    if (upload.dimensions) {
      values.width = upload.dimensions.width;
      values.height = upload.dimensions.height;
    }
    if (upload.aspectRatio) values.ratio = ratioLabel(upload.aspectRatio.ratio);
    if (upload.maxFiles !== undefined) values.maxFiles = upload.maxFiles;
  }
  return values;
}

const isRef = (value: unknown): value is MessageRef =>
  typeof value === 'object' && value !== null && typeof (value as MessageRef).message === 'string';

/** A kept message in the reader's language; arguments that are message references are worded too. */
export function wordMessage(message: { id: string; values?: Record<string, unknown> | null }, tr: Translator): string {
  const values = message.values
    ? Object.fromEntries(Object.entries(message.values).map(([key, value]) =>
      [key, isRef(value) ? (tr.has(value.message) ? tr.t(value.message) : value.message) : (value as string | number)]))
    : undefined;
  return tr.t(message.id, values);
}

/** One failed rule worded in the reader's language. */
export const wordFailure = (failure: RuleFailure, tr: Translator): string => wordMessage(validationMessage(failure, tr.has), tr);

/**
 * The errors worth showing: one per field (one message is enough for a person to act on), without
 * the `if` failures ajv adds when a `then` branch fails (that branch's own error names the field).
 */
export function onePerField<E>(errors: readonly E[], keywordOf: (error: E) => string, fieldOf: (error: E) => string): E[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (keywordOf(error) === 'if') return false;
    const field = fieldOf(error);
    if (seen.has(field)) return false;
    seen.add(field);
    return true;
  });
}
