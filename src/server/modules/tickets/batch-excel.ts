/**
 * The batch-binding spreadsheet: the template (headers in the caller's language, a document-type
 * dropdown, document numbers as text so leading zeros and X survive, prefilled with the tickets that
 * can be bound) and reading an uploaded file back (headers recognised in either language).
 */
import ExcelJS from 'exceljs';
import { Codes } from '../../../shared/codes';
import { LOCALES, type Locale } from '../../../shared/locale';
import { BATCH_MAX_ROWS } from '../../../shared/tickets';
import { ApiError } from '../../http/envelope';
import { translate } from '../../http/i18n';
import { docTypeLabels, type RawRow } from './batch-rows';
import { headerColumns, readSheet, type Grid } from '../../exports/xlsx-read';

const COLUMNS = ['ticket', 'type', 'name', 'doc_type', 'doc_number', 'phone', 'email'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['ticket', 'name', 'doc_type', 'doc_number', 'phone', 'email'];
const header = (locale: Locale, column: Column): string => translate(locale, `boothTicket.batch.col.${column}`);
const WIDTHS: Record<Column, number> = { ticket: 20, type: 18, name: 16, doc_type: 30, doc_number: 24, phone: 16, email: 28 };

export interface TemplateTicket { ticket_no: string; type_name: string; type_name_en: string }

/** Rows of the dropdown beyond the prefilled tickets, for tickets typed in by hand. */
const SPARE_ROWS = 100;

export async function buildTemplate(locale: Locale, tickets: TemplateTicket[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(locale, 'boothTicket.batch.sheet').slice(0, 31));
  // The dropdown's labels live on a hidden sheet: a list validation cannot hold long labels inline.
  const lists = workbook.addWorksheet('lists', { state: 'veryHidden' });
  const labels = docTypeLabels(locale);
  labels.forEach((label, i) => { lists.getCell(i + 1, 1).value = label; });

  sheet.columns = COLUMNS.map((column) => ({ header: header(locale, column), key: column, width: WIDTHS[column] }));
  sheet.getRow(1).font = { bold: true };
  for (const column of ['doc_number', 'phone', 'ticket'] as const) sheet.getColumn(column).numFmt = '@';
  for (const ticket of tickets) {
    sheet.addRow({ ticket: ticket.ticket_no, type: locale === 'en' ? ticket.type_name_en || ticket.type_name : ticket.type_name });
  }
  const last = Math.min(tickets.length + SPARE_ROWS, BATCH_MAX_ROWS) + 1;
  const docTypeColumn = COLUMNS.indexOf('doc_type') + 1;
  for (let row = 2; row <= last; row += 1) {
    sheet.getCell(row, docTypeColumn).dataValidation = {
      type: 'list', allowBlank: true, formulae: [`lists!$A$1:$A$${labels.length}`],
      showErrorMessage: true, errorTitle: header(locale, 'doc_type'), error: labels.join(' / '),
    };
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const refuse = (messageId: string, values?: Record<string, string | number>): ApiError =>
  new ApiError(Codes.INVALID_REQUEST, null, messageId, values);

async function readGrid(buffer: Buffer): Promise<Grid> {
  try {
    return await readSheet(buffer);
  } catch {
    throw refuse('ticket.batch.error.not_xlsx');
  }
}

/** The rows of an uploaded template; row_no is the row's number in the sheet (the header is row 1). */
export async function parseBatchFile(buffer: Buffer, locale: Locale): Promise<RawRow[]> {
  const grid = await readGrid(buffer);
  const positions = headerColumns(grid, COLUMNS, (column) => [column, ...LOCALES.map((locale) => header(locale, column))]);
  const missing = REQUIRED.filter((column) => !positions.has(column));
  if (missing.length > 0) throw refuse('ticket.batch.error.missing_columns', { columns: missing.map((column) => header(locale, column)).join(locale === 'zh' ? '、' : ', ') });

  const rows: RawRow[] = [];
  const numbers = [...grid.keys()].filter((n) => n > 1).sort((a, b) => a - b);
  for (const rowNumber of numbers) {
    const cells = grid.get(rowNumber)!;
    const at = (column: Column): string => cells.get(positions.get(column)!) ?? '';
    const values = { ticket: at('ticket'), name: at('name'), doc_type: at('doc_type'), doc_number: at('doc_number'), phone: at('phone'), email: at('email') };
    // A prefilled ticket nobody filled in is not a row to bind.
    if (!values.name && !values.doc_type && !values.doc_number && !values.phone && !values.email) continue;
    if (rows.length >= BATCH_MAX_ROWS) throw refuse('ticket.batch.error.too_many_rows', { limit: BATCH_MAX_ROWS });
    rows.push({ row_no: rowNumber, ...values });
  }
  if (rows.length === 0) throw refuse('ticket.batch.error.no_rows');
  return rows;
}
