/**
 * The portal's exchange with the tax system, as a spreadsheet each way. The batch carries every
 * application being invoiced (→ exported) and every red-flush asked for since the last batch; the
 * tax system fills in each row's result, and the same sheet comes back (`importResults`): issued
 * rows get their number and date (→ invoiced), failed ones their reason (→ automatic failure), red
 * invoices reverse their amount (→ red-flushed, or partially). Headers are recognised in either
 * language; each row is applied on its own, so one bad row holds up no other.
 */
import { loadExcelJs } from '../../packages-on-demand';
import { sql } from 'drizzle-orm';
import { Codes } from '../../../shared/codes';
import { invoiceStatusMessage, InvoiceStatus, type InvoiceImportResult, type InvoiceStatusValue } from '../../../shared/invoice';
import { LOCALES, type Locale } from '../../../shared/locale';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/results';
import { invoiceBatches, invoices } from '../../db/schema';
import { MONEY_FORMAT } from '../../exports/xlsx';
import { headerColumns, readSheet } from '../../exports/xlsx-read';
import { ApiError } from '../../http/envelope';
import { translate } from '../../http/i18n';
import { moveLocked } from './service';

const COLUMNS = [
  'application_no', 'kind', 'title', 'tax_no', 'address', 'phone', 'bank', 'bank_account', 'invoice_type', 'email', 'amount',
  'original_number', 'result', 'invoice_number', 'invoiced_on', 'reason',
] as const;
type Column = (typeof COLUMNS)[number];
const IMPORT_COLUMNS: readonly Column[] = ['application_no', 'result', 'invoice_number', 'invoiced_on', 'reason'];

const LABELS: Record<Column, string> = {
  application_no: 'invoice.application_no', kind: 'invoice.export.kind', title: 'invoiceHeader.title', tax_no: 'invoiceHeader.tax_no',
  address: 'invoiceHeader.address', phone: 'invoiceHeader.phone', bank: 'invoiceHeader.bank', bank_account: 'invoiceHeader.bank_account',
  invoice_type: 'invoiceHeader.invoice_type', email: 'invoiceHeader.email', amount: 'invoice.amount', original_number: 'invoice.export.original_number',
  result: 'invoice.export.result', invoice_number: 'invoice.invoice_number', invoiced_on: 'invoice.invoiced_on', reason: 'invoice.export.reason',
};
const label = (locale: Locale, column: Column): string => translate(locale, LABELS[column]);

/** What a result cell may say, in either language. */
const SUCCESS = new Set(['success', 'succeeded', 'ok', '成功', '1']);
const FAILURE = new Set(['failure', 'failed', 'fail', '失败', '0']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface TaxBatch { id: number; rows: number; file: Buffer; invoiceIds: number[] }

/** Builds the next batch, moving what it carries; 2010 when there is nothing to send. */
export async function exportBatch(db: Db, staffId: number, locale: Locale): Promise<TaxBatch> {
  const { id, rows } = await db.transaction(async (txHandle) => {
    const tx = txHandle as unknown as Db;
    const due = rowsOf<Record<string, unknown>>(await tx.execute(sql`select id, application_no, status, header, invoice_type, email, amount,
        red_flush_amount, invoice_number from invoices
      where status = ${InvoiceStatus.INVOICING} or (status = ${InvoiceStatus.RED_FLUSHING} and export_batch is null)
      order by id for update`));
    if (due.length === 0) throw new ApiError(Codes.RECORD_STATE, null, 'invoice.export.nothing');
    const [batch] = await tx.insert(invoiceBatches).values({ userId: staffId, rows: due.length }).returning({ id: invoiceBatches.id });
    for (const row of due) {
      if (Number(row.status) === InvoiceStatus.INVOICING) await moveLocked(tx, Number(row.id), InvoiceStatus.INVOICING, 'export', staffId, { set: { exportBatch: batch!.id } });
      else await tx.update(invoices).set({ exportBatch: batch!.id }).where(sql`id = ${Number(row.id)}`);
    }
    return { id: batch!.id, rows: due };
  });

  const workbook = new (await loadExcelJs()).Workbook();
  const sheet = workbook.addWorksheet(translate(locale, 'invoice.export.sheet').slice(0, 31));
  sheet.columns = COLUMNS.map((column) => ({ header: label(locale, column), key: column, width: column === 'address' || column === 'title' ? 36 : 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getColumn('amount').numFmt = MONEY_FORMAT;
  for (const column of ['tax_no', 'bank_account', 'phone', 'invoice_number', 'original_number', 'invoiced_on'] as const) sheet.getColumn(column).numFmt = '@';
  for (const row of rows) {
    const header = row.header as Record<string, string>;
    const red = Number(row.status) === InvoiceStatus.RED_FLUSHING;
    sheet.addRow({
      application_no: row.application_no, kind: translate(locale, red ? 'invoice.export.kind.red' : 'invoice.export.kind.blue'),
      title: header.title, tax_no: header.tax_no, address: header.address, phone: header.phone, bank: header.bank, bank_account: header.bank_account,
      invoice_type: translate(locale, Number(row.invoice_type) === 2 ? 'option.invoiceType.special' : 'option.invoiceType.normal'), email: row.email,
      amount: (red ? -Number(row.red_flush_amount) : Number(row.amount)) / 100, original_number: red ? row.invoice_number : '',
    });
  }
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return { id, rows: rows.length, file: Buffer.from(await workbook.xlsx.writeBuffer()), invoiceIds: rows.map((row) => Number(row.id)) };
}

const refuse = (messageId: string, values?: Record<string, string | number>): ApiError => new ApiError(Codes.INVALID_REQUEST, null, messageId, values);

export interface ImportedMove { id: number; status: InvoiceStatusValue }

/** Applies the tax system's result sheet; answers the counts, the rows it could not apply, and each move made. */
export async function importResults(db: Db, staffId: number, locale: Locale, file: Buffer): Promise<InvoiceImportResult & { moves: ImportedMove[] }> {
  const grid = await readSheet(file).catch(() => { throw refuse('invoice.import.not_xlsx'); });
  const positions = headerColumns(grid, COLUMNS, (column) => [column, ...LOCALES.map((l) => label(l, column))]);
  for (const column of IMPORT_COLUMNS) if (!positions.has(column)) throw refuse('invoice.import.missing_column', { column: label(locale, column) });

  const result: InvoiceImportResult & { moves: ImportedMove[] } = { issued: 0, failed: 0, red_flushed: 0, errors: [], moves: [] };
  const rowNumbers = [...grid.keys()].filter((n) => n > 1).sort((a, b) => a - b);
  for (const rowNumber of rowNumbers) {
    const cells = grid.get(rowNumber)!;
    const at = (column: Column): string => (cells.get(positions.get(column)!) ?? '').trim();
    const applicationNo = at('application_no');
    const outcome = at('result').toLowerCase();
    // Rows the tax system has not answered yet wait for a later sheet.
    if (!applicationNo || !outcome) continue;
    const error = (messageId: string, values: Record<string, string | number> = {}) =>
      result.errors.push({ row: rowNumber, message: translate(locale, messageId, { row: rowNumber, no: applicationNo, ...values }) });
    if (!SUCCESS.has(outcome) && !FAILURE.has(outcome)) { error('invoice.import.bad_result'); continue; }
    const succeeded = SUCCESS.has(outcome);
    const number = at('invoice_number');
    const day = at('invoiced_on');
    const reason = at('reason').slice(0, 500);
    const applied = await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Db;
      const [row] = rowsOf<{ id: number; status: number; amount: number; red_flushed_amount: number; red_flush_amount: number | null }>(await tx.execute(sql`
        select id, status, amount, red_flushed_amount, red_flush_amount from invoices where application_no = ${applicationNo} for update`));
      if (!row) return error('invoice.import.unknown_application');
      const id = Number(row.id);
      const status = Number(row.status);
      const statusLabel = translate(locale, invoiceStatusMessage(status));
      if (status === InvoiceStatus.EXPORTED) {
        if (succeeded) {
          if (!number || !DAY.test(day)) return error('invoice.import.number_required');
          await moveLocked(tx, id, status, 'issue', staffId, { set: { invoiceNumber: number.slice(0, 50), invoicedOn: day, reason: null } });
          result.issued += 1;
          return { id, status: InvoiceStatus.INVOICED };
        }
        if (!reason) return error('invoice.import.reason_required');
        await moveLocked(tx, id, status, 'auto_fail', staffId, { reason, set: { reason } });
        result.failed += 1;
        return { id, status: InvoiceStatus.AUTOMATIC_FAILURE };
      }
      if (status === InvoiceStatus.RED_FLUSHING) {
        if (!succeeded) {
          // It goes out again with the next batch.
          await tx.update(invoices).set({ exportBatch: null }).where(sql`id = ${id}`);
          return error('invoice.import.red_flush_failed', { reason });
        }
        if (!number) return error('invoice.import.number_required');
        const reversed = Number(row.red_flushed_amount) + Number(row.red_flush_amount ?? 0);
        const whole = reversed >= Number(row.amount);
        await moveLocked(tx, id, status, whole ? 'red_flushed' : 'partially_red_flushed', staffId, {
          amount: Number(row.red_flush_amount ?? 0), set: { redFlushedAmount: reversed, redFlushAmount: null, redInvoiceNumber: number.slice(0, 50) },
        });
        // Reversed in full, its orders may be invoiced again.
        if (whole) await tx.execute(sql`update invoice_orders set active = false where invoice_id = ${id}`);
        result.red_flushed += 1;
        return { id, status: whole ? InvoiceStatus.RED_FLUSHED : InvoiceStatus.PARTIALLY_RED_FLUSHED };
      }
      return error('invoice.import.not_exported', { status: statusLabel });
    });
    if (applied && typeof applied === 'object') result.moves.push(applied as ImportedMove);
  }
  return result;
}
