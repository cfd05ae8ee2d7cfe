/**
 * /v4/exhibitor/report — exhibit materials filings (SPEC.md §2 "exhibition": list, edit, details):
 * any number per exhibitor, each in one of the exhibitor's material categories, each reviewed by the
 * organiser. The generic screen endpoints do the rest (schemas/report.json).
 *
 *   GET  /v4/exhibitor/report/category   the caller's categories with their number of filings
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleOptions } from '../../deps';
import { FieldError, ok } from '../../http/envelope';
import { ownerOf } from '../../identity/request-caller';
import { requireOwnExhibitor } from '../../identity/tenant';
import { registerScreenCrud } from '../../screens/crud-routes';
import type { Owner } from '../../screens/records';
import { REPORT_CATEGORY_SOURCE, RESOURCES } from '../../../shared/resources';
import { isOwnCategory, reportCategories } from './queries';

const REPORT = RESOURCES.report;

export default async function reportRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;

  app.get<{ Querystring: { exhibitor_id?: number } }>(REPORT_CATEGORY_SOURCE, {
    config: { area: REPORT.area },
    schema: {
      summary: "The caller's material categories, each with its number of filings",
      tags: [REPORT.screen],
      querystring: { type: 'object', additionalProperties: false, properties: { exhibitor_id: { type: 'integer', minimum: 1 } } },
    },
  }, async (request) => {
    // The spec's call carries a query; an exhibitor_id in it must be the caller's own.
    if (request.query.exhibitor_id !== undefined) requireOwnExhibitor(request, request.query.exhibitor_id);
    const { exhibitorId } = ownerOf(request);
    return ok(exhibitorId === null ? [] : await reportCategories(db, exhibitorId));
  });

  // A filing names one of the exhibitor's own categories; another's id is refused as a field error.
  const checkCategory = async (request: FastifyRequest, owner: Owner, body: Record<string, unknown>) => {
    const categoryId = body.category_id;
    if (typeof categoryId === 'number' && owner.exhibitorId !== null && await isOwnCategory(db, owner.exhibitorId, categoryId)) return;
    throw new FieldError('category_id', 'report.category_id.not_yours');
  };

  registerScreenCrud(app, deps, REPORT, { checkBody: checkCategory });
}
