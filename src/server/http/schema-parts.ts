/**
 * Pieces of request schemas the routes share: a record id (a positive PostgreSQL `integer`) and a
 * list of ids sent as repeated query keys (`?id=1&id=2`; one value arrives as a list of one, since
 * query strings are coerced to arrays where the schema asks for one).
 */
import { INTEGER_RANGE } from './validation';

export const recordId = (title: string) => ({ type: 'integer', minimum: 1, maximum: INTEGER_RANGE.maximum, title }) as const;

export const idParams = (title: string) => ({ type: 'object', required: ['id'], properties: { id: recordId(title) } }) as const;

export const repeatedIds = (title: string, maxItems: number) => ({ type: 'array', maxItems, title, items: recordId(title) }) as const;
