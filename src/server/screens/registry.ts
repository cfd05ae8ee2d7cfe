/**
 * The screen descriptors as the server uses them: read once from schemas/, upload fields expanded,
 * and the data schema compiled by the same strict body validator that checks every request.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expandSchema, listableFields, type DataSchema, type FieldSchema, type ScreenDescriptor } from '../../shared/descriptor';

const schemasDir = fileURLToPath(new URL('../../../schemas/', import.meta.url));

export interface Screen {
  descriptor: ScreenDescriptor;
  /** The data schema with upload fields expanded: the body schema of create and update. */
  bodySchema: DataSchema;
  /** Fields a list may sort, filter or export: the form's and the record's. */
  fields: Record<string, FieldSchema>;
  /** Top-level fields that hold uploads (one object, or an array of them). */
  uploadFields: string[];
}

const cache = new Map<string, Screen>();

export function loadScreen(id: string, dir = schemasDir): Screen {
  const key = `${dir}${id}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const descriptor = JSON.parse(readFileSync(`${dir}${id}.json`, 'utf8')) as ScreenDescriptor;
  const uploadFields = Object.entries(descriptor.schema.properties)
    .filter(([, field]) => field['x-upload'] === true || (field.items as FieldSchema | undefined)?.['x-upload'] === true)
    .map(([name]) => name);
  const screen: Screen = { descriptor, bodySchema: expandSchema(descriptor.schema), fields: listableFields(descriptor), uploadFields };
  cache.set(key, screen);
  return screen;
}
