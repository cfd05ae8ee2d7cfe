/** /v4/exhibitor/* — the exhibitor's own records. */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Category } from '../../../shared/api';
import { exhibitorCategories } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { exhibitorIdQuery, requireOwnExhibitor } from '../../identity/tenant';

export default async function exhibitorRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;

  // The spec's "category call with exhibitor_id": its length is the client's hasCategory.
  app.get<{ Querystring: { exhibitor_id: number } }>('/v4/exhibitor/category', {
    schema: { summary: "The exhibitor's exhibit categories (data is the array)", tags: ['exhibitor'], querystring: exhibitorIdQuery },
  }, async (request) => {
    requireOwnExhibitor(request, request.query.exhibitor_id);
    const rows = await db.select().from(exhibitorCategories)
      .where(eq(exhibitorCategories.exhibitorId, request.query.exhibitor_id))
      .orderBy(asc(exhibitorCategories.sort), asc(exhibitorCategories.id));
    const categories: Category[] = rows.map((row) => ({ id: row.id, name: row.name, name_en: row.nameEn }));
    return ok(categories);
  });
}
