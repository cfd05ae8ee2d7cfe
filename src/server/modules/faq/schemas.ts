/** Route schemas of the FAQ endpoints that no screen descriptor declares (params, queries, small bodies). */
export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

// Any string is looked up (and not found): a mangled link reads like an unknown one.
export const tokenParams = {
  type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const flag = { type: 'integer', enum: [0, 1] } as const;
const paging = {
  page: { type: 'integer', minimum: 1, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

export const questionListQuery = {
  type: 'object', additionalProperties: false, properties: { ...paging, answered: flag, solved: flag },
} as const;

export const organiserListQuery = {
  type: 'object', additionalProperties: false,
  properties: { ...paging, answered: flag, needs_follow_up: flag, exhibitor_id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const solvedBody = {
  type: 'object', additionalProperties: false, required: ['solved'],
  properties: { solved: { type: 'boolean', title: 'faq.solved' } },
} as const;

export const needsFollowUpBody = {
  type: 'object', additionalProperties: false, required: ['needs_follow_up'],
  properties: { needs_follow_up: { type: 'boolean', title: 'faq.staff.needsFollowUp' } },
} as const;

export interface ListQuery {
  page: number;
  limit: number;
  answered?: 0 | 1;
  solved?: 0 | 1;
  needs_follow_up?: 0 | 1;
  exhibitor_id?: number;
}
