/**
 * Writes a screen's records to an .xlsx file with ExcelJS's streaming writer (rows go to disk as
 * they come, so a large export does not sit in memory): the export columns of the list descriptor,
 * headers and the labels of coded values in the requester's language, personal data masked as in the list.
 */
import ExcelJS from 'exceljs';
import { optionLabelId, type EnumSets, type FieldSchema } from '../../shared/descriptor';
import type { Locale } from '../../shared/locale';
import { mask } from '../../shared/mask';
import { fileDateTime, TIME_FIELD } from '../../shared/show-time';
import { translate } from '../http/i18n';
import type { RecordOut } from '../screens/records';
import type { Screen } from '../screens/registry';

/** Labels of values whose options the server defines at run time (an option source), by field: value → label. */
export type SourcedLabels = Readonly<Record<string, ReadonlyMap<string, string>>>;

export interface ExportColumn {
  field: string;
  header: string;
  /** Excel's number format of the column's cells (amounts: two decimals). */
  numFmt?: string;
  cell(record: RecordOut): string | number | null;
}

/** Amounts (x-money, stored in cents) are written as yuan numbers, shown with grouping and two decimals. */
export const MONEY_FORMAT = '#,##0.00';

/**
 * The columns of an export. A value that stands for an option is written as the option's label in
 * the requester's language, never as its code: enums.json sets, `oneOf` titles, option sources
 * (`sourced`, loaded by the export job), also for each value of a list of them.
 */
/** The fields an export writes: the list's `export` columns, else the columns it shows. */
export const exportFields = (screen: Screen): string[] =>
  screen.descriptor.list?.export ?? screen.descriptor.list?.columns.map((column) => column.field) ?? [];

export function exportColumns(screen: Screen, enums: EnumSets, locale: Locale, timeZone: string, sourced: SourcedLabels = {}): ExportColumn[] {
  const list = screen.descriptor.list;
  return exportFields(screen).map((field) => {
    const schema = screen.fields[field];
    const column = list?.columns.find((c) => c.field === field);
    const title = column?.title ?? schema?.title;
    const set = column?.status ?? schema?.['x-enum'];
    const items = typeof schema?.items === 'object' && !Array.isArray(schema.items) ? schema.items as FieldSchema : undefined;
    const labelOf = (node: FieldSchema | undefined, value: unknown, nodeSet?: string): string | undefined => {
      const fromSource = sourced[field]?.get(String(value));
      if (fromSource !== undefined) return fromSource;
      const id = optionLabelId(node, value, enums, nodeSet);
      return id ? translate(locale, id) : undefined;
    };
    const money = schema?.['x-money'] === true;
    return {
      field,
      header: title ? translate(locale, title) : field,
      ...(money ? { numFmt: MONEY_FORMAT } : {}),
      cell(record) {
        const value = record[field];
        if (value === null || value === undefined) return null;
        // Cents → yuan: a number the sheet can add up, not text.
        if (money && typeof value === 'number') return value / 100;
        if (!Array.isArray(value) && typeof value !== 'object') {
          const label = labelOf(schema, value, set);
          if (label !== undefined) return label;
          if (set || sourced[field]) return String(value);
        }
        if (TIME_FIELD.test(field) && typeof value === 'number') return fileDateTime(value, timeZone);
        if (typeof value === 'object') {
          const values = Array.isArray(value) ? value : [value];
          return values.map((item) => (typeof item === 'object' && item !== null
            ? (item as { name?: string }).name ?? JSON.stringify(item)
            : labelOf(items, item) ?? String(item))).join(', ');
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
  sheet.columns = columns.map((column) => ({
    header: column.header, key: column.field, width: Math.max(12, column.header.length * 2 + 4),
    ...(column.numFmt ? { style: { numFmt: column.numFmt } } : {}),
  }));
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
