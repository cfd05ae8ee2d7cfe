/**
 * Tenant isolation: an `exhibitor_id` in a request must be the caller's own exhibitor. Asking for
 * another exhibitor's data is refused the same way as asking for one that does not exist.
 */
import type { FastifyRequest } from 'fastify';
import { Codes } from '../../shared/codes';
import { ApiError } from '../http/envelope';
import type { Caller } from './caller';
import { callerOf } from './request-caller';

export const exhibitorIdQuery = {
  type: 'object',
  required: ['exhibitor_id'],
  properties: { exhibitor_id: { type: 'integer', minimum: 1 } },
} as const;

export function requireOwnExhibitor(request: FastifyRequest, exhibitorId: number): Caller {
  const caller = callerOf(request);
  if (caller.exhibitorId === null) throw new ApiError(Codes.NOT_AN_EXHIBITOR);
  if (caller.exhibitorId !== exhibitorId) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.other_exhibitor');
  return caller;
}
