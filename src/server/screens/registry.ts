/**
 * The screen descriptors as the server uses them: read once from schemas/, upload fields expanded,
 * and the data schema compiled by the same strict body validator that checks every request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expandSchema, forStaff, listableFields, type DataSchema, type EnumSets, type FieldSchema, type ScreenDescriptor } from '../../shared/descriptor';
import { breakingProblems, screenProblemOf, type CodedProblem } from '../schema-check/check-screen';
import { UNAVAILABLE_KEYWORD } from '../http/validation';

const UNAVAILABLE_MESSAGE = 'engine.screen.unavailable';

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

/** A descriptor made ready to serve: its body schema expanded, its listable fields and upload fields found. */
export function screenOf(descriptor: ScreenDescriptor): Screen {
  const uploadFields = Object.entries(descriptor.schema.properties)
    .filter(([, field]) => field['x-upload'] === true || (field.items as FieldSchema | undefined)?.['x-upload'] === true)
    .map(([name]) => name);
  return { descriptor, bodySchema: expandSchema(descriptor.schema), fields: listableFields(descriptor), uploadFields };
}

function cached(key: string, build: () => Screen): Screen {
  let screen = cache.get(key);
  if (!screen) {
    screen = build();
    cache.set(key, screen);
  }
  return screen;
}

/** Reads schemas/<id>.json once per folder (SCHEMAS_DIR; tests point at copies). */
export const loadScreen = (dir: string, id: string): Screen => cached(join(dir, id), () => {
  const source = readFileSync(join(dir, `${id}.json`), 'utf8');
  const problems = breakingProblems(undefined, { file: `schemas/${id}.json`, source });
  return problems.length ? unavailableScreen(id, problems) : screenOf(JSON.parse(source) as ScreenDescriptor);
});

/**
 * A screen whose file cannot be used (not JSON, not a descriptor, a data schema that does not
 * compile; npm start names why): it is refused alone while the rest of the portal runs. Its body
 * schema refuses every body with the translated "screen unavailable" (the `x-unavailable` keyword of
 * http/validation.ts); its lists answer what is stored, with no columns.
 */
export function unavailableScreen(id: string, problems: readonly CodedProblem[]): Screen {
  const broken = problems.map(screenProblemOf);
  const descriptor: ScreenDescriptor = { id, title: UNAVAILABLE_MESSAGE, schema: { type: 'object', properties: {} }, broken };
  return {
    descriptor,
    bodySchema: { type: 'object', properties: {}, [UNAVAILABLE_KEYWORD]: true, 'x-messages': { [UNAVAILABLE_KEYWORD]: UNAVAILABLE_MESSAGE } } as DataSchema,
    fields: {},
    uploadFields: [],
  };
}

const screenIds = new Map<string, string[]>();

/** The screens of a schemas folder (every <id>.json but the meta-schema and the enum sets), read once. */
export function screenIdsIn(dir: string): string[] {
  let ids = screenIds.get(dir);
  if (!ids) {
    ids = readdirSync(dir).filter((name) => /^[a-z][a-z0-9-]*\.json$/.test(name) && name !== 'enums.json').map((name) => name.slice(0, -'.json'.length));
    screenIds.set(dir, ids);
  }
  return ids;
}

/** schemas/<id>.json as it is on disk now. */
export const readScreenFile = (dir: string, id: string): ScreenDescriptor =>
  JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as ScreenDescriptor;

/** The screen as the organiser's staff list, read and export it (forStaff). */
export const loadStaffScreen = (dir: string, id: string): Screen =>
  cached(`${join(dir, id)}#staff`, () => screenOf(forStaff(loadScreen(dir, id).descriptor)));

const enumCache = new Map<string, EnumSets>();

/** schemas/enums.json: status and option sets with their label ids. */
export function loadEnums(dir: string): EnumSets {
  let sets = enumCache.get(dir);
  if (!sets) {
    sets = JSON.parse(readFileSync(join(dir, 'enums.json'), 'utf8')) as EnumSets;
    enumCache.set(dir, sets);
  }
  return sets;
}
