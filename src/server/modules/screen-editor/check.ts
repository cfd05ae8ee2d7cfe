/**
 * Whether a draft may be published: the descriptor format (schemas/_meta.schema.json), its id, a data
 * schema the server can compile, and every label it names present in both languages (published, or
 * brought by the draft itself).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { expandSchema, type ScreenDescriptor } from '../../../shared/descriptor';
import { LOCALES } from '../../../shared/locale';
import type { DescriptorProblem, LabelSet } from '../../../shared/screen-editor';
import { hasMessage } from '../../http/i18n';
import { bodyChecker } from '../../http/validation';
import { loadScreen } from '../../screens/registry';
import { resourceOf } from '../../../shared/resources';

const metaValidators = new Map<string, ValidateFunction>();

function metaValidator(schemasDir: string): ValidateFunction {
  let validate = metaValidators.get(schemasDir);
  if (!validate) {
    const meta = JSON.parse(readFileSync(join(schemasDir, '_meta.schema.json'), 'utf8')) as object;
    metaValidators.set(schemasDir, (validate = new Ajv({ allErrors: true, strict: false }).compile(meta)));
  }
  return validate;
}

/** Message ids a descriptor names: its title, field titles and descriptions, x-messages and UI texts. */
export function labelIds(descriptor: ScreenDescriptor): { id: string; path: string }[] {
  const found: { id: string; path: string }[] = [{ id: descriptor.title, path: '/title' }];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${path}/${i}`));
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      const at = `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (['title', 'description', 'ui:title', 'ui:description', 'ui:help', 'ui:placeholder'].includes(key) && typeof value === 'string') found.push({ id: value, path: at });
      else if (key === 'x-messages' && typeof value === 'object' && value) for (const [rule, id] of Object.entries(value)) found.push({ id: String(id), path: `${at}/${rule}` });
      else if (!['enum', 'const', 'default', 'examples', 'id'].includes(key)) walk(value, at);
    }
  };
  walk(descriptor.schema, '/schema');
  walk(descriptor.record, '/record');
  walk(descriptor.uiSchema, '/uiSchema');
  return found;
}

export function checkDraft(screen: string, descriptor: unknown, messages: LabelSet, schemasDir: string): DescriptorProblem[] {
  const validate = metaValidator(schemasDir);
  if (!validate(descriptor)) {
    return (validate.errors ?? []).map((error) => ({ path: error.instancePath || '/', message: error.message ?? error.keyword }));
  }
  const problems: DescriptorProblem[] = [];
  const typed = descriptor as ScreenDescriptor;
  if (typed.id !== screen) problems.push({ path: '/id', message: `id "${typed.id}" must stay "${screen}"` });
  try {
    bodyChecker(expandSchema(typed.schema));
  } catch (error) {
    problems.push({ path: '/schema', message: `the data schema does not compile: ${(error as Error).message}` });
  }
  // What the portal's code reads stays, with its type.
  const file = loadScreen(schemasDir, screen).descriptor.schema.properties;
  for (const field of resourceOf(screen)?.keeps ?? []) {
    const now = typed.schema.properties[field];
    if (!now) problems.push({ path: `/schema/properties/${field}`, message: `"${field}" cannot be removed: the portal reads it` });
    else if (now.type !== file[field]?.type || now['x-upload'] !== file[field]?.['x-upload']) {
      problems.push({ path: `/schema/properties/${field}/type`, message: `"${field}" must stay of type ${String(file[field]?.type)}: the portal reads it` });
    }
  }
  for (const { id, path } of labelIds(typed)) {
    for (const locale of LOCALES) {
      if (!hasMessage(locale, id) && !messages[locale]?.[id]?.trim()) problems.push({ path, message: `label "${id}" has no ${locale} text` });
    }
  }
  return problems;
}
