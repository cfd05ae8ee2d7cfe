/** The answers for another exhibitor's tickets and batches: exactly those for ones that do not exist. */
import { Codes } from '../../../shared/codes';
import { ApiError } from '../../http/envelope';

/** Another exhibitor's ticket is answered exactly like one that does not exist. */
export const ticketNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'ticket.error.not_found');
export const batchNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'ticket.batch.error.not_found');
