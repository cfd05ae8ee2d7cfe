/**
 * /course/admin/* — the conference programme (SPEC.md §7): tracks and speakers, read by any signed-in
 * account (the activity form offers the tracks; the activity list shows the programme).
 */
import type { FastifyInstance } from 'fastify';
import { PROGRAMME_QUERY_MAX_VALUES, ProgrammeApi } from '../../../shared/programme';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { listSpeakers, listTracks, type SpeakerQuery } from './queries';
import { repeatedIds } from '../../http/schema-parts';

export default async function courseRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;
  const tags = ['programme'];

  app.get(ProgrammeApi.tracks, {
    schema: { summary: 'The tracks of the conference programme (data.{list, total})', tags, querystring: { type: 'object', additionalProperties: false, properties: {} } },
  }, async () => {
    const list = await listTracks(db);
    return ok({ list, total: list.length });
  });

  app.get<{ Querystring: SpeakerQuery }>(ProgrammeApi.speakers, {
    schema: {
      summary: 'The speakers of the programme, narrowed by tracks and ids given as repeated query parameters (data.{list, total})',
      tags,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          category_id: repeatedIds('course.field.category_id', PROGRAMME_QUERY_MAX_VALUES),
          id: repeatedIds('course.field.id', PROGRAMME_QUERY_MAX_VALUES),
          keyword: { type: 'string', maxLength: 100, title: 'course.field.keyword' },
        },
      },
    },
  }, async (request) => {
    const list = await listSpeakers(db, request.query);
    return ok({ list, total: list.length });
  });
}
