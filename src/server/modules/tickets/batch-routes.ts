/**
 * Batch binding (SPEC.md §2 bindLogList, logDetails): the Excel template, an uploaded file or
 * pasted rows becoming a batch bound by the 'ticket-batch-bind' job, the batches and their rows,
 * and resubmitting fixed rows as a new batch.
 */
import type { FastifyInstance } from 'fastify';
import { Codes } from '../../../shared/codes';
import { BATCH_MAX_ROWS, type BatchRowInput } from '../../../shared/tickets';
import type { Deps } from '../../deps';
import { ApiError, ok } from '../../http/envelope';
import { requestLocale, translate } from '../../http/i18n';
import { piiKeys } from '../../pii/keys';
import { XLSX_TYPE } from '../../exports/xlsx-read';
import { buildTemplate, parseBatchFile } from './batch-excel';
import { failedRowNumbers, findBatch, listBatchRows, listBatches, templateTickets } from './batch-queries';
import { rowChecks, type RawRow } from './batch-rows';
import { storeBatch } from './batch-store';
import { batchNotFound } from './not-found';
import { batchRowsQuery, excelQuery, idParams, pageQuery, pasteBody, resubmitBody } from './schemas';
import type { TicketKind } from './kinds';
import { wordsOf } from './words';

/** An uploaded template of 10,000 rows is well under this. */
const EXCEL_LIMIT = 10 * 1024 * 1024;
const PASTE_LIMIT = 8 * 1024 * 1024;

const toRaw = (row: BatchRowInput, rowNo: number): RawRow => ({
  row_no: rowNo, ticket: row.ticket, name: row.name, doc_type: row.doc_type, doc_number: row.doc_number, phone: row.phone ?? '', email: row.email ?? '',
});

export function registerBatchRoutes(app: FastifyInstance, deps: Deps, kind: TicketKind): void {
  const { db, config } = deps;
  const keys = piiKeys(config);
  const checks = rowChecks(config);
  const area = kind.access;
  const { tags, base, callerOf } = kind;

  // The .xlsx body is read as bytes by this plugin's routes only; the rest of the API stays JSON.
  app.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: EXCEL_LIMIT }, (_request, body, done) => done(null, body));

  app.get(`${base}/batch/template`, {
    config: area, schema: { summary: 'The batch-binding Excel template, prefilled with the tickets that can be bound', tags },
  }, async (request, reply) => {
    const { owner } = callerOf(request);
    const locale = requestLocale(request);
    const file = await buildTemplate(locale, wordsOf(owner), await templateTickets(db, owner, BATCH_MAX_ROWS));
    const name = `${translate(locale, 'boothTicket.batch.template_name')}.xlsx`;
    return reply.type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(file);
  });

  app.post<{ Querystring: { file_name?: string }; Body: Buffer }>(`${base}/batch/excel`, {
    config: area, bodyLimit: EXCEL_LIMIT,
    schema: { summary: `Uploads a filled template (body: the .xlsx file, content type ${XLSX_TYPE}) → data.batch_id`, tags, querystring: excelQuery },
  }, async (request) => {
    const { userId, owner } = callerOf(request);
    if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new ApiError(Codes.INVALID_REQUEST, null, 'ticket.batch.error.not_xlsx');
    const rows = await parseBatchFile(request.body, requestLocale(request), wordsOf(owner));
    const batchId = await storeBatch(db, deps.jobs, checks, { owner, userId, source: 'excel', fileName: request.query.file_name ?? '', rows });
    return ok({ batch_id: batchId });
  });

  app.post<{ Body: { rows: BatchRowInput[] } }>(`${base}/batch`, {
    config: area, bodyLimit: PASTE_LIMIT,
    schema: { summary: 'Pasted rows as a batch (body {rows: BatchRowInput[]}) → data.batch_id', tags, body: pasteBody },
  }, async (request) => {
    const { userId, owner } = callerOf(request);
    const rows = request.body.rows.map((row, i) => toRaw(row, i + 1));
    return ok({ batch_id: await storeBatch(db, deps.jobs, checks, { owner, userId, source: 'paste', rows }) });
  });

  app.get<{ Querystring: { page: number; limit: number } }>(`${base}/batch`, {
    config: area, schema: { summary: "The exhibitor's batches, newest first (data.{list, total})", tags, querystring: pageQuery },
  }, async (request) => {
    const { owner } = callerOf(request);
    return ok(await listBatches(db, owner, request.query.page, request.query.limit));
  });

  app.get<{ Params: { id: number } }>(`${base}/batch/:id`, {
    config: area, schema: { summary: 'One batch with its counters', tags, params: idParams },
  }, async (request) => {
    const { owner } = callerOf(request);
    const batch = await findBatch(db, owner, request.params.id);
    if (!batch) throw batchNotFound();
    return ok(batch);
  });

  app.get<{ Params: { id: number }; Querystring: { status?: number; page: number; limit: number } }>(`${base}/batch/:id/rows`, {
    config: area, schema: { summary: "A batch's rows: masked once bound, as entered (editable) when failed (data.{list, total})", tags, params: idParams, querystring: batchRowsQuery },
  }, async (request) => {
    const { owner } = callerOf(request);
    if (!(await findBatch(db, owner, request.params.id))) throw batchNotFound();
    const locale = requestLocale(request);
    const result = await listBatchRows(db, keys, request.params.id, request.query);
    // Beside the message id and values, the text in the caller's language.
    return ok({ ...result, list: result.list.map((row) => ({ ...row, error_message: row.error ? translate(locale, row.error, row.error_values ?? undefined) : null })) });
  });

  app.post<{ Params: { id: number }; Body: { rows: (BatchRowInput & { row_no: number })[] } }>(`${base}/batch/:id/resubmit`, {
    config: area, bodyLimit: PASTE_LIMIT,
    schema: { summary: "Fixed failed rows of a batch as a new batch (source 'resubmit', parent_id) → data.batch_id", tags, params: idParams, body: resubmitBody },
  }, async (request) => {
    const { userId, owner } = callerOf(request);
    if (!(await findBatch(db, owner, request.params.id))) throw batchNotFound();
    const rowNos = request.body.rows.map((row) => row.row_no);
    const failed = await failedRowNumbers(db, request.params.id, [...new Set(rowNos)]);
    // Each fixed row once, and only rows that failed in this batch.
    const wrong = [...new Set(rowNos.filter((rowNo, i) => !failed.has(rowNo) || rowNos.indexOf(rowNo) !== i))];
    if (wrong.length > 0) throw new ApiError(Codes.INVALID_REQUEST, null, 'ticket.batch.error.rows_not_failed', { rows: wrong.slice(0, 10).join(', ') });
    const rows = request.body.rows.map((row) => toRaw(row, row.row_no));
    return ok({ batch_id: await storeBatch(db, deps.jobs, checks, { owner, userId, source: 'resubmit', parentId: request.params.id, rows }) });
  });
}
