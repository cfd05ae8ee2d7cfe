/**
 * Screen descriptors (schemas/<screen>.json; format: schemas/_meta.schema.json). The same file
 * drives the client form, the server's validation, the table, the export and the fixture tests.
 */
import type { JSONSchema7 } from 'json-schema';

export interface UploadRule {
  accept: string[];
  maxBytes: number;
  aspectRatio?: { ratio: number; tolerance?: number };
  dimensions?: { width: number; height: number };
  maxFiles?: number;
  dir?: string;
}

export interface ListColumn {
  field: string;
  title?: string;
  sortable?: boolean;
  filter?: 'text' | 'select' | 'dateRange';
  status?: string;
  width?: number;
  mask?: 'idNumber' | 'phone' | 'email';
}

export interface ListDescriptor {
  columns: ListColumn[];
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  rowActions?: { id: string; label: string; confirm?: string; danger?: boolean }[];
  export?: string[];
}

/** A field of the data schema, with our annotations. */
export type FieldSchema = JSONSchema7 & {
  'x-enum'?: string;
  'x-messages'?: Record<string, string>;
  'x-upload'?: boolean;
  /** An integer amount in cents, shown, typed and exported in yuan. */
  'x-money'?: true;
};

export interface DataSchema extends JSONSchema7 {
  type: 'object';
  properties: Record<string, FieldSchema>;
}

/** The values a problem of a screen is reported with, named by its code (src/server/schema-check/problem-sentences.ts). */
export type ProblemParams = Record<string, string | number>;

/** Why a screen cannot be used, as the schema checker names it (src/server/schema-check/). */
export interface ScreenProblem {
  /** JSON pointer in the descriptor's file. */
  path: string;
  line?: number;
  column?: number;
  /** What is wrong, a stable name; the console words it as the message `screen_editor.problem.<code>` with `params`. */
  code: string;
  params: ProblemParams;
  /** In English, for developers. */
  message: string;
}

export interface ScreenDescriptor {
  id: string;
  title: string;
  schema: DataSchema;
  uiSchema?: Record<string, unknown>;
  record?: { properties: Record<string, FieldSchema> };
  uploads?: Record<string, UploadRule>;
  list?: ListDescriptor;
  /** The organiser console's list of the records across owners; `list` when absent (forStaff). */
  staffList?: ListDescriptor;
  /**
   * Set only by the client build, on a screen whose file it could not use (not JSON, not a
   * descriptor, a schema that does not compile): its form, list and details then say the screen is
   * unavailable, and the rest of the portal works. Never in a file (the meta-schema refuses it).
   */
  broken?: ScreenProblem[];
}

/** enums.json: set name → code → label id and badge colour. */
export type EnumSets = Record<string, Record<string, { label: string; color: string }>>;

/** What an upload field stores once the file is in object storage. */
export interface UploadedObject {
  key: string;
  url: string;
  name: string;
  mime: string;
  size: number;
  width?: number;
  height?: number;
}

/** The schema of UploadedObject, which every upload field is expanded to. */
export const UPLOAD_OBJECT_SCHEMA: JSONSchema7 = {
  type: 'object',
  required: ['key', 'url', 'name', 'mime', 'size'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 500 },
    url: { type: 'string', minLength: 1, maxLength: 1000 },
    name: { type: 'string', minLength: 1, maxLength: 255 },
    mime: { type: 'string', maxLength: 100 },
    size: { type: 'integer', minimum: 0 },
    width: { type: 'integer', minimum: 1 },
    height: { type: 'integer', minimum: 1 },
  },
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Replaces every `"x-upload": true` field by the upload object schema (keeping its title and other
 * annotations), so descriptors stay short and every screen stores uploads alike.
 */
export function expandSchema<T>(node: T): T {
  if (Array.isArray(node)) return node.map(expandSchema) as T;
  if (!isObject(node)) return node;
  const expanded = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, expandSchema(value)]));
  return (node['x-upload'] === true ? { ...UPLOAD_OBJECT_SCHEMA, ...expanded } : expanded) as T;
}

/** Every field a list may show: the form's fields and the record's read-only ones. */
export const listableFields = (descriptor: ScreenDescriptor): Record<string, FieldSchema> =>
  ({ ...descriptor.schema.properties, ...descriptor.record?.properties });

/**
 * The endpoint a field's options come from at run time (`"ui:options": {"source": "/v4/…"}` in the
 * UI schema), for values the server defines, such as the exhibitor's own categories. It answers an
 * array (or `{list}`) of `{id, name, name_en}`: the value is `id`, the label `name` (`name_en` in
 * English). Undefined when the field's options are fixed (enum, x-enum) or free.
 */
export function optionSource(descriptor: Pick<ScreenDescriptor, 'uiSchema'>, field: string): string | undefined {
  const ui = descriptor.uiSchema?.[field];
  const options = isObject(ui) ? ui['ui:options'] : undefined;
  const source = isObject(options) ? options.source : undefined;
  return typeof source === 'string' ? source : undefined;
}

/** One item of an option source's answer (see `optionSource`). */
export interface SourceItem {
  id: number | string;
  name: string;
  name_en?: string | null;
}

/** A source item's label in a language: `name_en` in English when it has one, else `name`. */
export const sourceItemLabel = (item: SourceItem, locale: string): string =>
  locale.toLowerCase().startsWith('en') && item.name_en ? item.name_en : item.name;

/**
 * The message id naming a fixed option's value: its enums.json label (`set`, by default the field's
 * `x-enum`), or the title of its `oneOf` entry (`{"const": "ip", "title": "project.project_type.ip"}`).
 * Undefined for a value with no label (a free field, an unknown code).
 */
export function optionLabelId(node: FieldSchema | undefined, value: unknown, enums: EnumSets, set = node?.['x-enum']): string | undefined {
  if (set) return enums[set]?.[String(value)]?.label;
  const entry = node?.oneOf?.find((option) => isObject(option) && option.const === value);
  return isObject(entry) && typeof entry.title === 'string' ? entry.title : undefined;
}

/**
 * Fields the server adds to a record for the organiser's staff: whose it is, in the reader's language.
 * A descriptor's `list.staff` columns and export may use them.
 */
export const STAFF_RECORD_FIELDS: Record<string, FieldSchema> = {
  exhibitor_name: { type: 'string', title: 'review.staff.exhibitor' },
  booth_no: { type: 'string', title: 'review.staff.booth' },
};

/**
 * The screen as the organiser's staff see it (the console's lists, details and exports, on the server
 * and in the client alike): its staff list in place of the owner's, and the staff fields in its record.
 */
export function forStaff(descriptor: ScreenDescriptor): ScreenDescriptor {
  return {
    ...descriptor,
    record: { properties: { ...descriptor.record?.properties, ...STAFF_RECORD_FIELDS } },
    ...(descriptor.staffList ? { list: descriptor.staffList } : {}),
  };
}
