/**
 * The UI schema RJSF gets: the descriptor's, with every upload field (x-upload, or ui:widget
 * "upload") drawn by our upload field instead of RJSF's object field, and every amount in cents
 * (x-money) by the money widget, typed in yuan, unless the descriptor names another widget.
 */
import type { UiSchema } from '@rjsf/utils';
import type { FieldSchema, ScreenDescriptor } from '../../shared/descriptor';

type Ui = Record<string, unknown>;
const isObject = (value: unknown): value is Ui => typeof value === 'object' && value !== null && !Array.isArray(value);

function walk(schema: FieldSchema | undefined, ui: Ui): Ui {
  const result: Ui = { ...ui };
  if (schema?.['x-upload'] || ui['ui:widget'] === 'upload') {
    delete result['ui:widget'];
    result['ui:field'] = 'upload';
    return result;
  }
  if (schema?.['x-money'] && ui['ui:widget'] === undefined) result['ui:widget'] = 'money';
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (typeof property !== 'object') continue;
    const child = walk(property as FieldSchema, isObject(ui[name]) ? ui[name] : {});
    if (Object.keys(child).length > 0) result[name] = child;
  }
  if (schema?.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    const child = walk(schema.items as FieldSchema, isObject(ui.items) ? ui.items : {});
    if (Object.keys(child).length > 0) result.items = child;
  }
  return result;
}

export const formUiSchema = (descriptor: Pick<ScreenDescriptor, 'schema' | 'uiSchema'>): UiSchema => walk(descriptor.schema, descriptor.uiSchema ?? {}) as UiSchema;
