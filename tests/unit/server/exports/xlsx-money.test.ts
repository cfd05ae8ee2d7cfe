/** Amounts (x-money, stored in cents) in an export: yuan numbers the sheet can add up, shown with two decimals. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createXlsxWriter, exportColumns, MONEY_FORMAT } from '../../../../src/server/exports/xlsx';
import { loadEnums, loadScreen } from '../../../../src/server/screens/registry';

const enums = loadEnums('schemas');
const columns = (locale: 'zh' | 'en') => exportColumns(loadScreen('schemas', 'group-order'), enums, locale, 'Asia/Shanghai');
const column = (field: string) => columns('en').find((each) => each.field === field)!;

describe('amounts in an export', () => {
  it('write cents as yuan numbers with a two-decimal format', () => {
    expect(column('amount').cell({ id: 1, amount: 123450 })).toBe(1234.5);
    expect(column('unit_price').cell({ id: 1, unit_price: 29 })).toBe(0.29);
    expect(column('amount').numFmt).toBe(MONEY_FORMAT);
    expect(column('amount').cell({ id: 1, amount: null })).toBeNull();
  });

  it('leave other numbers, codes and their formats as they were', () => {
    expect(column('quantity').cell({ id: 1, quantity: 12 })).toBe(12);
    expect(column('quantity').numFmt).toBeUndefined();
    expect(column('payment_method').cell({ id: 1, payment_method: 2 })).toBe('Bank transfer');
  });

  it('store the yuan number and its format in the file', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xlsx-money-')), 'orders.xlsx');
    const writer = await createXlsxWriter(path, 'Orders', columns('zh'));
    await writer.add([{ id: 1, order_no: 'G1', quantity: 3, unit_price: 41150, amount: 123450, payment_method: 1, status: 5 }]);
    await writer.finish();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(path);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const amount = sheet.getRow(2).getCell(header.indexOf('金额'));
    expect(amount.value).toBe(1234.5);
    expect(amount.numFmt).toBe(MONEY_FORMAT);
  });
});
