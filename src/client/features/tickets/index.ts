/**
 * The booth tickets' public face (the only file another feature imports): the query of a paged
 * list, the way amounts in cents are written as yuan, and a status of schemas/enums.json as a badge.
 */
export { yuan, type Query } from './ticket-api';
export { EnumBadge } from './EnumBadge';
