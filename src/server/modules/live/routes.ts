/**
 * GET /api/sse — the live stream (SPEC.md §4, §7). Messages are `{code, data}` with event ids; a
 * client reconnecting with Last-Event-ID first gets what it missed, then the live flow, with nothing
 * lost or repeated in between. A heartbeat comment every 15 s keeps proxies from closing the stream.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import type { LiveEvent } from '../../live/hub';
import { findMembership } from '../user/queries';

export default async function liveRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, live } = deps;

  app.get<{ Querystring: { token?: string; 'client-id'?: string; last_event_id?: number } }>('/sse', {
    sse: { kind: 'only' },
    config: { tokenInQuery: true },
    schema: {
      summary: 'Live messages (text/event-stream): {code, data} with codes 10001–10007',
      tags: ['live'],
      querystring: {
        type: 'object',
        properties: {
          token: { type: 'string', description: 'Session token (EventSource cannot send headers)' },
          'client-id': { type: 'string', maxLength: 100 },
          last_event_id: { type: 'integer', minimum: 0, description: 'Alternative to the Last-Event-ID header' },
        },
      },
    },
  }, async (request, reply) => {
    const userId = sessionUserId(request);
    const membership = await findMembership(db, userId);
    const who = { userId, exhibitorId: membership?.exhibitorId ?? null };
    const lastSeen = Number(reply.sse.lastEventId ?? request.query.last_event_id ?? 0) || 0;

    const send = (event: LiveEvent) => reply.sse.send({ id: String(event.id), data: { code: event.code, data: event.data } });

    // Subscribe before reading the backlog; what arrives meanwhile waits and is sent after it.
    let backlogSent = false;
    const waiting: LiveEvent[] = [];
    const unsubscribe = live.subscribe({
      ...who,
      deliver: (event) => {
        if (!backlogSent) waiting.push(event);
        else void send(event).catch(() => unsubscribe());
      },
    });
    reply.sse.onClose(unsubscribe);
    reply.sse.keepAlive();
    reply.sse.sendHeaders();
    // Node holds headers back until the first body write; the client must see the stream open now.
    reply.raw.flushHeaders();

    let newest = lastSeen;
    if (lastSeen > 0) {
      for (const event of await live.missedSince(who, lastSeen)) {
        await send(event);
        newest = event.id;
      }
    }
    for (const event of waiting) if (event.id > newest) await send(event);
    backlogSent = true;
  });
}
