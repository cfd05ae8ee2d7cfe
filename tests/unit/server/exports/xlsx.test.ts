/** The export's cells: a coded value is written as its label in the requester's language, never as its code. */
import { describe, expect, it } from 'vitest';
import { exportColumns } from '../../../../src/server/exports/xlsx';
import { loadEnums, loadScreen } from '../../../../src/server/screens/registry';

const enums = loadEnums('schemas');
const cell = (screen: string, field: string, value: unknown, locale: 'zh' | 'en', sourced = {}, timeZone = 'Asia/Shanghai') =>
  exportColumns(loadScreen('schemas', screen), enums, locale, timeZone, sourced).find((column) => column.field === field)!.cell({ id: 1, [field]: value });

describe('export cells', () => {
  it('write moments on the show clock in one sortable form, whatever the language', () => {
    const nearMidnight = Date.parse('2026-07-31T16:30:00Z') / 1000;
    expect(cell('booth-ticket', 'bound_at', nearMidnight, 'en')).toBe('2026-08-01 00:30');
    expect(cell('booth-ticket', 'bound_at', nearMidnight, 'zh')).toBe('2026-08-01 00:30');
    expect(cell('booth-ticket', 'bound_at', nearMidnight, 'zh', {}, 'Europe/Berlin')).toBe('2026-07-31 18:30');
  });

  it('name a oneOf value by its title', () => {
    expect(cell('project', 'project_type', 'ip', 'en')).toBe('IP licensing');
    expect(cell('project', 'project_type', 'ip', 'zh')).toBe('IP 授权');
  });

  it('name each value of a list of options', () => {
    expect(cell('product', 'platforms', ['pc', 'switch'], 'en')).toBe('PC, Nintendo Switch');
    expect(cell('sub-account', 'authorities', [1, 6], 'zh')).toBe('参展信息, 展位证件');
  });

  it('name a value of an option source by the label the export job loaded, else write the value', () => {
    const sourced = { category_id: new Map([['7', 'Console games']]) };
    expect(cell('report', 'category_id', 7, 'en', sourced)).toBe('Console games');
    expect(cell('report', 'category_id', 8, 'en', sourced)).toBe('8');
  });

  it('keep enums.json labels and plain values as they were', () => {
    expect(cell('invoice-header', 'invoice_type', 2, 'en')).toBe('VAT special invoice');
    expect(cell('report', 'title', 'Booth plan', 'en')).toBe('Booth plan');
  });
});
