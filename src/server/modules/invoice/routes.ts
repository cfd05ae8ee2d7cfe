/**
 * Invoices (SPEC.md §1 /invoice, §4, §5, §8, §9), paths of `InvoiceApi` and `OrganiserInvoiceApi`
 * (src/shared/invoice.ts):
 *
 *   applicant (area invoice: exhibitors' members with the invoice authority, group accounts):
 *     /v4/invoice/header…  invoice headers (a screen: schemas/invoice-header.json)
 *     GET /v4/invoice/orders · GET /v4/invoice/credit-code?name= · POST /v4/invoice · GET /v4/invoice (+ POST …/export)
 *     GET /v4/invoice/:id · PUT /v4/invoice/:id (resubmit after a failure)
 *   organiser (organiser.ts): every application, take, the tax system's batch and result sheet,
 *     the e-invoice file, manual failure, red-flush
 *
 * An application is only ever looked up among the caller's owner's: another's id answers NOT_FOUND.
 * Every change the applicant did not make reaches them live (10103).
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import {
  INVOICE_APPLICATION_SCREEN, INVOICE_SCREEN, InvoiceApi, type InvoiceApplication, type InvoiceResubmission,
} from '../../../shared/invoice';
import { RESOURCES } from '../../../shared/resources';
import type { ModuleOptions } from '../../deps';
import { ok } from '../../http/envelope';
import { ownerOf } from '../../identity/request-caller';
import { registerScreenCrud, startExport } from '../../screens/crud-routes';
import { loadScreen } from '../../screens/registry';
import { lookUpCreditCode } from './credit-code';
import { INVOICE_EXPORT } from './export-rows';
import { registerOrganiserInvoices } from './organiser';
import { findInvoice, invoiceableOrders, listInvoices, type InvoiceListQuery } from './queries';
import { creditCodeQuery, idParams, invoiceListQuery, resubmitBody } from './schemas';
import { applyForInvoice, invoiceNotFound, resubmit } from './service';

export default async function invoiceRoutes(app: FastifyInstance, { deps }: ModuleOptions): Promise<void> {
  const { db, config } = deps;
  const area = { area: 'invoice' } as const;
  const tags = ['invoice'];
  registerScreenCrud(app, deps, RESOURCES['invoice-header']);
  const headerScreen = loadScreen(config.schemasDir, RESOURCES['invoice-header'].screen);
  const application = loadScreen(config.schemasDir, INVOICE_APPLICATION_SCREEN);
  const listScreen = loadScreen(config.schemasDir, INVOICE_SCREEN);

  const detail = async (owner: ReturnType<typeof ownerOf>, id: number) => {
    const invoice = await findInvoice(db, owner, id);
    if (!invoice) throw invoiceNotFound();
    return invoice;
  };

  app.get(InvoiceApi.orders, {
    config: area, schema: { summary: "The caller's paid orders with an amount, each with its invoice state (data.list)", tags },
  }, async (request) => ok({ list: await invoiceableOrders(db, ownerOf(request)) }));

  app.get<{ Querystring: { name: string } }>(InvoiceApi.creditCode, {
    config: area, schema: { summary: 'Tax numbers of companies by name (data.list); no match answers 12010 with an empty list', tags, querystring: creditCodeQuery },
  }, async (request, reply) => {
    const list = await lookUpCreditCode(db, request.query.name);
    if (list.length > 0) return ok({ list });
    // Passed through by the client as is (SPEC.md §8): the user types the header themselves.
    return reply.send({ code: Codes.CREDIT_CODE_UNKNOWN.code, message: '', data: { list: [] } });
  });

  app.post<{ Body: InvoiceApplication }>(InvoiceApi.invoices, {
    config: area,
    schema: {
      summary: 'Applies for an invoice of paid orders (schemas/invoice-application.json); 2010 when an order is on another application',
      tags, body: application.bodySchema,
    },
  }, async (request) => {
    const owner = ownerOf(request);
    const id = await applyForInvoice(db, headerScreen, { ...request.body, owner, timeZone: config.timeZone });
    return ok(await detail(owner, id));
  });

  app.get<{ Querystring: InvoiceListQuery }>(InvoiceApi.invoices, {
    config: area, schema: { summary: "The caller's invoice applications, newest first (data.{list, total})", tags, querystring: invoiceListQuery },
  }, async (request) => ok(await listInvoices(db, ownerOf(request), request.query)));

  app.post<{ Querystring: InvoiceListQuery }>(InvoiceApi.export, {
    config: area, schema: { summary: 'Exports the application list as filtered to Excel, as an export task (progress on live code 10101)', tags, querystring: invoiceListQuery },
  }, async (request) => {
    const owner = ownerOf(request);
    return ok(await startExport(deps, request, listScreen, owner, owner, INVOICE_EXPORT));
  });

  app.get<{ Params: { id: number } }>('/v4/invoice/:id', {
    config: area, schema: { summary: 'One application: its orders, the header as applied, its timeline and the e-invoice once issued', tags, params: idParams },
  }, async (request) => ok(await detail(ownerOf(request), request.params.id)));

  app.put<{ Params: { id: number }; Body: InvoiceResubmission }>('/v4/invoice/:id', {
    config: area, schema: { summary: 'Resubmits an application that failed, with a corrected header, type or e-mail: it is applied again', tags, params: idParams, body: resubmitBody },
  }, async (request) => {
    const owner = ownerOf(request);
    await resubmit(db, headerScreen, owner, request.params.id, request.body);
    return ok(await detail(owner, request.params.id));
  });

  registerOrganiserInvoices(app, deps);
}
