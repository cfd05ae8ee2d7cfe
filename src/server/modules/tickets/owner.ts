/**
 * Whose tickets the binding module works on. Booth tickets belong to an exhibitor (its main account
 * and sub-accounts with the ticket authority act for it); group tickets belong to the group account
 * that bought or was allocated them. Every query of the module names its rows through `ownedBy`, so
 * one module binds both kinds, and one owner's rows are never reachable from another's calls.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { callerOf, exhibitorCallerOf } from '../../identity/request-caller';
import type { Audience } from '../../live/hub';

export type TicketOwner = { exhibitorId: number } | { groupUserId: number };

/** Whose tickets a read covers: one owner's, or (the organiser's lists) every group account's. */
export type TicketScope = TicketOwner | { anyGroupAccount: true };

/** The owner as its two columns (exhibitor_id, group_user_id): exactly one is set. */
export const ownerColumns = (owner: TicketOwner): { exhibitorId: number | null; groupUserId: number | null } =>
  ('exhibitorId' in owner ? { exhibitorId: owner.exhibitorId, groupUserId: null } : { exhibitorId: null, groupUserId: owner.groupUserId });

/** `<alias>.exhibitor_id = …` or `<alias>.group_user_id = …`: the rows in scope of a table with both columns. */
export function ownedBy(scope: TicketScope, alias?: string): SQL {
  const prefix = alias ? `${alias}.` : '';
  if ('anyGroupAccount' in scope) return sql`${sql.raw(`${prefix}group_user_id`)} is not null`;
  return 'exhibitorId' in scope
    ? sql`${sql.raw(`${prefix}exhibitor_id`)} = ${scope.exhibitorId}`
    : sql`${sql.raw(`${prefix}group_user_id`)} = ${scope.groupUserId}`;
}

/** The owner of a row read with both columns. */
export function ownerOfRow(row: { exhibitor_id?: unknown; group_user_id?: unknown }): TicketOwner {
  return row.exhibitor_id !== null && row.exhibitor_id !== undefined
    ? { exhibitorId: Number(row.exhibitor_id) }
    : { groupUserId: Number(row.group_user_id) };
}

/** Who hears the owner's live messages (batch progress): the exhibitor's members, or the group account. */
export const audienceOf = (owner: TicketOwner): Audience =>
  ('exhibitorId' in owner ? { exhibitorId: owner.exhibitorId } : { userId: owner.groupUserId });

/** Who calls a ticket endpoint and whose tickets it acts on. */
export interface TicketCaller { userId: number; owner: TicketOwner }

/** The caller of a booth-ticket endpoint and the tickets it acts on: its exhibitor's. */
export function boothCallerOf(request: FastifyRequest): TicketCaller {
  const { userId, exhibitorId } = exhibitorCallerOf(request);
  return { userId, owner: { exhibitorId } };
}

/** The caller of a group-ticket endpoint: a group account acting on its own tickets. */
export function groupHolderOf(request: FastifyRequest): TicketCaller {
  const { userId } = callerOf(request);
  return { userId, owner: { groupUserId: userId } };
}
