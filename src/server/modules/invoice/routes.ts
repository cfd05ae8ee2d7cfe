/** /v4/invoice/* — invoice headers (the invoice area of SPEC.md §1). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { registerScreenCrud } from '../../screens/crud-routes';
import { RESOURCES } from '../../../shared/resources';

export default async function invoiceRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  registerScreenCrud(app, deps, RESOURCES['invoice-header']);
}
