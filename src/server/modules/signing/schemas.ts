/**
 * Request schemas of the signing endpoints other than the request form, whose body is the screen's
 * own schema (schemas/company-signing.json). Every field names itself by a message id.
 */
import { SigningStatus } from '../../../shared/signing';

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, title: 'signing.field.id' } },
} as const;

const paging = {
  page: { type: 'integer', minimum: 1, default: 1, title: 'signing.field.page' },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20, title: 'signing.field.limit' },
  status: { type: 'integer', enum: Object.values(SigningStatus), title: 'signing.field.status' },
} as const;

export const recordListQuery = { type: 'object', additionalProperties: false, properties: paging } as const;

export const organiserListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { ...paging, exhibitor_id: { type: 'integer', minimum: 1, maximum: 2147483647, title: 'signing.field.exhibitor_id' } },
} as const;
