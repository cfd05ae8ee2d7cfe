/** The screen as the organiser's staff see it: one rule for the server's lists and exports and the console. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forStaff, listableFields, STAFF_RECORD_FIELDS, type ScreenDescriptor } from '../../../src/shared/descriptor';

const product = JSON.parse(readFileSync('schemas/product.json', 'utf8')) as ScreenDescriptor;

describe('forStaff', () => {
  it('lists what the staff list declares: whose each record is before the screen\'s own columns, the oldest change first', () => {
    const staff = forStaff(product);
    expect(staff.list).toBe(product.staffList);
    expect(staff.list!.columns.map((column) => column.field).slice(0, 2)).toEqual(['exhibitor_name', 'booth_no']);
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

  it("keeps the owner's list where the descriptor declares no staff list", () => {
    const plain: ScreenDescriptor = { ...product, staffList: undefined };
    expect(forStaff(plain).list).toBe(product.list);
  });
});
