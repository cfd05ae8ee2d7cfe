/**
 * /organiser — the organiser staff's API: every exhibitor's submissions of the schema-driven
 * screens, their exports, and review decisions. A page for the staff comes later; the states the
 * exhibitor sees are already real.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { registerOrganiserScreen } from '../../screens/organiser-routes';

export default async function organiserRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  registerOrganiserScreen(app, deps, { screen: 'company', path: '/organiser/company' });
  registerOrganiserScreen(app, deps, { screen: 'catalogue', path: '/organiser/catalogue' });
  registerOrganiserScreen(app, deps, { screen: 'invoice-header', path: '/organiser/invoice-header' });
}
