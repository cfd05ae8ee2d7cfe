/**
 * The organiser console's invoice calls (src/shared/invoice.ts OrganiserInvoiceApi): take
 * applications, send the tax system its batch (an .xlsx the browser saves) and read its result sheet
 * back, attach the e-invoice, record a failure, red-flush. Each answer is the state it left behind.
 */
import { XLSX_TYPE } from '../../../shared/api';
import { OrganiserInvoiceApi, type InvoiceDetail, type InvoiceImportResult } from '../../../shared/invoice';
import { http } from '../../app/http';
import { saveBlob } from '../../app/save-file';

export const takeInvoices = (ids: number[]) => http.post<{ moved: number[] }>(OrganiserInvoiceApi.take, { ids });

/** What went out to the tax system: the file saved and how many rows it carries. */
export interface SentBatch { name: string; rows: number }

/** Builds the next batch (every application being invoiced → exported, every red-flush asked for) and saves it. */
export async function exportTaxBatch(): Promise<SentBatch> {
  const batch = await http.download(OrganiserInvoiceApi.export, { method: 'POST' });
  const name = batch.name ?? 'invoice-batch.xlsx';
  saveBlob(batch.blob, name);
  return { name, rows: Number(batch.headers.get('x-batch-rows') ?? 0) };
}

/** The tax system's result sheet, sent as it is, typed as a spreadsheet whatever the browser guessed. */
export const importTaxResults = (sheet: File) =>
  http.upload<InvoiceImportResult>(OrganiserInvoiceApi.import, new Blob([sheet], { type: XLSX_TYPE }));

/** The e-invoice (schemas/invoice-file.json) mailed to the applicant. */
export const attachInvoiceFile = (id: number, body: Record<string, unknown>) => http.post<InvoiceDetail>(OrganiserInvoiceApi.file(id), body);
/** A manual failure with its reason (schemas/invoice-failure.json). */
export const failInvoice = (id: number, body: Record<string, unknown>) => http.post<InvoiceDetail>(OrganiserInvoiceApi.fail(id), body);
/** A red-flush of the amount given, or of all not yet reversed (schemas/invoice-red-flush.json). */
export const redFlushInvoice = (id: number, body: Record<string, unknown>) => http.post<InvoiceDetail>(OrganiserInvoiceApi.redFlush(id), body);
