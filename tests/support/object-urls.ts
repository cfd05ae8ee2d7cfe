/**
 * Stored files as answers hand them out: the `url` of each is an expiring, signed address of its key
 * (src/server/storage/object-urls.ts), never what a body or the database said.
 */
import { expect } from 'vitest';

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the address an answer hands out for `key`. */
export const objectUrlOf = (key: string): unknown =>
  expect.stringMatching(new RegExp(`^/api/oss/object/${escapeRegExp(key)}\\?exp=\\d{10}&sig=[A-Za-z0-9_-]{43}$`));

type Json = unknown;

/** `value` (a record, a body, a fixture) with the url of every file in it as an answer must show it. */
export function handedOut<T extends Json>(value: T): T {
  if (Array.isArray(value)) return value.map(handedOut) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, handedOut(item)]));
  return (typeof copy.key === 'string' && typeof copy.url === 'string' ? { ...copy, url: objectUrlOf(copy.key) } : copy) as T;
}
