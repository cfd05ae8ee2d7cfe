/**
 * Request schemas of the invoice endpoints whose bodies are not a screen's own (the application, the
 * e-invoice file, a failure's reason and a red-flush's amount are: schemas/invoice-application.json,
 * invoice-file.json, invoice-failure.json, invoice-red-flush.json).
 */
import { INVOICE_STATUSES } from '../../../shared/invoice';

const id = (title: string) => ({ type: 'integer', minimum: 1, maximum: 2147483647, title }) as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: id('invoice.field.id') } } as const;

const listFilters = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  sort: { type: 'string', enum: ['applied_at', 'status'] },
  order: { type: 'string', enum: ['asc', 'desc'] },
  status: { type: 'string', enum: INVOICE_STATUSES.map(String), title: 'invoice.status' },
  application_no: { type: 'string', maxLength: 100, title: 'invoice.application_no' },
  title: { type: 'string', maxLength: 100, title: 'invoiceHeader.title' },
  applied_at: { type: 'string', pattern: '^\\d{0,10},\\d{0,10}$', title: 'invoice.applied_at' },
} as const;

export const invoiceListQuery = { type: 'object', additionalProperties: false, properties: listFilters } as const;

export const organiserInvoiceQuery = {
  type: 'object', additionalProperties: false,
  properties: {
    ...listFilters,
    keyword: { type: 'string', maxLength: 100, title: 'invoice.field.keyword' },
    applicant_name: { type: 'string', maxLength: 100, title: 'invoice.applicant' },
  },
} as const;

export const resubmitBody = {
  type: 'object', additionalProperties: false, required: ['header_id', 'invoice_type', 'email'],
  properties: {
    header_id: { ...id('invoice.header'), 'x-messages': { required: 'invoice.header.required' } },
    invoice_type: { type: 'integer', enum: [1, 2], title: 'invoiceHeader.invoice_type', 'x-messages': { required: 'invoiceHeader.invoice_type.required' } },
    email: { type: 'string', format: 'email', maxLength: 100, title: 'invoiceHeader.email', 'x-messages': { required: 'invoiceHeader.email.required' } },
  },
} as const;

export const creditCodeQuery = {
  type: 'object', additionalProperties: false, required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 100, title: 'invoiceHeader.title' } },
} as const;

export const takeBody = {
  type: 'object', additionalProperties: false, required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 500, uniqueItems: true, items: id('invoice.field.id'), title: 'invoice.field.ids' } },
} as const;
