/** Request schemas of the booth-ticket endpoints (the holder form's body is schemas/booth-ticket-holder.json). */
import { BATCH_MAX_ROWS } from '../../../shared/tickets';

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;
export const tokenParams = { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } } } as const;

const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const claimBody = {
  type: 'object',
  required: ['allocation_id', 'quantity'],
  additionalProperties: false,
  properties: {
    allocation_id: { type: 'integer', minimum: 1, maximum: 2147483647, title: 'field.allocation_id' },
    quantity: { type: 'integer', minimum: 1, maximum: 100000, title: 'field.quantity' },
  },
} as const;

/**
 * The list's query: paging, filters, and a sort by any column schemas/booth-ticket.json marks sortable
 * (plus the ticket's own order, id and created_at), so staff make a column sortable in the descriptor.
 */
export const ticketListQuery = (sortable: readonly string[]) => ({
  type: 'object',
  additionalProperties: false,
  properties: {
    ...paging,
    status: { type: 'integer', enum: [0, 1, 2, 3] },
    allocation_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    keyword: { type: 'string', maxLength: 100 },
    ticket_no: { type: 'string', maxLength: 100 },
    holder_name: { type: 'string', maxLength: 100 },
    sort: { type: 'string', enum: ['id', 'created_at', ...sortable] },
    order: { type: 'string', enum: ['asc', 'desc'] },
  },
}) as const;

export const pageQuery = { type: 'object', additionalProperties: false, properties: paging } as const;

export const batchRowsQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...paging, status: { type: 'integer', enum: [0, 1, 2] } },
} as const;

const cell = (max: number) => ({ type: 'string', maxLength: max });
const rowProperties = {
  ticket: cell(64), name: cell(100), doc_type: cell(100), doc_number: cell(64), phone: cell(64), email: cell(200),
} as const;

export const pasteBody = {
  type: 'object',
  required: ['rows'],
  additionalProperties: false,
  properties: {
    rows: {
      type: 'array', minItems: 1, maxItems: BATCH_MAX_ROWS, title: 'field.rows',
      items: { type: 'object', required: ['ticket', 'name', 'doc_type', 'doc_number'], additionalProperties: false, properties: rowProperties },
    },
  },
} as const;

export const resubmitBody = {
  type: 'object',
  required: ['rows'],
  additionalProperties: false,
  properties: {
    rows: {
      type: 'array', minItems: 1, maxItems: BATCH_MAX_ROWS, title: 'field.rows',
      items: {
        type: 'object', required: ['row_no', 'ticket', 'name', 'doc_type', 'doc_number'], additionalProperties: false,
        properties: { row_no: { type: 'integer', minimum: 1, maximum: 2147483647 }, ...rowProperties },
      },
    },
  },
} as const;

export const excelQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { file_name: { type: 'string', maxLength: 200 } },
} as const;
