/**
 * Tenant isolation: an `exhibitor_id` in a request must be the caller's own exhibitor. Asking for
 * another exhibitor's data is refused the same way as asking for one that does not exist.
 */
import { Codes } from '../../../shared/codes';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { findMembership, type Membership } from './queries';

export const exhibitorIdQuery = {
  type: 'object',
  required: ['exhibitor_id'],
  properties: { exhibitor_id: { type: 'integer', minimum: 1 } },
} as const;

export async function requireOwnExhibitor(db: Db, userId: number, exhibitorId: number): Promise<Membership> {
  const membership = await findMembership(db, userId);
  if (!membership) throw new ApiError(Codes.NOT_AN_EXHIBITOR);
  if (membership.exhibitorId !== exhibitorId) throw new ApiError(Codes.FORBIDDEN, null, 'api.error.other_exhibitor');
  return membership;
}
