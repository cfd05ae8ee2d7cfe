/**
 * Tickets and their holders (contract: src/shared/tickets.ts), for each kind of kinds.ts at its own
 * base path — booth tickets at /v4/ticket/booth (SPEC.md §2 /ticketBoothManagement/ticketBooth), group
 * tickets at /v4/group/ticket-holding (SPEC.md §1 /groupManagement/ticketManagement): allocations (and
 * claiming, for booth tickets), the ticket list and its export, one ticket's holder, share links, and
 * batch binding (batch-routes.ts). Everything is scoped to the caller's tickets (owner.ts): another
 * owner's ticket is answered as not found. The share links' public side is one for both kinds.
 */
import type { FastifyInstance } from 'fastify';
import type { BoothTicketHolder, ClaimRequest, HolderInput } from '../../../shared/tickets';
import type { Deps, ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { requestLocale, translate } from '../../http/i18n';
import { decryptOrNull } from '../../pii/cipher';
import { piiKeys } from '../../pii/keys';
import { startExport } from '../../screens/crud-routes';
import { loadScreen } from '../../screens/registry';
import { bindHolder } from './bind-holder';
import { registerBatchRoutes } from './batch-routes';
import { ticketNotFound } from './not-found';
import { claimTickets } from './claim';
import { HOLDER_SCREEN } from './holder-values';
import { BOOTH_TICKET_EXPORT } from './export-rows';
import { findTicket, listAllocations, listTickets, sortableTicketColumns, type TicketListQuery } from './queries';
import { claimBody, idParams, ticketListQuery, tokenParams } from './schemas';
import { compactTicketCounts, COUNTS_COMPACTION_INTERVAL_MS } from './status-counts';
import { bindThroughLink, createShareLink, readSharedTicket } from './share';
import { BOOTH_TICKETS, TICKET_KINDS, type TicketKind } from './kinds';
import { ownerTag } from './list-cache';
import { screenInWords, wordsOf } from './words';

export const TICKET_SCREEN = 'booth-ticket';

export default async function ticketRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const keys = piiKeys(config);
  const holderSchema = loadScreen(config.schemasDir, HOLDER_SCREEN).bodySchema;

  let compaction: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    compaction = setInterval(() => void compactTicketCounts(db).catch((error: unknown) => app.log.warn({ err: error }, 'ticket counts compaction failed')), COUNTS_COMPACTION_INTERVAL_MS);
    compaction.unref();
  });
  app.addHook('onClose', async () => { clearInterval(compaction); });

  for (const kind of TICKET_KINDS) await app.register(async (scope) => registerTicketKind(scope, deps, kind));

  // The holder's side of a share link, of either kind: no login.
  const tags = BOOTH_TICKETS.tags;
  app.get<{ Params: { token: string } }>('/v4/ticket/share/:token', {
    config: { auth: 'public' }, schema: { summary: 'What a share link binds: exhibitor and ticket type (no login)', tags, params: tokenParams },
  }, async (request) => ok(await readSharedTicket(db, request.params.token)));

  app.post<{ Params: { token: string }; Body: HolderInput }>('/v4/ticket/share/:token', {
    config: { auth: 'public' }, schema: { summary: 'Binds the shared ticket to the holder (no login; the link works once)', tags, params: tokenParams, body: holderSchema },
  }, async (request) => ok(await bindThroughLink(db, keys, request.params.token, request.body)));
}

async function registerTicketKind(app: FastifyInstance, deps: Deps, kind: TicketKind): Promise<void> {
  const { db, config } = deps;
  const keys = piiKeys(config);
  const holderSchema = loadScreen(config.schemasDir, HOLDER_SCREEN).bodySchema;
  const { base, tags, callerOf } = kind;
  const config_ = kind.access;
  const listQuery = ticketListQuery(sortableTicketColumns(loadScreen(config.schemasDir, TICKET_SCREEN).descriptor));

  app.get(`${base}/allocation`, {
    config: config_, schema: { summary: "The caller's ticket allocations with their tickets counted by status (data.list)", tags },
  }, async (request) => ok({ list: await listAllocations(db, callerOf(request).owner) }));

  if (kind.claims) {
    app.post<{ Body: ClaimRequest }>(`${base}/claim`, {
      config: config_, schema: { summary: 'Claims tickets of an allocation, within its remaining quota (data.{claimed, allocation})', tags, body: claimBody },
    }, async (request) => {
      const { owner } = callerOf(request);
      const claimed = await claimTickets(db, owner, request.body.allocation_id, request.body.quantity);
      const allocation = (await listAllocations(db, owner)).find((a) => a.id === request.body.allocation_id);
      return ok({ claimed, allocation });
    });
  }

  app.get<{ Querystring: TicketListQuery }>(base, {
    config: config_, schema: { summary: "The caller's tickets, personal data masked (data.{list, total})", tags, querystring: listQuery },
  }, async (request, reply) => {
    const { owner } = callerOf(request);
    const locale = requestLocale(request);
    // Sent as kept (list-cache.ts): the same page in the same language is read once while nothing changes it.
    const body = await deps.ticketLists.get(ownerTag(owner), `${base} ${locale} ${JSON.stringify(request.query)}`, async () => {
      const result = await listTickets(db, owner, request.query);
      // failure_reason is stored as a message id; the list shows it in the caller's language.
      return JSON.stringify(ok({ ...result, list: result.list.map((t) => ({ ...t, failure_reason: t.failure_reason ? translate(locale, t.failure_reason) : null })) }));
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.post<{ Querystring: TicketListQuery }>(`${base}/export`, {
    config: config_, schema: { summary: 'Exports the ticket list as filtered to Excel, as an export task (progress on live code 10101)', tags, querystring: listQuery },
  }, async (request) => {
    const { userId, owner } = callerOf(request);
    const requester = { userId, exhibitorId: 'exhibitorId' in owner ? owner.exhibitorId : null };
    // The file is named in the words of whose tickets it lists (团体票明细 for a group account's).
    const screen = screenInWords(loadScreen(config.schemasDir, TICKET_SCREEN), wordsOf(owner));
    return ok(await startExport(deps, request, screen, requester, requester, BOOTH_TICKET_EXPORT));
  });

  app.get<{ Params: { id: number } }>(`${base}/:id`, {
    config: config_, schema: { summary: 'One ticket with its holder in full, for the edit form (owner only)', tags, params: idParams },
  }, async (request) => {
    const { owner } = callerOf(request);
    const ticket = await findTicket(db, owner, request.params.id);
    if (!ticket) throw ticketNotFound();
    const phone = decryptOrNull(keys, ticket.raw.phone_enc as string | null);
    const email = decryptOrNull(keys, ticket.raw.email_enc as string | null);
    const holder: BoothTicketHolder & Record<string, unknown> = {
      id: ticket.id, ticket_no: ticket.ticket_no, status: ticket.status,
      type_name: ticket.type_name, type_name_en: ticket.type_name_en, unbinding: ticket.unbinding,
      name: ticket.holder_name ?? '',
      doc_type: ticket.doc_type as HolderInput['doc_type'],
      doc_number: decryptOrNull(keys, ticket.raw.doc_number_enc as string | null) ?? '',
      ...(phone ? { phone } : {}),
      ...(email ? { email } : {}),
    };
    return ok(holder);
  });

  app.put<{ Params: { id: number }; Body: HolderInput }>(`${base}/:id`, {
    config: config_, schema: { summary: 'Binds the ticket to a holder, or changes the holder of a bound ticket (body: schemas/booth-ticket-holder.json)', tags, params: idParams, body: holderSchema },
  }, async (request) => {
    const { userId, owner } = callerOf(request);
    await bindHolder(db, keys, { owner, ticketId: request.params.id, userId, via: 'form', allowBound: true }, request.body);
    const ticket = await findTicket(db, owner, request.params.id);
    if (!ticket) throw ticketNotFound();
    const { raw: _raw, ...out } = ticket;
    return ok(out);
  });

  app.post<{ Params: { id: number } }>(`${base}/:id/share`, {
    config: config_, schema: { summary: 'A single-use link (72 hours) through which the holder binds the ticket without logging in; revokes earlier links', tags, params: idParams },
  }, async (request) => {
    const { userId, owner } = callerOf(request);
    return ok(await createShareLink(db, owner, userId, request.params.id, config.publicUrl));
  });

  registerBatchRoutes(app, deps, kind);
}
