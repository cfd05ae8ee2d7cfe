/**
 * Stream tickets: EventSource cannot send an Authorization header, so the browser asks for a ticket
 * (POST /api/sse/ticket, with its session) and opens GET /api/sse?ticket=… with it. A ticket is
 * random, kept only as its hash, valid for a minute and good for one stream: a URL that ends up in a
 * proxy's log or the browser's history opens nothing. Stored in the database, so any server process
 * on it redeems a ticket another issued; one conditional DELETE makes a second use fail.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { streamTickets } from '../db/schema';
import { nowSeconds } from './tokens';

export const STREAM_TICKET_TTL_SECONDS = 60;

const hashOf = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

export async function issueStreamTicket(db: Db, userId: number, tokenVersion: number): Promise<{ ticket: string; expire: number }> {
  const ticket = randomBytes(32).toString('base64url');
  const expire = nowSeconds() + STREAM_TICKET_TTL_SECONDS;
  // Expired tickets are of no use to anyone: each issue clears them away.
  await db.delete(streamTickets).where(lte(streamTickets.expiresAt, sql`now()`));
  await db.insert(streamTickets).values({ ticketHash: hashOf(ticket), userId, tokenVersion, expiresAt: new Date(expire * 1000) });
  return { ticket, expire };
}

/** The user and token version a ticket was issued for, using it up; null when it is unknown, used or expired. */
export async function redeemStreamTicket(db: Db, ticket: string): Promise<{ userId: number; tokenVersion: number; expire: number } | null> {
  const [row] = await db.delete(streamTickets)
    .where(and(eq(streamTickets.ticketHash, hashOf(ticket)), gt(streamTickets.expiresAt, sql`now()`)))
    .returning({ userId: streamTickets.userId, tokenVersion: streamTickets.tokenVersion, expiresAt: streamTickets.expiresAt });
  return row ? { userId: row.userId, tokenVersion: row.tokenVersion, expire: Math.floor(row.expiresAt.getTime() / 1000) } : null;
}
