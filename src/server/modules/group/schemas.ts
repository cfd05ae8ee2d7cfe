/**
 * Request schemas of the group-buying endpoints other than the remittance and product forms, whose
 * bodies are their screens' own schemas. Every field names itself by a message id.
 */
import { GROUP_ORDER_MAX_QUANTITY, GroupOrderStatus, PRICE_TYPES, PriceChannel } from '../../../shared/group';

const id = (title: string) => ({ type: 'integer', minimum: 1, maximum: 2147483647, title }) as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: id('group.field.id') } } as const;

export const placeOrderBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ticket_id', 'quantity'],
  properties: {
    ticket_id: { ...id('group.field.ticket_id'), 'x-messages': { required: 'group.field.ticket_id.required' } },
    quantity: {
      type: 'integer', minimum: 1, maximum: GROUP_ORDER_MAX_QUANTITY, title: 'group.field.quantity',
      'x-messages': { required: 'group.field.quantity.required', minimum: 'group.field.quantity.minimum' },
    },
  },
} as const;

const paging = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1, title: 'group.field.page' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, title: 'group.field.limit' },
  status: { type: 'integer', enum: Object.values(GroupOrderStatus), title: 'group.field.status' },
} as const;

export const orderListQuery = { type: 'object', additionalProperties: false, properties: paging } as const;

export const organiserOrderQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...paging,
    keyword: { type: 'string', maxLength: 100, title: 'group.field.keyword' },
    ticket_id: id('group.field.ticket_id'),
    // An order's channel is its payment method: online or remittance (allocation makes no order).
    channel: { type: 'integer', enum: [PriceChannel.ONLINE, PriceChannel.REMITTANCE], title: 'group.field.channel' },
    price_type: { type: 'integer', enum: [...PRICE_TYPES], title: 'group.field.price_type' },
  },
} as const;
