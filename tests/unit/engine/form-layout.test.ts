/** A form's declared layout: sections in order, the rest last, wide fields across both columns. */
import { describe, expect, it } from 'vitest';
import { formLayout, isWideField } from '../../../src/engine/form/form-layout';

describe('formLayout', () => {
  const names = ['name', 'name_en', 'logo', 'profile', 'added_later'];

  it('is undefined when nothing is declared: the form stays one plain column', () => {
    expect(formLayout({}, names)).toBeUndefined();
    expect(formLayout(undefined, names)).toBeUndefined();
  });

  it('keeps the declared sections in order; a field no section names joins the field drawn before it', () => {
    expect(formLayout({ 'ui:layout': { columns: 2, sections: [{ title: 's.a', fields: ['name', 'profile'] }, { title: 's.b', fields: ['logo'] }] } }, names)).toEqual({
      columns: 2,
      sections: [{ title: 's.a', fields: ['name', 'name_en', 'profile', 'added_later'] }, { title: 's.b', fields: ['logo'] }],
    });
    // Before every sectioned field: at the head of the first section.
    expect(formLayout({ 'ui:layout': { sections: [{ title: 's.b', fields: ['logo'] }] } }, ['first', 'logo'])?.sections).toEqual([{ title: 's.b', fields: ['first', 'logo'] }]);
    // Columns alone: one untitled section of every field.
    expect(formLayout({ 'ui:layout': { columns: 2 } }, ['a', 'b'])).toEqual({ columns: 2, sections: [{ fields: ['a', 'b'] }] });
  });

  it('drops fields the form does not have, a field named twice, empty sections; any columns but 2 is one', () => {
    expect(formLayout({ 'ui:layout': { columns: 3, sections: [{ title: 's.a', fields: ['gone'] }, { fields: ['name', 'name'] }, { title: 's.c', fields: ['name'] }] } }, ['name'])).toEqual({
      columns: 1, sections: [{ fields: ['name'] }],
    });
  });
});

describe('isWideField', () => {
  it('gives long texts, uploads, lists and groups the whole row; short fields one column', () => {
    expect(isWideField({ type: 'string', maxLength: 100 }, undefined)).toBe(false);
    expect(isWideField({ type: 'string', maxLength: 500 }, undefined)).toBe(false);
    expect(isWideField({ type: 'string', maxLength: 501 }, undefined)).toBe(true);
    expect(isWideField({ type: 'string' }, { 'ui:widget': 'textarea' })).toBe(true);
    expect(isWideField({ type: 'object' }, { 'ui:widget': 'upload' })).toBe(true);
    expect(isWideField({ type: 'array' }, undefined)).toBe(true);
    expect(isWideField({ type: 'integer' }, { 'ui:options': { wide: true } })).toBe(true);
  });
});
