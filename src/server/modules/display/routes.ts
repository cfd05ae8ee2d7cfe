/**
 * /v4/exhibitor/display/<kind> — display materials (SPEC.md §1 "product, merch, project, activity"):
 * any number per exhibitor, each reviewed by the organiser and, once reviewed, put on shelf or taken
 * off. The four kinds share the generic screen endpoints (schemas/<kind>.json); what the schemas
 * cannot say about a body is checked here. The organiser's side is registered
 * with every resource's in modules/organiser.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { registerScreenCrud } from '../../screens/crud-routes';
import { DISPLAY_KINDS } from '../../../shared/display';
import { RESOURCES } from '../../../shared/resources';
import { displayBodyCheck } from './rules';

export default async function displayRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  for (const kind of DISPLAY_KINDS) {
    registerScreenCrud(app, deps, RESOURCES[kind], { checkBody: displayBodyCheck(kind, deps.db) });
  }
}
