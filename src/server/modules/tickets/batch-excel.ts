/**
 * The batch-binding spreadsheet: the template (headers in the caller's language and in the words of
 * whose tickets they are, a document-type dropdown, document numbers as text so leading zeros and X
 * survive, prefilled with the tickets that can be bound) and reading an uploaded file back (headers
 * recognised in either language, in either kind's words, and as earlier templates worded them).
 */
import { loadExcelJs } from '../../packages-on-demand';
import { Codes } from '../../../shared/codes';
import { LOCALES, type Locale } from '../../../shared/locale';
import { BATCH_MAX_ROWS, GROUP_TICKET_WORDS } from '../../../shared/tickets';
import { ApiError } from '../../http/envelope';
import { translate } from '../../http/i18n';
import { docTypeLabels, type RawRow } from './batch-rows';
import { headerColumns, readSheet, type Grid } from '../../exports/xlsx-read';
import type { TicketWords } from './words';

const COLUMNS = ['ticket', 'type', 'name', 'doc_type', 'doc_number', 'phone', 'email'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: readonly Column[] = ['ticket', 'name', 'doc_type', 'doc_number', 'phone', 'email'];
const WIDTHS: Record<Column, number> = { ticket: 20, type: 18, name: 16, doc_type: 30, doc_number: 24, phone: 16, email: 28 };

/** A group ticket's number and type are worded as its screens word them. */
const GROUP_HEADERS: Partial<Record<Column, string>> = { ticket: GROUP_TICKET_WORDS.ticketNo, type: GROUP_TICKET_WORDS.type };
const header = (locale: Locale, column: Column, words: TicketWords): string =>
  translate(locale, (words === 'group' ? GROUP_HEADERS[column] : undefined) ?? `boothTicket.batch.col.${column}`);

/**
 * Headers earlier templates had, still read: a template downloaded before a wording change comes back
 * filled in after it (git log -p -- locales/). In Chinese the holder's document became a 身份证件
 * (证件类型 → 身份证件类型, 证件号码 → 身份证件号码); the English headers kept their words. A group
 * ticket's template said a booth ticket's words (证件编号, 证件类别; Ticket, Ticket type), which are read anyway.
 */
const EARLIER_HEADERS: Record<Locale, Partial<Record<Column, readonly string[]>>> = {
  zh: { doc_type: ['证件类型'], doc_number: ['证件号码'] },
  en: {},
};

/** Every header a column is known by: its id, and in each language each kind's header and the earlier ones. */
const namesOf = (column: Column): string[] => [column, ...LOCALES.flatMap((locale) => [
  header(locale, column, 'booth'), header(locale, column, 'group'), ...(EARLIER_HEADERS[locale][column] ?? []),
])];

export interface TemplateTicket { ticket_no: string; type_name: string; type_name_en: string }

/** Rows of the dropdown beyond the prefilled tickets, for tickets typed in by hand. */
const SPARE_ROWS = 100;

export async function buildTemplate(locale: Locale, words: TicketWords, tickets: TemplateTicket[]): Promise<Buffer> {
  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(translate(locale, 'boothTicket.batch.sheet').slice(0, 31));
  // The dropdown's labels live on a hidden sheet: a list validation cannot hold long labels inline.
  const lists = workbook.addWorksheet('lists', { state: 'veryHidden' });
  const labels = docTypeLabels(locale);
  labels.forEach((label, i) => { lists.getCell(i + 1, 1).value = label; });

  sheet.columns = COLUMNS.map((column) => ({ header: header(locale, column, words), key: column, width: WIDTHS[column] }));
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
      showErrorMessage: true, errorTitle: header(locale, 'doc_type', words), error: labels.join(' / '),
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

/**
 * The rows of an uploaded template; row_no is the row's number in the sheet (the header is row 1). A
 * file without a column the rows need is refused naming it, in the caller's language and `words`,
 * and naming the headers it has that are no column's.
 */
export async function parseBatchFile(buffer: Buffer, locale: Locale, words: TicketWords): Promise<RawRow[]> {
  const grid = await readGrid(buffer);
  const positions = headerColumns(grid, COLUMNS, namesOf);
  const missing = REQUIRED.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    const list = (texts: string[]) => texts.join(locale === 'zh' ? '、' : ', ');
    const columns = list(missing.map((column) => header(locale, column, words)));
    const known = new Set(positions.values());
    const unknown = [...(grid.get(1) ?? new Map<number, string>())].filter(([col, text]) => !known.has(col) && text.trim() !== '').map(([, text]) => text.trim());
    throw unknown.length > 0
      ? refuse('ticket.batch.error.unknown_columns', { columns, unknown: list(unknown) })
      : refuse('ticket.batch.error.missing_columns', { columns });
  }

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
