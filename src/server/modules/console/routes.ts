/**
 * The organiser's console (issue 20), organiser staff only:
 *
 *   GET /organiser/inbox   what waits for staff across the areas, oldest first, against the portal's promises
 */
import type { FastifyInstance } from 'fastify';
import { OrganiserConsoleApi } from '../../../shared/console';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { loadInbox } from './inbox';

export default async function consoleRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  app.get(OrganiserConsoleApi.inbox, {
    config: { role: 'organiser' },
    schema: { summary: 'What waits for staff: counts per kind (waiting, overdue, oldest) and the items oldest first, each with its promised time', tags: ['organiser'] },
  }, async () => ok(await loadInbox(deps.db, deps.config.timeZone)));
}
