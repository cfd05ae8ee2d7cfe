/**
 * Writes a screen's records to an .xlsx file with ExcelJS's streaming writer (rows go to disk as
 * they come, so a large export does not sit in memory): the export columns of the list descriptor,
 * headers and status labels in the requester's language, personal data masked as in the list.
 */
import ExcelJS from 'exceljs';
import type { EnumSets } from '../../shared/descriptor';
import type { Locale } from '../../shared/locale';
import { mask } from '../../shared/mask';
import { translate } from '../http/i18n';
import type { RecordOut } from '../screens/records';
import type { Screen } from '../screens/registry';
import { showTime } from '../show-time';

const TIME_FIELDS = new Set(['created_at', 'updated_at']);



export interface ExportColumn {
  field: string;
  header: string;
  cell(record: RecordOut): string | number | null;
}

export function exportColumns(screen: Screen, enums: EnumSets, locale: Locale): ExportColumn[] {
  const list = screen.descriptor.list;
  const fields = list?.export ?? list?.columns.map((column) => column.field) ?? [];
  return fields.map((field) => {
    const schema = screen.fields[field];
    const column = list?.columns.find((c) => c.field === field);
    const title = column?.title ?? schema?.title;
    const set = column?.status ?? schema?.['x-enum'];
    return {
      field,
      header: title ? translate(locale, title) : field,
      cell(record) {
        const value = record[field];
        if (value === null || value === undefined) return null;
        if (set) {
          const label = enums[set]?.[String(value)]?.label;
          return label ? translate(locale, label) : String(value);
        }
        if (TIME_FIELDS.has(field) && typeof value === 'number') return showTime(value);
        if (typeof value === 'object') {
          const items = Array.isArray(value) ? value : [value];
          return items.map((item) => (item as { name?: string }).name ?? JSON.stringify(item)).join(', ');
        }
        if (column?.mask && typeof value === 'string') return mask(column.mask, value);
        return typeof value === 'number' ? value : String(value);
      },
    };
  });
}

export interface XlsxWriter {
  add(records: RecordOut[]): void;
  finish(): Promise<void>;
}

export function createXlsxWriter(path: string, sheetName: string, columns: ExportColumn[]): XlsxWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.field, width: Math.max(12, column.header.length * 2 + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(records) {
      for (const record of records) {
        sheet.addRow(Object.fromEntries(columns.map((column) => [column.field, column.cell(record)]))).commit();
      }
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}
