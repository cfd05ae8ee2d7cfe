/**
 * Invoices (src/shared/invoice.ts InvoiceApi): the calls the invoice screens make, and their paths.
 * The headers are the resource table's 'invoice-header' (saved through useResource, as on their own page).
 */
import { Codes } from '../../../shared/codes';
import {
  InvoiceApi, type CreditCodeMatch, type InvoiceApplication, type InvoiceDetail, type InvoiceHeaderSnapshot, type InvoiceResubmission, type InvoiceableOrder,
} from '../../../shared/invoice';
import { RESOURCES } from '../../../shared/resources';
import { http } from '../../app/http';

export { invoiceDetailPath } from '../../../shared/invoice';

export const INVOICE_LIST_PATH = '/invoice/list';
export const WRITE_INVOICE_PATH = '/invoice/writeInvoice';
export const INVOICE_HEADERS_PATH = '/invoice/addInvoiceHeader';

/** An invoice header as its list and record answer it (schemas/invoice-header.json); the list masks the e-mail. */
export interface InvoiceHeader extends InvoiceHeaderSnapshot {
  id: number;
  invoice_type: 1 | 2;
  email: string;
  created_at: number;
}

/** The most headers one page of the list answers: an account keeps a handful. */
export const HEADER_LIMIT = 100;
const HEADERS = RESOURCES['invoice-header'].path;

export const fetchInvoiceableOrders = (signal?: AbortSignal) => http.get<{ list: InvoiceableOrder[] }>(InvoiceApi.orders, undefined, { signal });
export const fetchInvoiceHeaders = (signal?: AbortSignal) =>
  http.get<{ list: InvoiceHeader[]; total: number }>(HEADERS, { page: 1, limit: HEADER_LIMIT }, { signal });
/** One header unmasked: the e-mail the application defaults to. */
export const fetchInvoiceHeader = (id: number, signal?: AbortSignal) => http.get<InvoiceHeader>(`${HEADERS}/${id}`, undefined, { signal });
export const applyForInvoice = (body: InvoiceApplication) => http.post<InvoiceDetail>(InvoiceApi.invoices, body);
export const resubmitInvoice = (id: number, body: InvoiceResubmission) => http.put<InvoiceDetail>(InvoiceApi.invoice(id), body);

const isMatch = (value: unknown): value is CreditCodeMatch =>
  typeof value === 'object' && value !== null && typeof (value as CreditCodeMatch).name === 'string' && typeof (value as CreditCodeMatch).tax_no === 'string';

/**
 * The companies registered under a name, with their tax numbers. No company answers 12010 with an
 * empty list, which the request layer passes through untouched (SPEC.md §8): it is an answer, not an
 * error, and reads as no match.
 */
export async function lookUpCreditCode(name: string, signal?: AbortSignal): Promise<CreditCodeMatch[]> {
  const answer = await http.send<{ list: CreditCodeMatch[] }>('GET', InvoiceApi.creditCode, { searchParams: { name }, signal });
  if (answer.code !== Codes.SUCCESS.code && answer.code !== Codes.CREDIT_CODE_UNKNOWN.code) return [];
  const list = (answer.data as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.filter(isMatch) : [];
}
