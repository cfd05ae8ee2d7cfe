/**
 * /v4/exhibitor/catalogue — the exhibitor's catalogue (show-guide) materials: one record, reviewed,
 * closed after the organiser's catalogue deadline (setting catalogue_deadline, in /v4/expo/config).
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { registerScreenCrud } from '../../screens/crud-routes';
import { RESOURCES } from '../../../shared/resources';

export default async function catalogueRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  registerScreenCrud(app, deps, RESOURCES.catalogue);
}
