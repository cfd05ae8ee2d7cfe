/**
 * The ticket lists this process has answered, kept as the JSON they were sent as, per owner
 * (db/notified-cache.ts says how it stays correct on every process). Migration 0017's triggers NOTIFY
 * `portal_ticket_lists` with the owner whenever one of its tickets, their allocations' names or an
 * unbind order on them changes; a write request forgets, before it answers, the lists it may have
 * changed (`forgetAfterWrites`), and the batch job forgets its owner after each chunk it commits.
 * A deadline evening's repeated list reads then cost no statement, while nobody reads a list older
 * than their own last change.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { createNotifiedCache, type NotifiedCache } from '../../db/notified-cache';
import type { TicketOwner } from './owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call without a session that changes no ticket (logging in, registering): it forgets no list. */
    writesNoTickets?: boolean;
  }
}

export const TICKET_LISTS_CHANNEL = 'portal_ticket_lists';
/** About 8 KB a page of 20: at most some 16 MB in all, 60 s at most per answer. */
export const TICKET_LIST_CACHE = { ttlMs: 60_000, capacity: 2_000, perOwner: 16 } as const;

export type TicketListCache = NotifiedCache<string>;

export function createTicketListCache(database: Database): TicketListCache {
  return createNotifiedCache<string>(database, {
    channel: TICKET_LISTS_CHANNEL, ttlMs: TICKET_LIST_CACHE.ttlMs, capacity: TICKET_LIST_CACHE.capacity, perTag: TICKET_LIST_CACHE.perOwner,
  });
}

/** The owner as the triggers name it: e<exhibitor id> or g<group account id>. */
export const ownerTag = (owner: TicketOwner): string => ('exhibitorId' in owner ? `e${owner.exhibitorId}` : `g${owner.groupUserId}`);

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a write request may have changed, forgotten before its answer leaves: an exhibitor's member
 * changes its exhibitor's tickets, a group account its own; staff and calls without a session (a share
 * link, a payment callback) may change anyone's, so every list is forgotten — unless the route says it
 * writes no ticket (logging in).
 */
function forgetWrittenBy(cache: TicketListCache, request: FastifyRequest): void {
  const caller = request.caller;
  if (!caller && request.routeOptions.config.writesNoTickets) return;
  if (!caller || caller.isOrganiser) return cache.forget('all');
  if (caller.exhibitorId !== null) cache.forget(ownerTag({ exhibitorId: caller.exhibitorId }));
  cache.forget(ownerTag({ groupUserId: caller.userId }));
}

export function forgetAfterWrites(app: FastifyInstance, cache: TicketListCache): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) forgetWrittenBy(cache, request);
    return payload;
  });
}
