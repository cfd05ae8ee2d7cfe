/**
 * The UI schema RJSF gets: the descriptor's, with every upload field (x-upload, or ui:widget
 * "upload") drawn by our upload field instead of RJSF's object field, every list of uploads by the
 * upload wall, and every amount in cents
 * (x-money) by the money widget, typed in yuan, and every integer moment (`…_at`, Unix seconds) by
 * the moment widget, typed on the show's clock, unless the descriptor names another widget.
 */
import type { UiSchema } from '@rjsf/utils';
import type { FieldSchema, ScreenDescriptor } from '../../shared/descriptor';
import { TIME_FIELD } from '../../shared/show-time';

type Ui = Record<string, unknown>;
const isObject = (value: unknown): value is Ui => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An integer moment (`sale_starts_at`): typed as a date and time on the show's clock. */
const isMoment = (name: string | undefined, schema: FieldSchema | undefined): boolean =>
  name !== undefined && TIME_FIELD.test(name) && (schema?.type === 'integer' || (Array.isArray(schema?.type) && schema.type.includes('integer')));

function walk(schema: FieldSchema | undefined, ui: Ui, name?: string): Ui {
  const result: Ui = { ...ui };
  if (schema?.['x-upload'] || ui['ui:widget'] === 'upload') {
    delete result['ui:widget'];
    result['ui:field'] = 'upload';
    return result;
  }
  // A list of uploads is one wall of tiles (UploadWall), not a list of single uploads.
  const items = schema?.items as FieldSchema | undefined;
  if (schema?.type === 'array' && items && !Array.isArray(items) && items['x-upload'] && ui['ui:field'] === undefined) {
    const { items: _items, ...rest } = result;
    return { ...rest, 'ui:field': 'uploadWall' };
  }
  if (schema?.['x-money'] && ui['ui:widget'] === undefined) result['ui:widget'] = 'money';
  if (isMoment(name, schema) && ui['ui:widget'] === undefined) result['ui:widget'] = 'moment';
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (typeof property !== 'object') continue;
    const child = walk(property as FieldSchema, isObject(ui[name]) ? ui[name] : {}, name);
    if (Object.keys(child).length > 0) result[name] = child;
  }
  if (schema?.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    const child = walk(schema.items as FieldSchema, isObject(ui.items) ? ui.items : {});
    if (Object.keys(child).length > 0) result.items = child;
  }
  return result;
}

export const formUiSchema = (descriptor: Pick<ScreenDescriptor, 'schema' | 'uiSchema'>): UiSchema => walk(descriptor.schema, descriptor.uiSchema ?? {}) as UiSchema;
