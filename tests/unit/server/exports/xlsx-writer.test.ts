/**
 * The export's own .xlsx writer (no cell objects, streamed through archiver's zip): what it writes
 * reads back in ExcelJS as the values went in — markup characters, kept spaces, Chinese text, numbers
 * as numbers — and what XML cannot hold (control characters) is dropped rather than breaking the file.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createXlsxWriter, type ExportColumn } from '../../../../src/server/exports/xlsx';

const columns: ExportColumn[] = [
  { field: 'name', header: '名称 <Name>', cell: (record) => record.name as string },
  { field: 'amount', header: 'Amount', numFmt: '#,##0.00', cell: (record) => record.amount as number },
];

describe('the export writer', () => {
  it('writes values ExcelJS reads back as they went in, in order, over several pages', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'xlsx-writer-')), 'out.xlsx');
    const writer = await createXlsxWriter(path, 'Tickets: a/b [1]', columns);
    const awkward = ['a < b & "c" \'d\'', '  kept spaces  ', '展商证 持证人', 'bell\u0007 and nul\u0000 gone', 'not a char \uFFFF here'];
    await writer.add(awkward.map((name, n) => ({ id: n, name, amount: n * 1.5 })));
    await writer.add(Array.from({ length: 3000 }, (_, n) => ({ id: 100 + n, name: `row ${n}`, amount: n })));
    await writer.finish();

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync(path) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('Tickets  a b  1');
    expect(sheet.getRow(1).getCell(1).value).toBe('名称 <Name>');
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect([2, 3, 4, 5, 6].map((row) => sheet.getRow(row).getCell(1).text)).toEqual(['a < b & "c" \'d\'', '  kept spaces  ', '展商证 持证人', 'bell and nul gone', 'not a char  here']);
    expect(sheet.getRow(3).getCell(2).value).toBe(1.5);
    expect(sheet.getRow(3).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(1 + 5 + 3000);
    expect(sheet.getRow(3006).getCell(1).text).toBe('row 2999');
  });
});
