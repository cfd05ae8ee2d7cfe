/**
 * Request schemas of the agreement endpoints. Bodies are strict (no unknown fields, no coercion);
 * every field carries a `title` message id so a validation error names it in the caller's language.
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

// Text with at least one visible character: a blank title or text publishes nothing.
const text = (title: string, maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S', title });

export const publishBody = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'title_en', 'content', 'content_en'],
  properties: {
    title: text('protocol.field.title', 200),
    title_en: text('protocol.field.title_en', 200),
    content: text('protocol.field.content', 50_000),
    content_en: text('protocol.field.content_en', 50_000),
    // Unix seconds (10 digits); null or absent: no deadline.
    confirm_by: { type: ['integer', 'null'], minimum: 1_000_000_000, maximum: 9_999_999_999, title: 'protocol.field.confirm_by',
      'x-messages': { type: 'protocol.error.confirm_by_type' } },
  },
} as const;
