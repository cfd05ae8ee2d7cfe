/**
 * Development tools, mounted only when DEV_TOOLS=1 (README): never in a production deployment.
 * POST /api/dev/live/publish sends a live message to the caller, so a developer or a browser test
 * can watch the client react to every code without running the job that would produce it.
 */
import type { FastifyInstance } from 'fastify';
import { EXPORT_PROGRESS, LIVE_CODES } from '../../../shared/live';
import type { HubCode } from '../../live/hub';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ok } from '../../http/envelope';

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
}
