/**
 * How a form lays out its fields, declared in the screen's UI schema (never per page):
 *
 *   "ui:layout": { "columns": 2, "sections": [{ "title": "company.section.basic", "fields": ["name", …] }, …] }
 *
 * Sections are titled groups in the order given; a field no section names joins the section of the
 * field drawn before it (ui:order), right after it, so a field staff add after "contact phone" shows
 * beside it and is never lost (before every sectioned field, it opens the first section). With two columns, short fields sit side by side on
 * a wide form while long ones (texts, uploads, lists, groups) take the whole row; a narrow form (a
 * phone, a dialog) is one column whatever is declared.
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';

export interface FormSection {
  /** Message id of the section's title; undefined for the untitled rest. */
  title?: string;
  fields: string[];
}

export interface FormLayout {
  columns: 1 | 2;
  sections: FormSection[];
}

interface DeclaredLayout {
  columns?: unknown;
  sections?: unknown;
}

const isSection = (value: unknown): value is { title?: unknown; fields: unknown[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { fields?: unknown }).fields);

/** The layout of an object's fields (`names` in drawing order); undefined when none is declared. */
export function formLayout(uiSchema: UiSchema | undefined, names: readonly string[]): FormLayout | undefined {
  const declared = uiSchema?.['ui:layout'] as DeclaredLayout | undefined;
  if (typeof declared !== 'object' || declared === null) return undefined;
  const columns = declared.columns === 2 ? 2 : 1;
  const present = new Set(names);
  const placed = new Set<string>();
  const sections: FormSection[] = [];
  for (const section of Array.isArray(declared.sections) ? declared.sections.filter(isSection) : []) {
    const fields: string[] = [];
    for (const name of section.fields) {
      if (typeof name !== 'string' || !present.has(name) || placed.has(name)) continue;
      placed.add(name);
      fields.push(name);
    }
    if (fields.length) sections.push({ ...(typeof section.title === 'string' ? { title: section.title } : {}), fields });
  }
  if (sections.length === 0) return { columns, sections: names.length ? [{ fields: [...names] }] : [] };
  names.forEach((name, index) => {
    if (placed.has(name)) return;
    const before = names.slice(0, index).reverse().find((earlier) => placed.has(earlier));
    const section = before ? sections.find((each) => each.fields.includes(before))! : sections[0]!;
    section.fields.splice(before ? section.fields.indexOf(before) + 1 : 0, 0, name);
    placed.add(name);
  });
  return { columns, sections };
}

/** Whether a field takes a whole row of a two-column form: long text, an upload, a list, a group. */
export function isWideField(schema: RJSFSchema | undefined, uiSchema: UiSchema | undefined): boolean {
  if (!schema) return true;
  const widget = uiSchema?.['ui:widget'];
  if (widget === 'textarea' || widget === 'upload' || uiSchema?.['ui:options']?.wide === true) return true;
  if ((schema as { 'x-upload'?: unknown })['x-upload']) return true;
  return schema.type === 'array' || schema.type === 'object' || (typeof schema.maxLength === 'number' && schema.maxLength > 500);
}
