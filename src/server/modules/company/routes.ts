/** /v4/exhibitor/company — the exhibitor's company basic information (one record, reviewed). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { registerScreenCrud } from '../../screens/crud-routes';
import { RESOURCES } from '../../../shared/resources';

export default async function companyRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  registerScreenCrud(app, deps, RESOURCES.company);
}
