/**
 * The organiser's console (issue 20), organiser staff only:
 *
 *   GET /organiser/inbox                what waits for staff across the areas, oldest first, against the portal's promises
 *   GET /organiser/exhibitors           the directory: each exhibitor's state across the areas
 *   GET /organiser/exhibitors/binding   booth-ticket binding across the show, by hall and by day
 */
import type { FastifyInstance } from 'fastify';
import { BINDING_DAYS, OrganiserConsoleApi } from '../../../shared/console';
import type { ModuleOptions } from '../../deps';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';
import { ok } from '../../http/envelope';
import { callerOf } from '../../identity/request-caller';
import { listExhibitors, showBinding, type ExhibitorQuery } from './exhibitors';
import { loadInbox } from './inbox';

export default async function consoleRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  app.get(OrganiserConsoleApi.inbox, {
    // Every staff member has an inbox; it holds the kinds their roles let them handle.
    config: staffOnly('any'),
    schema: { summary: 'What waits for the caller: per kind their roles permit, counts (waiting, overdue, oldest) and the items oldest first, each with its promised time', tags: ['organiser'] },
  }, async (request) => ok(await loadInbox(deps.db, deps.config.timeZone, callerOf(request).subject)));

  app.get<{ Querystring: ExhibitorQuery }>(OrganiserConsoleApi.exhibitors, {
    config: staffOnly(StaffPermission.EXHIBITORS),
    schema: {
      summary: "Every exhibitor by booth, with where it stands: company and catalogue review, materials, tickets bound, unbind orders, invoices (keyword: name in either language or booth)",
      tags: ['organiser'],
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
          limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
          keyword: { type: 'string', maxLength: 100, title: 'console.exhibitors.keyword' },
        },
      },
    },
  }, async (request) => ok(await listExhibitors(deps.db, request.query)));

  app.get(OrganiserConsoleApi.binding, {
    config: staffOnly(StaffPermission.EXHIBITORS),
    schema: { summary: `Booth tickets bound across the show: totals, by hall, and per day for the last ${BINDING_DAYS} days on the show's clock`, tags: ['organiser'] },
  }, async () => ok(await showBinding(deps.db, deps.config.timeZone)));
}
