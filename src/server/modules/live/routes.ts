/**
 * GET /api/sse — the live stream (SPEC.md §4, §7). Messages are `{code, data}` with event ids; a
 * client reconnecting with Last-Event-ID first gets what it missed, then the live flow, with nothing
 * lost or repeated in between. A heartbeat comment every 15 s keeps proxies from closing the stream.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { FieldError, ok } from '../../http/envelope';
import { issueStreamTicket, STREAM_TICKET_TTL_SECONDS } from '../../http/stream-tickets';
import { callerOf } from '../../identity/request-caller';
import { sseFrame } from '../../live/frame';
import type { LiveEvent } from '../../live/hub';

/**
 * The ids this stream sends are decimal event ids, so a Last-Event-ID is one of them or no id at
 * all: a fraction, an exponent, a sign, text or a number past the safe range is refused before the
 * stream opens (the database would refuse it only once the stream had answered 200).
 */
export function parseLastEventId(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const id = /^\d{1,16}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id)) throw new FieldError('Last-Event-ID', 'live.error.last_event_id');
  return id;
}

export default async function liveRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, live } = deps;

  app.post('/sse/ticket', {
    schema: {
      summary: `A single-use ticket (${STREAM_TICKET_TTL_SECONDS} s) that opens the live stream: GET /api/sse?ticket=… (data: {ticket, expire})`,
      tags: ['live'],
    },
  }, async (request) => ok(await issueStreamTicket(db, sessionUserId(request), request.claims?.version ?? -1)));

  app.get<{ Querystring: { token?: string; 'client-id'?: string; last_event_id?: number } }>('/sse', {
    sse: { kind: 'only' },
    config: { tokenInQuery: true },
    schema: {
      summary: 'Live messages (text/event-stream): {code, data} with codes 10001–10007',
      tags: ['live'],
      querystring: {
        type: 'object',
        properties: {
          token: { type: 'string', description: 'Session token (EventSource cannot send headers); prefer ticket' },
          ticket: { type: 'string', maxLength: 100, description: 'A single-use stream ticket from POST /api/sse/ticket (keeps the session token out of the URL)' },
          'client-id': { type: 'string', maxLength: 100 },
          last_event_id: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Alternative to the Last-Event-ID header' },
        },
      },
    },
  }, async (request, reply) => {
    const lastSeen = parseLastEventId(reply.sse.lastEventId ?? undefined) ?? request.query.last_event_id ?? 0;
    const { userId, exhibitorId, isOrganiser } = callerOf(request);
    const who = { userId, exhibitorId, staff: isOrganiser };

    // Replay and live flow can both carry an event (published while the replay was read, or notified
    // late by another process): ids only grow on a stream, so one at or below the last sent is a repeat.
    // An id past the newest stored was not sent by this database (restored since): nothing to skip.
    let lastSent = lastSeen > 0 ? Math.min(lastSeen, await live.newestId()) : 0;
    // The frame is shared by every stream the event goes to; a stream whose socket is gone stops listening.
    const send = (event: LiveEvent): void => {
      if (event.id <= lastSent) return;
      if (reply.raw.destroyed || reply.raw.writableEnded) return unsubscribe();
      lastSent = event.id;
      reply.raw.write(sseFrame(event));
    };

    // Subscribe before reading the backlog; what arrives meanwhile waits and is sent after it.
    let backlogSent = false;
    const waiting: LiveEvent[] = [];
    const unsubscribe = live.subscribe({
      ...who,
      deliver: (event) => {
        if (!backlogSent) waiting.push(event);
        else send(event);
      },
    });
    reply.sse.onClose(unsubscribe);
    reply.sse.keepAlive();
    reply.sse.sendHeaders();
    // Node holds headers back until the first body write; the client must see the stream open now.
    reply.raw.flushHeaders();

    if (lastSeen > 0) {
      for (const event of await live.missedSince(who, lastSeen)) send(event);
    }
    // Oldest first; what arrives while these are written joins the next round.
    while (waiting.length > 0) {
      for (const event of waiting.splice(0).sort((x, y) => x.id - y.id)) send(event);
    }
    backlogSent = true;
  });
}
