/**
 * Brokerage signing (SPEC.md §1, §2 /companySigning/index, §4), paths of `SigningApi` and
 * `OrganiserSigningApi` (src/shared/signing.ts):
 *
 *   exhibitor (area companySigning): GET /v4/signing/company · GET …/:id · POST …/:id/sign
 *                                    GET /v4/signing/record · POST …/:id/cancel
 *   organiser: GET /organiser/signing · POST /organiser/signing/:id/review (organiser.ts)
 *
 * A signing and a company are only ever looked up within the caller's exhibitor: another
 * exhibitor's ids answer NOT_FOUND, as unknown ones do.
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import { SIGNING_SCREEN, type SigningListQuery, type SigningRequest } from '../../../shared/signing';
import type { ModuleOptions } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { exhibitorCallerOf } from '../../identity/request-caller';
import { isUniqueViolation } from '../../db/results';
import { requestLocale } from '../../http/i18n';
import { loadScreen } from '../../screens/registry';
import { registerOrganiserSigning } from './organiser';
import { cancelSigning, companyName, createSigning, findCompany, findRecord, listCompanies, listRecords, OPEN_SIGNING_INDEX, type RecordListQuery } from './queries';
import { idParams, recordListQuery } from './schemas';
import { statusRef } from './status';

export default async function signingRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db } = deps;
  const config = { area: 'companySigning' } as const;
  const tags = ['signing'];
  const signBody = loadScreen(deps.config.schemasDir, SIGNING_SCREEN).bodySchema;

  const companyNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'signing.error.company_not_found');
  const recordNotFound = (): ApiError => new ApiError(Codes.NOT_FOUND, null, 'signing.error.record_not_found');

  app.get('/v4/signing/company', {
    config, schema: { summary: "Active brokerage companies with the caller's exhibitor's latest signing of each (data.{list, total})", tags },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    return ok(await listCompanies(db, exhibitorId));
  });

  app.get<{ Params: { id: number } }>('/v4/signing/company/:id', {
    config, schema: { summary: 'One active brokerage company with its terms in both languages', tags, params: idParams },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    const company = await findCompany(db, exhibitorId, request.params.id);
    if (!company) throw companyNotFound();
    return ok(company);
  });

  app.post<{ Params: { id: number }; Body: SigningRequest }>('/v4/signing/company/:id/sign', {
    config,
    schema: {
      summary: 'Asks to sign with the company (schemas/company-signing.json, agreed: true): a signing waiting for review; 2010 while one is waiting or signed',
      tags,
      params: idParams,
      body: signBody,
    },
  }, async (request) => {
    const { userId, exhibitorId } = exhibitorCallerOf(request);
    const { contact_name, contact_phone, note } = request.body;
    let id: number | undefined;
    try {
      id = await createSigning(db, { exhibitorId, userId, companyId: request.params.id, contactName: contact_name.trim(), contactPhone: contact_phone, note: note?.trim() ?? '' });
    } catch (error) {
      if (!isUniqueViolation(error, OPEN_SIGNING_INDEX)) throw error;
      const company = await companyName(db, request.params.id);
      const name = company && requestLocale(request) === 'en' && company.nameEn ? company.nameEn : company?.name ?? '';
      throw new ApiError(Codes.RECORD_STATE, null, 'signing.error.open_exists', { company: name });
    }
    const record = id === undefined ? undefined : await findRecord(db, { exhibitorId }, id);
    if (!record) throw companyNotFound();
    return ok(record);
  });

  app.get<{ Querystring: SigningListQuery & RecordListQuery }>('/v4/signing/record', {
    config, schema: { summary: "The exhibitor's signings, newest first (data.{list, total}); ?status filters", tags, querystring: recordListQuery },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    return ok(await listRecords(db, { exhibitorId }, request.query));
  });

  app.post<{ Params: { id: number } }>('/v4/signing/record/:id/cancel', {
    config, schema: { summary: 'Cancels a signing still waiting for review; 2010 once decided or cancelled', tags, params: idParams },
  }, async (request) => {
    const { exhibitorId } = exhibitorCallerOf(request);
    const cancelled = await cancelSigning(db, exhibitorId, request.params.id);
    const record = await findRecord(db, { exhibitorId }, request.params.id);
    if (!record) throw recordNotFound();
    if (!cancelled) throw new ApiError(Codes.RECORD_STATE, { status: record.status }, 'signing.error.not_waiting', { status: statusRef(record.status) });
    return ok(record);
  });

  registerOrganiserSigning(app, deps);
}
