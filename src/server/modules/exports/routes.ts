/** /v4/export/* — the caller's export tasks and their files. */
import { createReadStream, existsSync } from 'node:fs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import type { ExportProgress } from '../../../shared/live';
import { jobs } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ApiError, ok } from '../../http/envelope';
import { EXPORT_JOB, exportPath, exportPercent, type ExportPayload } from '../../exports/export-job';

export default async function exportRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;

  app.get('/v4/export/tasks', {
    schema: { summary: "The caller's exports still running (the top bar's indicator)", tags: ['export'] },
  }, async (request) => {
    const rows = await db.select().from(jobs).where(and(
      eq(jobs.kind, EXPORT_JOB), eq(jobs.userId, sessionUserId(request)), inArray(jobs.status, ['queued', 'running']),
    )).orderBy(asc(jobs.id));
    const list: ExportProgress[] = rows.map((job) => ({
      id: job.id, name: (job.payload as ExportPayload).name, low: exportPercent(job),
    }));
    return ok({ list, total: list.length });
  });

  app.get<{ Params: { id: number } }>('/v4/export/:id/download', {
    schema: {
      summary: 'The .xlsx file of a finished export',
      tags: ['export'],
      // Jobs have bigint ids: wider than the integer range every other id gets by default.
      params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } },
    },
  }, async (request, reply) => {
    const [job] = await db.select().from(jobs).where(and(
      eq(jobs.id, request.params.id), eq(jobs.kind, EXPORT_JOB), eq(jobs.userId, sessionUserId(request)), eq(jobs.status, 'done'),
    ));
    const path = job ? exportPath(config.dataDir, job.id) : '';
    if (!job || !existsSync(path)) throw new ApiError(Codes.NOT_FOUND, null, 'api.error.record_not_found');
    const name = `${(job.payload as ExportPayload).name}.xlsx`;
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(createReadStream(path));
  });
}
