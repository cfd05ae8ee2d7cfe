/**
 * The application's own checks before it is sent: the validator compiled from
 * schemas/invoice-application.json (the server checks the body against the very same schema),
 * its failures worded by the one validation-message module, one per field. The orders' problems
 * (none chosen, too many) show beside the order picker; the others on their fields.
 */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import application from 'virtual:schema/invoice-application';
import type { FieldSchema } from '../../../shared/descriptor';
import { wordFailure, type Translator } from '../../../shared/validation-messages';
import type { ApplicationField } from './invoice-rules';

export type ApplicationProblems = Partial<Record<'orders' | ApplicationField, string>>;

interface AjvError { keyword: string; instancePath: string; params: Record<string, unknown> }
type Validate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

const validate = application.validateFns[application.rootKey] as unknown as Validate;

/** The schema at a data path: properties by name, array items by index. */
function schemaAt(path: readonly string[]): FieldSchema | undefined {
  let node: FieldSchema | undefined = application.schema as FieldSchema;
  for (const key of path) {
    const properties = node?.properties as Record<string, FieldSchema> | undefined;
    if (properties?.[key]) node = properties[key];
    else if (node?.items && typeof node.items === 'object' && !Array.isArray(node.items) && /^\d+$/.test(key)) node = node.items as FieldSchema;
    else return undefined;
  }
  return node;
}

/** The problems of an application body (fields left unset are absent), worded by `tr`; empty when it may be sent. */
export function checkApplication(body: Record<string, unknown>, tr: Translator): ApplicationProblems {
  if (validate(body)) return {};
  const problems: ApplicationProblems = {};
  for (const error of validate.errors ?? []) {
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') path.push(error.params.missingProperty);
    const field = path[0] as keyof ApplicationProblems | undefined;
    if (!field || problems[field] !== undefined) continue;
    problems[field] = wordFailure({ keyword: error.keyword, params: error.params, path, schema: schemaAt(path) }, tr);
  }
  return problems;
}

/** react-intl as the validation messages' translator. */
export function useValidationTranslator(): Translator {
  const intl = useIntl();
  return useMemo(() => ({
    t: (id, values) => intl.formatMessage({ id }, values),
    has: (id) => Object.prototype.hasOwnProperty.call(intl.messages, id),
  }), [intl]);
}
