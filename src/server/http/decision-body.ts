/**
 * The body of every organiser decision on something an exhibitor or buyer submitted (a screen under
 * review, a signing, a remittance): approve, or reject with a reason the submitter reads and acts on.
 * The console's reason form (schemas/decision-reason.json) asks for the reason by the same rule.
 */
export const decisionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['decision'],
  properties: {
    decision: { type: 'string', enum: ['approve', 'reject'], title: 'review.decision' },
    reason: { type: 'string', minLength: 1, maxLength: 500, pattern: '\\S', title: 'review.reason' },
  },
  if: { properties: { decision: { const: 'reject' } } },
  // The branch names the field again: a missing reason is worded with its label ("Reason for rejection").
  then: { required: ['reason'], properties: { reason: { title: 'review.reason' } } },
} as const;

export interface Decision { decision: 'approve' | 'reject'; reason?: string }
