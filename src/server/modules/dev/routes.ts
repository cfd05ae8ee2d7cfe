/**
 * Development tools, mounted only when DEV_TOOLS=1 (README): never in a production deployment.
 * POST /api/dev/live/publish sends a live message to the caller, so a developer or a browser test
 * can watch the client react to every code without running the job that would produce it.
 * GET /api/dev/outbox lists what the outbox notifier "sent", so a code can be read without a phone;
 * it is public because whoever needs it is not logged in yet.
 * DELETE /api/dev/screens/:screen removes the caller's records of a screen (a single one such as the
 * company information has no delete of its own), so a browser test can leave the state it found.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { EXPORT_PROGRESS, LIVE_CODES } from '../../../shared/live';
import type { HubCode } from '../../live/hub';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { latestOutbox } from '../../notify/outbox';
import { screenRecords } from '../../db/schema';
import { ownerOf } from '../../identity/request-caller';
import { RESOURCES } from '../../../shared/resources';

export default async function devRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  app.post<{ Body: { code: HubCode; data?: unknown } }>('/dev/live/publish', {
    schema: {
      summary: 'Development only: publish a live message to yourself',
      tags: ['development'],
      body: {
        type: 'object',
        required: ['code'],
        additionalProperties: false,
        properties: { code: { type: 'integer', enum: [...LIVE_CODES, EXPORT_PROGRESS] }, data: {} },
      },
    },
  }, async (request) => {
    const id = await deps.live.publish(request.body.code, request.body.data ?? null, { userId: sessionUserId(request) });
    return ok({ id });
  });

  app.get<{ Querystring: { target?: string } }>('/dev/outbox', {
    config: { auth: 'public' },
    schema: {
      summary: 'Development only: the latest messages of the outbox notifier, newest first',
      tags: ['development'],
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: { target: { type: 'string', maxLength: 100, description: 'phone or e-mail (any case)' } },
      },
    },
  }, async (request) => {
    const target = request.query.target?.trim().toLowerCase();
    return ok({ list: await latestOutbox(deps.db, target || undefined) });
  });

  app.delete<{ Params: { screen: string } }>('/dev/screens/:screen', {
    schema: {
      summary: "Development only: remove the caller's records of a screen",
      tags: ['development'],
      params: { type: 'object', required: ['screen'], properties: { screen: { type: 'string', enum: Object.keys(RESOURCES) } } },
    },
  }, async (request) => {
    const { userId, exhibitorId } = ownerOf(request);
    const owner = exhibitorId !== null ? eq(screenRecords.exhibitorId, exhibitorId) : eq(screenRecords.userId, userId);
    const removed = await deps.db.delete(screenRecords).where(and(eq(screenRecords.screen, request.params.screen), owner)).returning({ id: screenRecords.id });
    return ok({ removed: removed.length });
  });
}
