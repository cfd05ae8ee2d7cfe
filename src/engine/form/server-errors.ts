/**
 * Server field errors (HTTP 400, code 1000, data.errors[{field, message}]) → RJSF's error schema,
 * so each message shows on its own field. Fields are dotted paths (`items.0.name`).
 */
import type { ErrorSchema } from '@rjsf/utils';

export interface ServerFieldError { field: string; message: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The field errors inside whatever the request layer rejected with (ApiError keeps `data`). */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isObject(error) || !isObject(error.data) || !Array.isArray(error.data.errors)) return [];
  return error.data.errors.filter((item): item is ServerFieldError =>
    isObject(item) && typeof item.field === 'string' && typeof item.message === 'string');
}

export function toErrorSchema(errors: readonly ServerFieldError[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    let node = root;
    for (const key of field.split('.').filter(Boolean)) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    const list = (node.__errors ??= []) as string[];
    list.push(message);
  }
  return root as ErrorSchema;
}
