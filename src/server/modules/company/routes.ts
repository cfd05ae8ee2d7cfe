/** /v4/exhibitor/company — the exhibitor's company basic information (one record, reviewed). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { registerScreenCrud } from '../../screens/crud-routes';

export default async function companyRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  registerScreenCrud(app, deps, { screen: 'company', path: '/v4/exhibitor/company', area: 'exhibitInfo', single: true });
}
