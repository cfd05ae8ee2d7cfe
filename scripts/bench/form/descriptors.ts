/**
 * The two screens of the form bench (issue 4), generated: a 300-field descriptor of mixed kinds and
 * a descriptor holding a 200-item array of small objects. Pure data, shared by the bench script
 * (which writes them into a temporary schemas folder for the validators plugin) and the bench page
 * (which takes the record, the labels and the field ids from here).
 */
import type { FieldSchema, ScreenDescriptor } from '../../../src/shared/descriptor';

export const FIELDS_SCREEN = 'bench-fields';
export const ARRAY_SCREEN = 'bench-array';
export type BenchScreen = typeof FIELDS_SCREEN | typeof ARRAY_SCREEN;

export const FIELD_COUNT = 300;
export const ARRAY_LENGTH = 200;

const KINDS = ['text', 'textarea', 'number', 'select', 'date', 'switch', 'text', 'checkbox'] as const;
type Kind = (typeof KINDS)[number];
const OPTIONS = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];

const pad = (n: number): string => String(n).padStart(3, '0');
const fieldName = (i: number): string => `f${pad(i + 1)}`;
const kindOf = (i: number): Kind => KINDS[i % KINDS.length] as Kind;

function field(kind: Kind, title: string, required: boolean): FieldSchema {
  const messages = required ? { 'x-messages': { required: 'bench.required' } } : {};
  switch (kind) {
    case 'text': return { type: 'string', title, minLength: 2, maxLength: 200, ...messages };
    case 'textarea': return { type: 'string', title, maxLength: 2000, ...messages };
    case 'number': return { type: 'number', title, minimum: 0, maximum: 100000 };
    case 'select': return { type: 'string', title, enum: OPTIONS, ...messages };
    case 'date': return { type: 'string', title, format: 'date' };
    case 'switch':
    case 'checkbox': return { type: 'boolean', title };
  }
}

/** 300 fields: text, textarea, number, select from an enum, date, switch and checkbox. */
export function fieldsDescriptor(): ScreenDescriptor {
  const properties: Record<string, FieldSchema> = {};
  const uiSchema: Record<string, unknown> = {};
  const required: string[] = [];
  for (let i = 0; i < FIELD_COUNT; i++) {
    const name = fieldName(i);
    const kind = kindOf(i);
    const isRequired = i % 5 === 0 && kind !== 'switch' && kind !== 'checkbox' && kind !== 'number';
    properties[name] = field(kind, `bench.${name}`, isRequired);
    if (isRequired) required.push(name);
    if (kind === 'textarea') uiSchema[name] = { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } };
    if (kind === 'switch') uiSchema[name] = { 'ui:widget': 'switch' };
    if (i % 10 === 3) uiSchema[name] = { ...(uiSchema[name] as object | undefined), 'ui:help': 'bench.help' };
  }
  return { id: FIELDS_SCREEN, title: 'bench.fieldsScreen', schema: { type: 'object', required, additionalProperties: false, properties }, uiSchema };
}

/** A title and an array of 200 {name, quantity, kind} items (add, remove, reorder). */
export function arrayDescriptor(): ScreenDescriptor {
  return {
    id: ARRAY_SCREEN,
    title: 'bench.arrayScreen',
    schema: {
      type: 'object',
      required: ['title'],
      additionalProperties: false,
      properties: {
        title: { type: 'string', title: 'bench.title', minLength: 2, maxLength: 100 },
        items: {
          type: 'array',
          title: 'bench.items',
          maxItems: 1000,
          items: {
            type: 'object',
            required: ['name'],
            additionalProperties: false,
            properties: {
              name: { type: 'string', title: 'bench.itemName', minLength: 1, maxLength: 100 },
              quantity: { type: 'integer', title: 'bench.itemQuantity', minimum: 0, maximum: 9999 },
              kind: { type: 'string', title: 'bench.itemKind', enum: OPTIONS },
            },
          },
        },
      },
    },
    uiSchema: { 'ui:order': ['title', 'items'] },
  };
}

export const descriptors = (): ScreenDescriptor[] => [fieldsDescriptor(), arrayDescriptor()];

/** The record each form opens with: the array screen holds its 200 items, the other starts empty. */
export function initialRecord(screen: BenchScreen): Record<string, unknown> {
  if (screen === FIELDS_SCREEN) return {};
  return {
    title: 'Booth inventory',
    items: Array.from({ length: ARRAY_LENGTH }, (_, i) => ({ name: `Item ${i + 1}`, quantity: i % 50, kind: OPTIONS[i % OPTIONS.length] })),
  };
}

/** The DOM id of every field RJSF draws (both implementations keep RJSF's ids): mount ends when all exist. */
export function fieldIds(screen: BenchScreen): string[] {
  if (screen === FIELDS_SCREEN) return Array.from({ length: FIELD_COUNT }, (_, i) => `root_${fieldName(i)}`);
  const ids = ['root_title'];
  for (let i = 0; i < ARRAY_LENGTH; i++) ids.push(`root_items_${i}_name`, `root_items_${i}_quantity`, `root_items_${i}_kind`);
  return ids;
}

/** The text field typed into: deep in the form (the last text field) or deep in the array (item 151). */
export function typingTarget(screen: BenchScreen): string {
  if (screen === ARRAY_SCREEN) return 'root_items_150_name';
  let last = 0;
  for (let i = 0; i < FIELD_COUNT; i++) if (kindOf(i) === 'text') last = i;
  return `root_${fieldName(last)}`;
}

/** English labels of the bench's message ids (our form translates titles; stock RJSF shows them as they are). */
export function benchMessages(): Record<string, string> {
  const messages: Record<string, string> = {
    'bench.fieldsScreen': 'Bench: 300 fields',
    'bench.arrayScreen': 'Bench: 200-item array',
    'bench.required': 'Please fill in {field}',
    'bench.help': 'A help text under the field',
    'bench.title': 'Title',
    'bench.items': 'Items',
    'bench.itemName': 'Name',
    'bench.itemQuantity': 'Quantity',
    'bench.itemKind': 'Kind',
  };
  for (let i = 0; i < FIELD_COUNT; i++) messages[`bench.${fieldName(i)}`] = `Field ${i + 1} (${kindOf(i)})`;
  return messages;
}

/**
 * Stock RJSF's UI schema: the same one, with our `switch` widget (which the default theme lacks)
 * drawn as its checkbox.
 */
export function stockUiSchema(uiSchema: Record<string, unknown> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(uiSchema).map(([key, value]) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [key, value];
    const ui = value as Record<string, unknown>;
    return [key, ui['ui:widget'] === 'switch' ? { ...ui, 'ui:widget': 'checkbox' } : stockUiSchema(ui)];
  }));
}
