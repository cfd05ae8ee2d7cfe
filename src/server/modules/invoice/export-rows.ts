/** Rows of the invoice list's export (schemas/invoice.json "export"), the applicant's or staff's, a page at a time. */
import type { ExportSource } from '../../exports/export-job';
import { listInvoices, type InvoiceListQuery } from './queries';

export const INVOICE_EXPORT = 'invoices';

export const invoiceExportRows: ExportSource = async (db, payload, page, limit) => {
  const { list, total } = await listInvoices(db, payload.owner, { ...(payload.query as Omit<InvoiceListQuery, 'page' | 'limit'>), page, limit });
  return {
    total,
    list: list.map((invoice) => ({ ...invoice, applicant_name: invoice.applicant ? `${invoice.applicant.name} (${invoice.applicant.account})` : '' })),
  };
};
