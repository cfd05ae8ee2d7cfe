/** Request schemas of the unbind endpoints; every field names itself by a message id. */
import { UNBIND_MAX_TICKETS } from '../../../shared/tickets';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, title: 'unbind.field.id' } },
} as const;

export const unbindBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ticket_ids'],
  properties: {
    ticket_ids: {
      type: 'array',
      minItems: 1,
      maxItems: UNBIND_MAX_TICKETS,
      uniqueItems: true,
      title: 'unbind.field.ticket_ids',
      items: { type: 'integer', minimum: 1, maximum: 2147483647, title: 'unbind.field.ticket_id' },
    },
  },
} as const;

export const orderListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, default: 1, title: 'unbind.field.page' },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, title: 'unbind.field.limit' },
    status: { type: 'integer', enum: [0, 3, 5, 6], title: 'unbind.field.status' },
  },
} as const;
