/** /v4/invoice/* — invoice headers (the invoice area of SPEC.md §1). */
import type { FastifyInstance } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { registerScreenCrud } from '../../screens/crud-routes';

export default async function invoiceRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  registerScreenCrud(app, deps, { screen: 'invoice-header', path: '/v4/invoice/header', area: 'invoice' });
}
