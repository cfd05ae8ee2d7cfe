/** The exhibitor a booth-ticket call acts for: every ticket endpoint is scoped to it. */
import type { FastifyRequest } from 'fastify';
import { Codes } from '../../../shared/codes';
import type { Deps } from '../../deps';
import { ApiError } from '../../http/envelope';
import { ownerOf } from '../../screens/crud-routes';

export interface Caller {
  userId: number;
  exhibitorId: number;
}

export async function callerOf(deps: Deps, request: FastifyRequest): Promise<Caller> {
  const owner = await ownerOf(deps, request);
  if (owner.exhibitorId === null) throw new ApiError(Codes.NOT_AN_EXHIBITOR);
  return { userId: owner.userId, exhibitorId: owner.exhibitorId };
}

/** Another exhibitor's ticket is answered exactly like one that does not exist. */
export const ticketNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'ticket.error.not_found');
export const batchNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'ticket.batch.error.not_found');

/** Rows of a raw `db.execute`, for node-postgres and PGlite alike. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
