/**
 * /discovery/admin/discovery_category — the show's exhibit categories (SPEC.md §7). The filter object
 * arrives as the query, its arrays as repeated keys (`kind=game&kind=hardware`); `data` is the category
 * array itself. Any signed-in account reads it: the product form offers the sub-categories.
 */
import type { FastifyInstance } from 'fastify';
import { DISCOVERY_CATEGORY_PATH, DISCOVERY_KINDS, DISCOVERY_QUERY_MAX_VALUES, type DiscoveryCategoryFilter } from '../../../shared/discovery';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { listDiscoveryCategories } from './queries';
import { repeatedIds } from '../../http/schema-parts';

export default async function discoveryRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;

  app.get<{ Querystring: DiscoveryCategoryFilter }>(DISCOVERY_CATEGORY_PATH, {
    schema: {
      summary: 'The exhibit categories, narrowed by a filter object given as the query (arrays as repeated keys); data is the array',
      tags: ['discovery'],
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          parent_id: { type: 'integer', minimum: 0, maximum: 2147483647, title: 'discovery.field.parent_id' },
          kind: { type: 'array', maxItems: DISCOVERY_KINDS.length, items: { type: 'string', enum: [...DISCOVERY_KINDS], title: 'discovery.field.kind' }, title: 'discovery.field.kind' },
          id: repeatedIds('discovery.field.id', DISCOVERY_QUERY_MAX_VALUES),
          keyword: { type: 'string', maxLength: 100, title: 'discovery.field.keyword' },
        },
      },
    },
  }, async (request) => ok(await listDiscoveryCategories(db, request.query)));
}
