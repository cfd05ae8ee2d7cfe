/**
 * The organiser's side of invoices, paths of `OrganiserInvoiceApi` (src/shared/invoice.ts), staff only:
 *
 *   GET /organiser/invoice (?status&keyword&application_no&title&applied_at&page&limit) · POST …/list-export · GET …/:id
 *   POST …/take {ids}          applied → invoicing
 *   POST …/export              the tax system's batch (.xlsx): invoicing → exported, and the red-flushes asked for
 *   POST …/import (.xlsx body) the tax system's result sheet: issued, failed, red invoices
 *   POST …/:id/file {file}     the e-invoice PDF, mailed to the applicant: upload succeeded, or failed
 *   POST …/:id/fail {reason}   manual failure
 *   POST …/:id/red-flush {amount?}  red-flush in progress, for the amount or all not yet reversed
 *
 * Every move is told to the applicant live (10103).
 */
import type { FastifyInstance } from 'fastify';
import {
  INVOICE_CHANGED, INVOICE_FAILURE_SCREEN, INVOICE_FILE_SCREEN, INVOICE_RED_FLUSH_SCREEN, INVOICE_SCREEN, invoiceDetailPath, OrganiserInvoiceApi, type InvoiceChanged,
} from '../../../shared/invoice';
import type { Locale } from '../../../shared/locale';
import { compactMinute } from '../../../shared/show-time';
import type { Deps } from '../../deps';
import { sessionUserId } from '../../http/auth';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/i18n';
import { createNotifier } from '../../notify/create-notifier';
import { XLSX_TYPE } from '../../exports/xlsx-read';
import { startExport } from '../../screens/crud-routes';
import { withRecordedFiles } from '../../screens/records';
import { loadScreen } from '../../screens/registry';
import { INVOICE_EXPORT } from './export-rows';
import { findInvoice, invoiceAudience, listInvoices, type InvoiceListQuery } from './queries';
import { idParams, organiserInvoiceQuery, takeBody } from './schemas';
import { failInvoice, invoiceMail, invoiceNotFound, move, requestRedFlush, takeInvoices } from './service';
import { exportBatch, importResults } from './tax-batch';
import { StaffPermission } from '../../../shared/staff';
import { staffOnly } from '../../http/access';

/** A result sheet of a few thousand rows is well under this. */
const RESULT_SHEET_LIMIT = 10 * 1024 * 1024;
const STAFF = { organiser: true } as const;

export function registerOrganiserInvoices(app: FastifyInstance, deps: Deps): void {
  const { db, live, config } = deps;
  const role = staffOnly(StaffPermission.INVOICES);
  const tags = ['organiser', 'invoice'];
  const fileScreen = loadScreen(config.schemasDir, INVOICE_FILE_SCREEN);
  const failureScreen = loadScreen(config.schemasDir, INVOICE_FAILURE_SCREEN);
  const redFlushScreen = loadScreen(config.schemasDir, INVOICE_RED_FLUSH_SCREEN);
  const notifier = createNotifier(db, config, app.log);

  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: RESULT_SHEET_LIMIT }, (_request, body, done) => done(null, body));

  /** Tells the applicant (their exhibitor's members, or the group account) what became of it. */
  const tell = async (id: number) => {
    const [audience, invoice] = await Promise.all([invoiceAudience(db, id), findInvoice(db, STAFF, id)]);
    if (!audience || !invoice) return;
    const changed: InvoiceChanged = { invoice_id: id, application_no: invoice.application_no, status: invoice.status };
    await live.publish(INVOICE_CHANGED, changed, audience);
  };
  const detail = async (id: number) => {
    const invoice = await findInvoice(db, STAFF, id);
    if (!invoice) throw invoiceNotFound();
    return invoice;
  };

  app.get<{ Querystring: InvoiceListQuery }>(OrganiserInvoiceApi.invoices, {
    config: role, schema: { summary: "Every applicant's invoice applications, newest first (data.{list, total})", tags, querystring: organiserInvoiceQuery },
  }, async (request) => ok(await listInvoices(db, STAFF, request.query)));

  app.post<{ Querystring: InvoiceListQuery }>(OrganiserInvoiceApi.listExport, {
    config: role, schema: { summary: 'Exports the applications as filtered to Excel, as an export task (progress on live code 10101)', tags, querystring: organiserInvoiceQuery },
  }, async (request) => ok(await startExport(deps, request, loadScreen(config.schemasDir, INVOICE_SCREEN), STAFF,
    { userId: sessionUserId(request), exhibitorId: null }, INVOICE_EXPORT)));

  app.get<{ Params: { id: number } }>('/organiser/invoice/:id', {
    config: role, schema: { summary: 'One application of any applicant, with its orders and timeline', tags, params: idParams },
  }, async (request) => ok(await detail(request.params.id)));

  app.post<{ Body: { ids: number[] } }>(OrganiserInvoiceApi.take, {
    config: role, schema: { summary: 'Takes applications to work on: each applied one moves to invoicing (data.moved: the ids moved)', tags, body: takeBody },
  }, async (request) => {
    const moved = await takeInvoices(db, sessionUserId(request), request.body.ids);
    for (const id of moved) await tell(id);
    return ok({ moved });
  });

  app.post(OrganiserInvoiceApi.export, {
    config: role, schema: { summary: "The tax system's next batch as .xlsx: every application invoicing (→ exported) and every red-flush asked for; 2010 when there is none", tags },
  }, async (request, reply) => {
    const locale = requestLocale(request);
    const batch = await exportBatch(db, sessionUserId(request), locale);
    for (const id of batch.invoiceIds) await tell(id);
    const name = `invoice-batch-${batch.id}-${compactMinute(Date.now() / 1000, config.timeZone)}.xlsx`;
    return reply.type(XLSX_TYPE).header('content-disposition', `attachment; filename="${name}"`).header('x-batch-rows', String(batch.rows)).send(batch.file);
  });

  app.post<{ Body: Buffer }>(OrganiserInvoiceApi.import, {
    config: role, bodyLimit: RESULT_SHEET_LIMIT,
    schema: { summary: `Applies the tax system's result sheet (body: the .xlsx, content type ${XLSX_TYPE}) → data.{issued, failed, red_flushed, errors}`, tags },
  }, async (request) => {
    const { moves, ...result } = await importResults(db, sessionUserId(request), requestLocale(request), Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
    for (const moved of moves) await tell(moved.id);
    return ok(result);
  });

  app.post<{ Params: { id: number }; Body: { file: { key: string } } }>('/organiser/invoice/:id/file', {
    config: role,
    schema: { summary: 'Attaches the e-invoice PDF (schemas/invoice-file.json) and mails it to the applicant: upload succeeded, or upload failed when the mail could not be sent', tags, params: idParams, body: fileScreen.bodySchema },
  }, async (request) => {
    const staffId = sessionUserId(request);
    const id = request.params.id;
    const invoice = await detail(id);
    const { file } = await withRecordedFiles(db, fileScreen, { userId: staffId, exhibitorId: null }, request.body);
    const locale: Locale = requestLocale(request);
    const mail = invoiceMail(locale, invoice, `${config.publicUrl}${invoiceDetailPath(id)}`);
    const sent = await notifier.send({ channel: 'email', target: invoice.email, ...mail }).then(() => true, (error: unknown) => {
      // The driver's error may quote the address: only its kind is logged.
      app.log.warn({ invoice: id, error: error instanceof Error ? error.name : 'unknown' }, 'e-invoice mail failed');
      return false;
    });
    await move(db, id, sent ? 'deliver' : 'delivery_failed', { userId: staffId, scope: STAFF }, {
      reason: sent ? null : 'invoice.reason.mail_failed', set: { file: file as object, reason: sent ? null : 'invoice.reason.mail_failed' },
    });
    await tell(id);
    return ok(await detail(id));
  });

  app.post<{ Params: { id: number }; Body: { reason: string } }>('/organiser/invoice/:id/fail', {
    config: role, schema: { summary: 'Records a manual failure with its reason (schemas/invoice-failure.json); the applicant may correct the header and resubmit', tags, params: idParams, body: failureScreen.bodySchema },
  }, async (request) => {
    await failInvoice(db, sessionUserId(request), request.params.id, request.body.reason.trim());
    await tell(request.params.id);
    return ok(await detail(request.params.id));
  });

  app.post<{ Params: { id: number }; Body: { amount?: number } }>('/organiser/invoice/:id/red-flush', {
    config: role, schema: { summary: 'Asks for a red invoice reversing the amount (cents; default all not yet reversed; schemas/invoice-red-flush.json): red-flush in progress, sent with the next batch', tags, params: idParams, body: redFlushScreen.bodySchema },
  }, async (request) => {
    await requestRedFlush(db, sessionUserId(request), request.params.id, request.body?.amount);
    await tell(request.params.id);
    return ok(await detail(request.params.id));
  });
}
