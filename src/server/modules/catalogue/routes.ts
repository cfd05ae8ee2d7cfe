/**
 * /v4/exhibitor/catalogue — the exhibitor's catalogue (show-guide) materials: one record, reviewed,
 * closed after the organiser's catalogue deadline (setting catalogue_deadline, in /v4/expo/config).
 * The body carries the exhibitor's booth type as the server knows it: the fascia board text is
 * required of a shell-scheme booth only (schemas/catalogue.json, allOf if/then).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { exhibitors } from '../../db/schema';
import type { ModuleOptions } from '../../deps';
import { registerScreenCrud } from '../../screens/crud-routes';
import { RESOURCES } from '../../../shared/resources';

export default async function catalogueRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  registerScreenCrud(app, deps, RESOURCES.catalogue, {
    facts: async ({ exhibitorId }) => {
      const [row] = exhibitorId === null ? [] : await deps.db.select({ boothType: exhibitors.boothType }).from(exhibitors).where(eq(exhibitors.id, exhibitorId));
      return { booth_type: row?.boothType ?? '' };
    },
  });
}
