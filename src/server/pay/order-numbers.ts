/**
 * Numbers people read out and search for: a kind's two letters, the show's day (its time zone) and
 * 10 random digits — GB202611260123456789. Random rather than sequential, so a number tells
 * nobody how many orders there are; each table's unique index refuses the rare repeat.
 */
import { randomInt } from 'node:crypto';
import { compactDay } from '../../shared/show-time';

/** GB group orders, UB unbind orders, IV invoice applications. */
export type NumberPrefix = 'GB' | 'UB' | 'IV';

export function newOrderNo(prefix: NumberPrefix, timeZone: string, nowSeconds = Date.now() / 1000): string {
  return `${prefix}${compactDay(nowSeconds, timeZone)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
}
