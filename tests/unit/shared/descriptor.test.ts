/** The screen as the organiser's staff see it: one rule for the server's lists and exports and the console. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forStaff, listableFields, STAFF_RECORD_FIELDS, type ScreenDescriptor } from '../../../src/shared/descriptor';

const product = JSON.parse(readFileSync('schemas/product.json', 'utf8')) as ScreenDescriptor;

describe('forStaff', () => {
  it("puts the staff columns before the screen's own and the staff fields before its export", () => {
    const staff = forStaff(product);
    expect(staff.list!.columns.map((column) => column.field)).toEqual(['exhibitor_name', 'booth_no', ...product.list!.columns.map((column) => column.field)]);
    expect(staff.list!.export).toEqual(['exhibitor_name', 'booth_no', ...product.list!.export!]);
    expect(staff.list!.defaultSort).toEqual({ field: 'updated_at', order: 'asc' });
  });

  it("gives staff their actions in place of the exhibitor's: no edit, shelf or delete", () => {
    expect(forStaff(product).list!.rowActions!.map((action) => action.id)).toEqual(['review']);
  });

  it('adds the staff fields to the record, leaving the form as it is', () => {
    const staff = forStaff(product);
    expect(listableFields(staff)).toMatchObject(STAFF_RECORD_FIELDS);
    expect(staff.schema).toBe(product.schema);
    expect(listableFields(product)).not.toHaveProperty('exhibitor_name');
  });

  it("keeps the exhibitor's sort and export where the descriptor says nothing for staff, and offers no action", () => {
    const plain: ScreenDescriptor = { ...product, list: { columns: product.list!.columns, defaultSort: { field: 'id', order: 'desc' }, rowActions: product.list!.rowActions, export: ['id'] } };
    const staff = forStaff(plain);
    expect(staff.list).toEqual({ columns: plain.list!.columns, defaultSort: { field: 'id', order: 'desc' }, rowActions: [], export: ['id'] });
    const noList: ScreenDescriptor = { ...product, list: undefined };
    expect(forStaff(noList)).toBe(noList);
  });
});
