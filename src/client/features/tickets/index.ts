/**
 * The booth tickets' public face (the only file another feature imports): the query of a paged
 * list and the way amounts in cents are written as yuan.
 */
export { yuan, type Query } from './ticket-api';
