/**
 * Request schemas of the agreement endpoints. Bodies are strict (no unknown fields, no coercion);
 * every field carries a `title` message id so a validation error names it in the caller's language.
 * A new agreement's body is its screen's (schemas/protocol.json), which the console's form draws.
 */

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, title: 'protocol.field.id' } },
} as const;

export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    status: { type: 'string', enum: ['confirmed', 'pending'], title: 'protocol.field.status' },
  },
} as const;

/** A page of a list that has no filter. */
export const pageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: listQuery.properties.page,
    limit: listQuery.properties.limit,
  },
} as const;

/** `agreed` must be literally true: ticking the box is the point of the call. */
export const confirmBody = {
  type: 'object',
  additionalProperties: false,
  required: ['agreed'],
  properties: {
    agreed: {
      type: 'boolean',
      enum: [true],
      title: 'protocol.field.agreed',
      'x-messages': { required: 'protocol.error.must_agree', type: 'protocol.error.must_agree', enum: 'protocol.error.must_agree' },
    },
  },
} as const;
