/**
 * /user/admin/official/* — the organiser's official media accounts and their keywords (SPEC.md §7),
 * read by any signed-in account: staff tag notices with the keywords, exhibitors read the tags.
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import { OfficialApi } from '../../../shared/official';
import type { ModuleOptions } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { keywordsOfAccount, listOfficialAccounts } from './queries';
import { recordId } from '../../http/schema-parts';

export default async function officialRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;
  const tags = ['official'];

  app.get(OfficialApi.accounts, {
    schema: { summary: "The organiser's official media accounts (data.{list, total})", tags, querystring: { type: 'object', additionalProperties: false, properties: {} } },
  }, async () => {
    const list = await listOfficialAccounts(db);
    return ok({ list, total: list.length });
  });

  app.get<{ Querystring: { official_id: number } }>(OfficialApi.keywords, {
    schema: {
      summary: 'The keywords of one official account (data.{list, total}); official_id is required',
      tags,
      querystring: {
        type: 'object',
        additionalProperties: false,
        required: ['official_id'],
        properties: { official_id: recordId('official.field.official_id') },
      },
    },
  }, async (request) => {
    const list = await keywordsOfAccount(db, request.query.official_id);
    if (!list) throw new ApiError(Codes.NOT_FOUND, null, 'official.error.not_found');
    return ok({ list, total: list.length });
  });
}
