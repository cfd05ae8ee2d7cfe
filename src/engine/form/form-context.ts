/** What every template and widget of a SchemaForm reaches through RJSF's formContext. */
import type { EnumSets, FieldSchema, UploadRule } from '../../shared/descriptor';
import type { EngineServices } from '../services';
import type { PendingEdits } from './pending-edits';
import type { Translator } from './translate-errors';

export interface EngineFormContext {
  tr: Translator;
  enums: EnumSets;
  uploads: Record<string, UploadRule>;
  signUpload: EngineServices['signUpload'];
  uploadFile: EngineServices['uploadFile'];
  /** Typed text not yet handed to RJSF (absent outside a SchemaForm). */
  pending?: PendingEdits;
}

/** A message id translated; text that is not a known id is shown as it is. */
export const label = (tr: Translator, id: string | undefined): string => (id ? (tr.has(id) ? tr.t(id) : id) : '');

/** The label of an option: its enums.json entry when the field names a set (x-enum), else the value. */
export function optionLabel(ctx: EngineFormContext, schema: FieldSchema, value: unknown, fallback: string): string {
  const set = schema['x-enum'] ?? (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? (schema.items as FieldSchema)['x-enum'] : undefined);
  const entry = set ? ctx.enums[set]?.[String(value)] : undefined;
  return entry ? label(ctx.tr, entry.label) : label(ctx.tr, fallback);
}
