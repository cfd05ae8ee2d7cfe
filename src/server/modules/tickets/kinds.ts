/**
 * The two kinds of ticket the one binding module serves, each at its own paths and for its own
 * callers: booth tickets (an exhibitor's staff badges, claimed from the organiser's allocations) and
 * group tickets (a group account's, issued by a paid order or the organiser's allocation).
 */
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { GroupTicketApi, TicketApi } from '../../../shared/tickets';
import { boothCallerOf, groupHolderOf, type TicketCaller } from './owner';

export interface TicketKind {
  /** The ticket list's path; every other path of the kind hangs below it. */
  base: string;
  /** Who may call it (http/access.ts). */
  access: FastifyContextConfig;
  callerOf(request: FastifyRequest): TicketCaller;
  /** Booth allocations are claimed a number at a time; group tickets are issued whole. */
  claims: boolean;
  tags: string[];
}

export const BOOTH_TICKETS: TicketKind = {
  base: TicketApi.tickets,
  access: { area: 'boothTickets' },
  callerOf: boothCallerOf,
  claims: true,
  tags: ['booth-ticket'],
};

/** A buyer without group-ticket management still binds the tickets of its own paid orders. */
export const GROUP_TICKETS: TicketKind = {
  base: GroupTicketApi.tickets,
  access: { anyArea: ['groupTickets', 'groupBuying'] },
  callerOf: groupHolderOf,
  claims: false,
  tags: ['group-ticket'],
};

export const TICKET_KINDS: readonly TicketKind[] = [BOOTH_TICKETS, GROUP_TICKETS];
