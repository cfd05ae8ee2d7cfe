/** What every booth-ticket endpoint shares: the answers for another exhibitor's records, and raw rows. */
import { Codes } from '../../../shared/codes';
import { ApiError } from '../../http/envelope';

/** Another exhibitor's ticket is answered exactly like one that does not exist. */
export const ticketNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'ticket.error.not_found');
export const batchNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'ticket.batch.error.not_found');

/** Rows of a raw `db.execute`, for node-postgres and PGlite alike. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
